import type { z } from 'zod';
import { centsToReais, messages, OfferStatus, reaisToCents } from '@clube/contract';
import type { AdminGetAllSubscriptionsRequest, AdminSubscription, CreateSubscriptionRequest, UpdateSubscriptionRequest } from '@clube/contract/subscriptions';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { createNamed, differs, offerStatusOf, pagedList, setActiveStatus, updateNamed, type NamedCatalog } from '../../platform/catalog-admin';
import { conflict, unprocessable } from '../../platform/errors';
import { currentUnilevel } from '../configurations';
import * as repo from './subscriptions-admin.repository';
import { toSubscriptionDto, type SubscriptionRow } from './subscriptions.mapper';

export function toAdminSubscriptionDto(s: SubscriptionRow): AdminSubscription {
  return { ...toSubscriptionDto(s), UnilevelId: s.unilevelId, ...offerStatusOf(s.status), CreatedOn: s.createdAt.toISOString() };
}

/** What the audit row keeps of a subscription, before and after (docs/admin.md#offers). */
const audited = (s: SubscriptionRow) => ({
  Name: s.name,
  Description: s.description,
  Price: centsToReais(s.priceCents),
  FrequencyType: s.frequencyType,
  FrequencyPrice: centsToReais(s.frequencyPriceCents),
  UnilevelId: s.unilevelId,
  Status: s.status,
});

export function list(db: DbOrTx, input: z.output<typeof AdminGetAllSubscriptionsRequest>) {
  return pagedList(
    input,
    (f) => repo.listAll(db, f),
    (rows) => rows.map(toAdminSubscriptionDto),
  );
}

const valuesOf = (input: z.output<typeof CreateSubscriptionRequest>) => ({
  name: input.Name,
  description: input.Description,
  priceCents: reaisToCents(input.Price),
  frequencyType: input.FrequencyType,
  frequencyPriceCents: reaisToCents(input.FrequencyPrice),
  unilevelId: input.UnilevelId,
});

/** A table that pays its invoices must exist and be Ativa, as the bonification center asks of its own. */
async function refuseUnusableTable(db: DbOrTx, unilevelId: number | null) {
  if (unilevelId === null) return;
  const table = await currentUnilevel(db, unilevelId);
  if (!table || table.status !== 1) throw unprocessable(messages.subscriptionUnilevelUnusable, { UnilevelId: [messages.subscriptionUnilevelUnusable] });
}

const catalog: NamedCatalog<SubscriptionRow, AdminSubscription> = {
  kind: 'subscription',
  actions: 'subscriptions',
  lockNames: repo.lockNames,
  lockRow: repo.lockSubscription,
  nameInUse: repo.nameInUse,
  audited,
  toDto: toAdminSubscriptionDto,
  notFound: messages.subscriptionNotFound,
  nameTaken: messages.subscriptionNameInUse,
};

export function create(db: Db, actor: AuditActor, input: z.output<typeof CreateSubscriptionRequest>): Promise<AdminSubscription> {
  return createNamed(db, actor, catalog, input.Name, async (tx) => {
    await refuseUnusableTable(tx, input.UnilevelId);
    return repo.insertSubscription(tx, valuesOf(input));
  });
}

/**
 * New values apply to what is issued from now on (docs/admin.md#offers): a new Price to new
 * subscribers, a new FrequencyPrice from the next renewal invoice; issued invoices keep theirs.
 * The recurrence is fixed once anyone subscribed: the periods of every live subscription are
 * counted by it (docs/plans.md#subscriptions).
 */
export function update(db: Db, actor: AuditActor, input: z.output<typeof UpdateSubscriptionRequest>): Promise<AdminSubscription> {
  return updateNamed(db, actor, catalog, input.Id, input.Name, async (tx, current) => {
    const values = valuesOf(input);
    if (!differs(values, current)) return undefined;
    if (values.frequencyType !== current.frequencyType && (await repo.everHeld(tx, input.Id))) {
      throw conflict(messages.subscriptionFrequencyLocked);
    }
    if (values.unilevelId !== current.unilevelId) await refuseUnusableTable(tx, values.unilevelId);
    return { after: await repo.updateSubscription(tx, input.Id, values) };
  });
}

/** Inativo: no new subscribers; those who hold it keep it, renew it and may cancel it. */
export function setStatus(db: Db, actor: AuditActor, id: number, status: OfferStatus): Promise<AdminSubscription> {
  return setActiveStatus(db, actor, catalog, id, status, {
    alreadyActive: messages.subscriptionOfferAlreadyActive,
    alreadyInactive: messages.subscriptionOfferAlreadyInactive,
    write: (tx) => repo.updateSubscription(tx, id, { status }),
  });
}
