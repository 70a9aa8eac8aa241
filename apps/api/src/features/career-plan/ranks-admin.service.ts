import type { z } from 'zod';
import { capPageSize, centsToReais, messages, OfferStatus, offerStatusInfo, paginationResponse, reaisToCents } from '@clube/contract';
import {
  PrizeType,
  type AdminGetAllRanksRequest,
  type AdminRank,
  type AdminRankPrize,
  type CreateRankRequest,
  type RankPrizeValue,
  type UpdateRankRequest,
} from '@clube/contract/career-plan';
import type { Db, DbOrTx } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import * as repo from './ranks-admin.repository';

type RankInput = z.output<typeof CreateRankRequest>;

const toPrizeDto = (p: repo.PrizeRow): AdminRankPrize => ({
  Id: p.id,
  Type: p.type,
  Amount: p.type === PrizeType.Money && p.amountCents !== null ? centsToReais(p.amountCents) : null,
  Quotas: p.type === PrizeType.FundQuotas ? p.quotas : null,
  FundId: p.type === PrizeType.FundQuotas ? p.fundId : null,
  FundName: p.type === PrizeType.FundQuotas ? p.fundName : null,
  Description: p.description,
  ValidFrom: p.validFrom ? p.validFrom.toISOString() : null,
});

export function toAdminRankDto(r: repo.RankWithRequirements, prizes: repo.PrizeRow[]): AdminRank {
  const status = offerStatusInfo[r.status] ?? { label: String(r.status), color: 'gray' };
  return {
    Id: r.id,
    Name: r.name,
    Color: r.color,
    Position: r.position,
    Status: r.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    ActiveDirects: r.activeDirects,
    ActiveNetwork: r.activeNetwork,
    GroupVolume: centsToReais(r.groupVolumeCents),
    Prizes: prizes.filter((p) => p.rankId === r.id).map(toPrizeDto),
  };
}

/** What the audit row keeps of a rank, before and after: the rank, its requirements and prizes in force. */
const audited = (r: AdminRank) => ({
  Name: r.Name,
  Color: r.Color,
  Position: r.Position,
  Status: r.Status,
  ActiveDirects: r.ActiveDirects,
  ActiveNetwork: r.ActiveNetwork,
  GroupVolume: r.GroupVolume,
  Prizes: r.Prizes.map((p) => ({ Id: p.Id, Type: p.Type, Amount: p.Amount, Quotas: p.Quotas, FundId: p.FundId, Description: p.Description })),
});

async function view(db: DbOrTx, id: number): Promise<AdminRank | undefined> {
  const rank = await repo.findRank(db, id);
  return rank && toAdminRankDto(rank, await repo.prizesInForce(db, [id]));
}

export async function list(db: DbOrTx, input: z.output<typeof AdminGetAllRanksRequest>) {
  const page = input.PaginationSettings.Page;
  const rowsPerPage = capPageSize(input.PaginationSettings.RowsPerPage);
  const { rows, total } = await repo.listAll(db, {
    status: input.Status ?? undefined,
    nameContains: input.Name || undefined,
    limit: rowsPerPage,
    offset: (page - 1) * rowsPerPage,
  });
  const prizes = await repo.prizesInForce(
    db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toAdminRankDto(r, prizes)), pagination: paginationResponse(page, rowsPerPage, total) };
}

const prizeValues = (p: RankPrizeValue): repo.PrizeValues => ({
  type: p.Type,
  amountCents: p.Amount === null ? null : reaisToCents(p.Amount),
  quotas: p.Quotas,
  fundId: p.FundId,
  description: p.Description,
});

const samePrize = (a: repo.PrizeValues, b: repo.PrizeValues) =>
  a.type === b.type && a.amountCents === b.amountCents && a.quotas === b.quotas && a.fundId === b.fundId && a.description === b.description;

/** Quota prizes name funds that exist and are Ativo (locked shared until commit, so none is deactivated meanwhile). */
async function refuseUnusableFunds(tx: DbOrTx, prizes: repo.PrizeValues[]) {
  const fundIds = [...new Set(prizes.flatMap((p) => (p.fundId === null ? [] : [p.fundId])))];
  if ((await repo.unusableFundIds(tx, fundIds)).length > 0) {
    throw unprocessable(messages.rankPrizeFundUnusable, { Prizes: [messages.rankPrizeFundUnusable] });
  }
}

async function refuseTaken(tx: DbOrTx, input: RankInput, id?: number, active = true) {
  if (await repo.nameInUse(tx, input.Name, id)) throw conflict(messages.rankNameInUse);
  if (active && (await repo.positionInUse(tx, input.Position, id))) throw conflict(messages.rankPositionInUse);
}

