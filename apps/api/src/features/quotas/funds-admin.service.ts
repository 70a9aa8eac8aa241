import type { z } from 'zod';
import { capPageSize, centsToReais, messages, OfferStatus, offerStatusInfo, paginationResponse, reaisToCents } from '@clube/contract';
import type { AdminFund, AdminGetAllFundsRequest, CreateFundRequest, UpdateFundRequest } from '@clube/contract/quotas';
import type { Db, DbOrTx } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import * as repo from './funds-admin.repository';

export function toAdminFundDto(f: repo.FundRow): AdminFund {
  const status = offerStatusInfo[f.status] ?? { label: String(f.status), color: 'gray' };
  return {
    Id: f.id,
    Name: f.name,
    Description: f.description,
    QuotaValue: centsToReais(f.quotaValueCents),
    Status: f.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    CreatedOn: f.createdAt.toISOString(),
  };
}

/** What the audit row keeps of a fund, before and after (docs/admin.md#offers). */
const audited = (f: repo.FundRow) => ({ Name: f.name, Description: f.description, QuotaValue: centsToReais(f.quotaValueCents), Status: f.status });

export async function list(db: DbOrTx, input: z.output<typeof AdminGetAllFundsRequest>) {
  const page = input.PaginationSettings.Page;
  const rowsPerPage = capPageSize(input.PaginationSettings.RowsPerPage);
  const { rows, total } = await repo.listAll(db, {
    status: input.Status ?? undefined,
    nameContains: input.Name || undefined,
    limit: rowsPerPage,
    offset: (page - 1) * rowsPerPage,
  });
  return { data: rows.map(toAdminFundDto), pagination: paginationResponse(page, rowsPerPage, total) };
}

const valuesOf = (input: z.output<typeof CreateFundRequest>) => ({
  name: input.Name,
  description: input.Description,
  quotaValueCents: reaisToCents(input.QuotaValue),
});

export async function create(db: Db, actor: AuditActor, input: z.output<typeof CreateFundRequest>): Promise<AdminFund> {
  return db.transaction(async (tx) => {
    await repo.lockNames(tx);
    if (await repo.nameInUse(tx, input.Name)) throw conflict(messages.fundNameInUse);
    const created = await repo.insertFund(tx, valuesOf(input));
    await writeAudit(tx, actor, { action: 'funds.create', target: auditTarget('fund', created.id), after: audited(created) });
    return toAdminFundDto(created);
  });
}

/** Name, description and quota value; the members' holdings are theirs and never change here. */
export async function update(db: Db, actor: AuditActor, input: z.output<typeof UpdateFundRequest>): Promise<AdminFund> {
  return db.transaction(async (tx) => {
    await repo.lockNames(tx);
    const current = await repo.lockFund(tx, input.Id);
    if (!current) throw notFound(messages.fundNotFound);
    if (await repo.nameInUse(tx, input.Name, input.Id)) throw conflict(messages.fundNameInUse);
    const values = valuesOf(input);
    const changed = (Object.keys(values) as Array<keyof typeof values>).some((k) => values[k] !== current[k]);
    if (!changed) return toAdminFundDto(current);
    const updated = await repo.updateFund(tx, input.Id, values);
    await writeAudit(tx, actor, { action: 'funds.update', target: auditTarget('fund', input.Id), before: audited(current), after: audited(updated) });
    return toAdminFundDto(updated);
  });
}

/**
 * Inativo: no longer chosen for new rank prizes; holdings stay, and so do payouts to their
 * holders. A fund that a prize in force hands out stays Ativo (422): retire the prize first.
 */
export async function setStatus(db: Db, actor: AuditActor, id: number, status: OfferStatus): Promise<AdminFund> {
  return db.transaction(async (tx) => {
    const current = await repo.lockFund(tx, id);
    if (!current) throw notFound(messages.fundNotFound);
    if (current.status === status) throw conflict(status === OfferStatus.Ativo ? messages.fundAlreadyActive : messages.fundAlreadyInactive);
    if (status === OfferStatus.Inativo && (await repo.namedByPrizeInForce(tx, id))) throw unprocessable(messages.fundInUse);
    const updated = await repo.updateFund(tx, id, { status });
    const action = status === OfferStatus.Ativo ? 'funds.reactivate' : 'funds.deactivate';
    await writeAudit(tx, actor, { action, target: auditTarget('fund', id), before: audited(current), after: audited(updated) });
    return toAdminFundDto(updated);
  });
}
