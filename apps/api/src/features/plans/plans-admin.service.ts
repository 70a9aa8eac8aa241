import type { z } from 'zod';
import { centsToReais, messages, OfferStatus, reaisToCents } from '@clube/contract';
import type { AdminGetAllPlansRequest, AdminPlan, CreatePlanRequest, UpdatePlanRequest } from '@clube/contract/plans';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { createNamed, differs, offerStatusOf, pagedList, setActiveStatus, updateNamed, type NamedCatalog } from '../../platform/catalog-admin';
import { unprocessable } from '../../platform/errors';
import * as repo from './plans-admin.repository';
import type { PlanRow } from './plans.repository';
import { toPlanDto } from './plans.service';

export function toAdminPlanDto(p: PlanRow): AdminPlan {
  return { ...toPlanDto(p), ...offerStatusOf(p.status), CreatedOn: p.createdAt.toISOString() };
}

/** What the audit row keeps of a plan, before and after (docs/admin.md#offers). */
const audited = (p: PlanRow) => ({
  Name: p.name,
  Description: p.description,
  Price: centsToReais(p.priceCents),
  MonthlyPayment: centsToReais(p.monthlyPaymentCents),
  Status: p.status,
});

export function list(db: DbOrTx, input: z.output<typeof AdminGetAllPlansRequest>) {
  return pagedList(
    input,
    (f) => repo.listAll(db, f),
    (rows) => rows.map(toAdminPlanDto),
  );
}

const valuesOf = (input: z.output<typeof CreatePlanRequest>) => ({
  name: input.Name,
  description: input.Description,
  priceCents: reaisToCents(input.Price),
  monthlyPaymentCents: reaisToCents(input.MonthlyPayment),
});

const catalog: NamedCatalog<PlanRow, AdminPlan> = {
  kind: 'plan',
  actions: 'plans',
  lockNames: repo.lockCatalog,
  lockRow: repo.lockPlan,
  nameInUse: repo.nameInUse,
  audited,
  toDto: toAdminPlanDto,
  notFound: messages.planNotFound,
  nameTaken: messages.planNameInUse,
};

/** A new plan, Ativo: offered at registration and plan change at once. */
export function create(db: Db, actor: AuditActor, input: z.output<typeof CreatePlanRequest>): Promise<AdminPlan> {
  return createNamed(db, actor, catalog, input.Name, (tx) => repo.insertPlan(tx, valuesOf(input)));
}

/**
 * New values apply to what is issued from now on (docs/admin.md#offers): every invoice stores its
 * own value, so paid and pending invoices, and the commission lines paid on them, keep theirs. An
 * update that changes nothing writes nothing.
 */
export function update(db: Db, actor: AuditActor, input: z.output<typeof UpdatePlanRequest>): Promise<AdminPlan> {
  return updateNamed(db, actor, catalog, input.Id, input.Name, async (tx, current) => {
    const values = valuesOf(input);
    return differs(values, current) ? { after: await repo.updatePlan(tx, input.Id, values) } : undefined;
  });
}

/**
 * Inativo: no longer offered at registration or plan change; members on it keep it, and its
 * issued invoices (an adhesion, a plan change) can still be paid. The last active plan stays:
 * with none, registration would activate members without an adhesion (docs/club.md#registration).
 */
export function setStatus(db: Db, actor: AuditActor, id: number, status: OfferStatus): Promise<AdminPlan> {
  return setActiveStatus(db, actor, catalog, id, status, {
    alreadyActive: messages.planAlreadyActive,
    alreadyInactive: messages.planAlreadyInactive,
    lockNames: true,
    guard: async (tx) => {
      if (status === OfferStatus.Inativo && (await repo.countOtherActive(tx, id)) === 0) throw unprocessable(messages.planLastActive);
    },
    write: (tx) => repo.updatePlan(tx, id, { status }),
  });
}
