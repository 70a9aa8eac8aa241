import type { z } from 'zod';
import { capPageSize, centsToReais, messages, OfferStatus, offerStatusInfo, paginationResponse, reaisToCents } from '@clube/contract';
import type { AdminGetAllPlansRequest, AdminPlan, CreatePlanRequest, UpdatePlanRequest } from '@clube/contract/plans';
import type { Db, DbOrTx } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import * as repo from './plans-admin.repository';
import type { PlanRow } from './plans.repository';

export function toAdminPlanDto(p: PlanRow): AdminPlan {
  const status = offerStatusInfo[p.status] ?? { label: String(p.status), color: 'gray' };
  return {
    Id: p.id,
    Name: p.name,
    Description: p.description,
    Price: centsToReais(p.priceCents),
    MonthlyPayment: centsToReais(p.monthlyPaymentCents),
    Status: p.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    CreatedOn: p.createdAt.toISOString(),
  };
}

/** What the audit row keeps of a plan, before and after (docs/admin.md#offers). */
const audited = (p: PlanRow) => ({ Name: p.name, Description: p.description, Price: centsToReais(p.priceCents), MonthlyPayment: centsToReais(p.monthlyPaymentCents), Status: p.status });

export async function list(db: DbOrTx, input: z.output<typeof AdminGetAllPlansRequest>) {
  const page = input.PaginationSettings.Page;
  const rowsPerPage = capPageSize(input.PaginationSettings.RowsPerPage);
  const { rows, total } = await repo.listAll(db, {
    status: input.Status ?? undefined,
    nameContains: input.Name || undefined,
    limit: rowsPerPage,
    offset: (page - 1) * rowsPerPage,
  });
  return { data: rows.map(toAdminPlanDto), pagination: paginationResponse(page, rowsPerPage, total) };
}

const valuesOf = (input: z.output<typeof CreatePlanRequest>) => ({
  name: input.Name,
  description: input.Description,
  priceCents: reaisToCents(input.Price),
  monthlyPaymentCents: reaisToCents(input.MonthlyPayment),
});

/** A new plan, Ativo: offered at registration and plan change at once. */
export async function create(db: Db, actor: AuditActor, input: z.output<typeof CreatePlanRequest>): Promise<AdminPlan> {
  return db.transaction(async (tx) => {
    await repo.lockCatalog(tx);
    if (await repo.nameInUse(tx, input.Name)) throw conflict(messages.planNameInUse);
    const created = await repo.insertPlan(tx, valuesOf(input));
    await writeAudit(tx, actor, { action: 'plans.create', target: auditTarget('plan', created.id), after: audited(created) });
    return toAdminPlanDto(created);
  });
}

/**
 * New values apply to what is issued from now on (docs/admin.md#offers): every invoice stores its
 * own value, so paid and pending invoices, and the commission lines paid on them, keep theirs. An
 * update that changes nothing writes nothing.
 */
export async function update(db: Db, actor: AuditActor, input: z.output<typeof UpdatePlanRequest>): Promise<AdminPlan> {
  return db.transaction(async (tx) => {
    await repo.lockCatalog(tx);
    const current = await repo.lockPlan(tx, input.Id);
    if (!current) throw notFound(messages.planNotFound);
    if (await repo.nameInUse(tx, input.Name, input.Id)) throw conflict(messages.planNameInUse);
    const values = valuesOf(input);
    const changed = (Object.keys(values) as Array<keyof typeof values>).some((k) => values[k] !== current[k]);
    if (!changed) return toAdminPlanDto(current);
    const updated = await repo.updatePlan(tx, input.Id, values);
    await writeAudit(tx, actor, { action: 'plans.update', target: auditTarget('plan', input.Id), before: audited(current), after: audited(updated) });
    return toAdminPlanDto(updated);
  });
}

/**
 * Inativo: no longer offered at registration or plan change; members on it keep it, and its
 * issued invoices (an adhesion, a plan change) can still be paid. The last active plan stays:
 * with none, registration would activate members without an adhesion (docs/club.md#registration).
 */
export async function setStatus(db: Db, actor: AuditActor, id: number, status: OfferStatus): Promise<AdminPlan> {
  return db.transaction(async (tx) => {
    await repo.lockCatalog(tx);
    const current = await repo.lockPlan(tx, id);
    if (!current) throw notFound(messages.planNotFound);
    if (current.status === status) throw conflict(status === OfferStatus.Ativo ? messages.planAlreadyActive : messages.planAlreadyInactive);
    if (status === OfferStatus.Inativo && (await repo.countOtherActive(tx, id)) === 0) throw unprocessable(messages.planLastActive);
    const updated = await repo.updatePlan(tx, id, { status });
    const action = status === OfferStatus.Ativo ? 'plans.reactivate' : 'plans.deactivate';
    await writeAudit(tx, actor, { action, target: auditTarget('plan', id), before: audited(current), after: audited(updated) });
    return toAdminPlanDto(updated);
  });
}
