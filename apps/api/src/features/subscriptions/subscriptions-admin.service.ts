import type { z } from 'zod';
import { capPageSize, centsToReais, messages, OfferStatus, offerStatusInfo, paginationResponse, reaisToCents } from '@clube/contract';
import {
  frequencyTypeLabels,
  type AdminGetAllSubscriptionsRequest,
  type AdminSubscription,
  type CreateSubscriptionRequest,
  type UpdateSubscriptionRequest,
} from '@clube/contract/subscriptions';
import type { Db, DbOrTx } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import { currentUnilevel } from '../configurations';
import * as repo from './subscriptions-admin.repository';
import type { SubscriptionRow } from './subscriptions.mapper';

export function toAdminSubscriptionDto(s: SubscriptionRow): AdminSubscription {
  const status = offerStatusInfo[s.status] ?? { label: String(s.status), color: 'gray' };
  return {
    Id: s.id,
    Name: s.name,
    Description: s.description,
    Price: centsToReais(s.priceCents),
    FrequencyType: s.frequencyType,
    FrequencyTypeFormatted: frequencyTypeLabels[s.frequencyType] ?? String(s.frequencyType),
    FrequencyPrice: centsToReais(s.frequencyPriceCents),
    UnilevelId: s.unilevelId,
    Status: s.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    CreatedOn: s.createdAt.toISOString(),
  };
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

export async function list(db: DbOrTx, input: z.output<typeof AdminGetAllSubscriptionsRequest>) {
  const page = input.PaginationSettings.Page;
  const rowsPerPage = capPageSize(input.PaginationSettings.RowsPerPage);
  const { rows, total } = await repo.listAll(db, {
    status: input.Status ?? undefined,
    nameContains: input.Name || undefined,
    limit: rowsPerPage,
    offset: (page - 1) * rowsPerPage,
  });
  return { data: rows.map(toAdminSubscriptionDto), pagination: paginationResponse(page, rowsPerPage, total) };
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

export async function create(db: Db, actor: AuditActor, input: z.output<typeof CreateSubscriptionRequest>): Promise<AdminSubscription> {
  return db.transaction(async (tx) => {
    await repo.lockNames(tx);
    if (await repo.nameInUse(tx, input.Name)) throw conflict(messages.subscriptionNameInUse);
    await refuseUnusableTable(tx, input.UnilevelId);
    const created = await repo.insertSubscription(tx, valuesOf(input));
    await writeAudit(tx, actor, { action: 'subscriptions.create', target: auditTarget('subscription', created.id), after: audited(created) });
    return toAdminSubscriptionDto(created);
  });
}

/**
 * New values apply to what is issued from now on (docs/admin.md#offers): a new Price to new
 * subscribers, a new FrequencyPrice from the next renewal invoice; issued invoices keep theirs.
 * The recurrence is fixed once anyone subscribed: the periods of every live subscription are
 * counted by it (docs/plans.md#subscriptions).
 */
export async function update(db: Db, actor: AuditActor, input: z.output<typeof UpdateSubscriptionRequest>): Promise<AdminSubscription> {
  return db.transaction(async (tx) => {
    await repo.lockNames(tx);
    const current = await repo.lockSubscription(tx, input.Id);
    if (!current) throw notFound(messages.subscriptionNotFound);
    if (await repo.nameInUse(tx, input.Name, input.Id)) throw conflict(messages.subscriptionNameInUse);
    const values = valuesOf(input);
    const changed = (Object.keys(values) as Array<keyof typeof values>).some((k) => values[k] !== current[k]);
    if (!changed) return toAdminSubscriptionDto(current);
    if (values.frequencyType !== current.frequencyType && (await repo.everHeld(tx, input.Id))) {
      throw conflict(messages.subscriptionFrequencyLocked);
    }
    if (values.unilevelId !== current.unilevelId) await refuseUnusableTable(tx, values.unilevelId);
    const updated = await repo.updateSubscription(tx, input.Id, values);
    await writeAudit(tx, actor, { action: 'subscriptions.update', target: auditTarget('subscription', input.Id), before: audited(current), after: audited(updated) });
    return toAdminSubscriptionDto(updated);
  });
}

/** Inativo: no new subscribers; those who hold it keep it, renew it and may cancel it. */
export async function setStatus(db: Db, actor: AuditActor, id: number, status: OfferStatus): Promise<AdminSubscription> {
  return db.transaction(async (tx) => {
    const current = await repo.lockSubscription(tx, id);
    if (!current) throw notFound(messages.subscriptionNotFound);
    if (current.status === status) {
      throw conflict(status === OfferStatus.Ativo ? messages.subscriptionOfferAlreadyActive : messages.subscriptionOfferAlreadyInactive);
    }
    const updated = await repo.updateSubscription(tx, id, { status });
    const action = status === OfferStatus.Ativo ? 'subscriptions.reactivate' : 'subscriptions.deactivate';
    await writeAudit(tx, actor, { action, target: auditTarget('subscription', id), before: audited(current), after: audited(updated) });
    return toAdminSubscriptionDto(updated);
  });
}
