import type { z } from 'zod';
import { centsToReais, messages, OfferStatus, reaisToCents } from '@clube/contract';
import type { AdminFund, AdminGetAllFundsRequest, CreateFundRequest, UpdateFundRequest } from '@clube/contract/quotas';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { createNamed, differs, offerStatusOf, pagedList, setActiveStatus, updateNamed, type NamedCatalog } from '../../platform/catalog-admin';
import { unprocessable } from '../../platform/errors';
import * as repo from './funds-admin.repository';

export function toAdminFundDto(f: repo.FundRow): AdminFund {
  return {
    Id: f.id,
    Name: f.name,
    Description: f.description,
    QuotaValue: centsToReais(f.quotaValueCents),
    ...offerStatusOf(f.status),
    CreatedOn: f.createdAt.toISOString(),
  };
}

/** What the audit row keeps of a fund, before and after (docs/admin.md#offers). */
const audited = (f: repo.FundRow) => ({ Name: f.name, Description: f.description, QuotaValue: centsToReais(f.quotaValueCents), Status: f.status });

export function list(db: DbOrTx, input: z.output<typeof AdminGetAllFundsRequest>) {
  return pagedList(
    input,
    (f) => repo.listAll(db, f),
    (rows) => rows.map(toAdminFundDto),
  );
}

const valuesOf = (input: z.output<typeof CreateFundRequest>) => ({
  name: input.Name,
  description: input.Description,
  quotaValueCents: reaisToCents(input.QuotaValue),
});

const catalog: NamedCatalog<repo.FundRow, AdminFund> = {
  kind: 'fund',
  actions: 'funds',
  lockNames: repo.lockNames,
  lockRow: repo.lockFund,
  nameInUse: repo.nameInUse,
  audited,
  toDto: toAdminFundDto,
  notFound: messages.fundNotFound,
  nameTaken: messages.fundNameInUse,
};

export function create(db: Db, actor: AuditActor, input: z.output<typeof CreateFundRequest>): Promise<AdminFund> {
  return createNamed(db, actor, catalog, input.Name, (tx) => repo.insertFund(tx, valuesOf(input)));
}

/** Name, description and quota value; the members' holdings are theirs and never change here. */
export function update(db: Db, actor: AuditActor, input: z.output<typeof UpdateFundRequest>): Promise<AdminFund> {
  return updateNamed(db, actor, catalog, input.Id, input.Name, async (tx, current) => {
    const values = valuesOf(input);
    return differs(values, current) ? { after: await repo.updateFund(tx, input.Id, values) } : undefined;
  });
}

/**
 * Inativo: no longer chosen for new rank prizes; holdings stay, and so do payouts to their
 * holders. A fund that a prize in force hands out stays Ativo (422): retire the prize first.
 */
export function setStatus(db: Db, actor: AuditActor, id: number, status: OfferStatus): Promise<AdminFund> {
  return setActiveStatus(db, actor, catalog, id, status, {
    alreadyActive: messages.fundAlreadyActive,
    alreadyInactive: messages.fundAlreadyInactive,
    guard: async (tx) => {
      if (status === OfferStatus.Inativo && (await repo.namedByPrizeInForce(tx, id))) throw unprocessable(messages.fundInUse);
    },
    write: (tx) => repo.updateFund(tx, id, { status }),
  });
}