const requirementsOf = (input: RankInput): repo.RankRequirementsRow => ({
  activeDirects: input.ActiveDirects,
  activeNetwork: input.ActiveNetwork,
  groupVolumeCents: reaisToCents(input.GroupVolume),
});

/** A new rank, Ativo, achievable from the next evaluation; its prizes are in force from its start. */
export async function create(db: Db, actor: AuditActor, input: RankInput): Promise<AdminRank> {
  return db.transaction(async (tx) => {
    await repo.lockCatalog(tx);
    await refuseTaken(tx, input);
    // Nobody can achieve the rank before it commits with its prizes: no prize change instant needed.
    const prizes = input.Prizes.map(prizeValues);
    await refuseUnusableFunds(tx, prizes);
    const id = await repo.insertRank(tx, { name: input.Name, color: input.Color, position: input.Position });
    await repo.upsertRequirements(tx, id, requirementsOf(input));
    await repo.insertPrizes(tx, id, prizes, null);
    const created = (await view(tx, id))!;
    await writeAudit(tx, actor, { action: 'ranks.create', target: auditTarget('rank', id), after: audited(created) });
    return created;
  });
}

/**
 * Name, colour, position and requirements change in place: they judge the next evaluations, and
 * an achieved rank stays achieved. Prizes are never edited: one equal to a prize in force keeps
 * it; the others in force are retired and the new ones written, both at one instant, so members
 * who achieved the rank before keep exactly what they were granted and the new prizes go to
 * achievements from then on (docs/club.md#career-plan). An update that changes nothing writes nothing.
 */
export async function update(db: Db, actor: AuditActor, input: z.output<typeof UpdateRankRequest>): Promise<AdminRank> {
  return db.transaction(async (tx) => {
    await repo.lockCatalog(tx);
    if (!(await repo.lockRank(tx, input.Id))) throw notFound(messages.rankNotFound);
    const before = (await view(tx, input.Id))!;
    await refuseTaken(tx, input, input.Id, before.Status === OfferStatus.Ativo);

    const inForce = await repo.prizesInForce(tx, [input.Id]);
    const kept = new Set<number>();
    const added: repo.PrizeValues[] = [];
    for (const wanted of input.Prizes.map(prizeValues)) {
      const same = inForce.find((p) => !kept.has(p.id) && samePrize(p, wanted));
      if (same) kept.add(same.id);
      else added.push(wanted);
    }
    const retired = inForce.filter((p) => !kept.has(p.id)).map((p) => p.id);
    const requirements = requirementsOf(input);
    const rankChanged =
      input.Name !== before.Name ||
      input.Color !== before.Color ||
      input.Position !== before.Position ||
      requirements.activeDirects !== before.ActiveDirects ||
      requirements.activeNetwork !== before.ActiveNetwork ||
      requirements.groupVolumeCents !== reaisToCents(before.GroupVolume);
    if (!rankChanged && added.length === 0 && retired.length === 0) return before;

    if (rankChanged) {
      await repo.updateRank(tx, input.Id, { name: input.Name, color: input.Color, position: input.Position });
      await repo.upsertRequirements(tx, input.Id, requirements);
    }
    if (added.length > 0 || retired.length > 0) {
      const at = await repo.prizeChangeInstant(tx);
      await refuseUnusableFunds(tx, added);
      await repo.retirePrizes(tx, retired, at);
      await repo.insertPrizes(tx, input.Id, added, at);
    }
    const after = (await view(tx, input.Id))!;
    await writeAudit(tx, actor, {
      action: 'ranks.update',
      target: auditTarget('rank', input.Id),
      before: audited(before),
      after: audited(after),
      data: retired.length ? { RetiredPrizeIds: retired } : undefined,
    });
    return after;
  });
}

/**
 * Inativo: no longer achieved by anyone; those who achieved it keep it (and it stays their
 * current rank), its granted prizes stay granted. Reactivating asks for a free position.
 */
export async function setStatus(db: Db, actor: AuditActor, id: number, status: OfferStatus): Promise<AdminRank> {
  return db.transaction(async (tx) => {
    await repo.lockCatalog(tx);
    if (!(await repo.lockRank(tx, id))) throw notFound(messages.rankNotFound);
    const before = (await view(tx, id))!;
    if (before.Status === status) throw conflict(status === OfferStatus.Ativo ? messages.rankAlreadyActive : messages.rankAlreadyInactive);
    if (status === OfferStatus.Ativo && (await repo.positionInUse(tx, before.Position, id))) throw conflict(messages.rankPositionInUse);
    await repo.updateRank(tx, id, { status });
    const after = (await view(tx, id))!;
    const action = status === OfferStatus.Ativo ? 'ranks.reactivate' : 'ranks.deactivate';
    await writeAudit(tx, actor, { action, target: auditTarget('rank', id), before: audited(before), after: audited(after) });
    return after;
  });
}
