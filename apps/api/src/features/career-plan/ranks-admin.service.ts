import type { z } from 'zod';
import { centsToReais, messages, OfferStatus, reaisToCents } from '@clube/contract';
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
import type { AuditActor } from '../../platform/audit';
import { createNamed, differs, offerStatusOf, pagedList, setActiveStatus, updateNamed, type NamedCatalog } from '../../platform/catalog-admin';
import { conflict, unprocessable } from '../../platform/errors';
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
  return {
    Id: r.id,
    Name: r.name,
    Color: r.color,
    Position: r.position,
    ...offerStatusOf(r.status),
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

/** A rank with its requirements and its prizes in force. */
type RankRecord = repo.RankWithRequirements & { prizes: repo.PrizeRow[] };

async function view(db: DbOrTx, id: number): Promise<RankRecord | undefined> {
  const rank = await repo.findRank(db, id);
  return rank && { ...rank, prizes: await repo.prizesInForce(db, [id]) };
}

export function list(db: DbOrTx, input: z.output<typeof AdminGetAllRanksRequest>) {
  return pagedList(
    input,
    (f) => repo.listAll(db, f),
    async (rows) => {
      const prizes = await repo.prizesInForce(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toAdminRankDto(r, prizes));
    },
  );
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

async function refusePositionTaken(tx: DbOrTx, position: number, exceptId?: number) {
  if (await repo.positionInUse(tx, position, exceptId)) throw conflict(messages.rankPositionInUse);
}

const requirementsOf = (input: RankInput): repo.RankRequirementsRow => ({
  activeDirects: input.ActiveDirects,
  activeNetwork: input.ActiveNetwork,
  groupVolumeCents: reaisToCents(input.GroupVolume),
});

const toDto = (r: RankRecord) => toAdminRankDto(r, r.prizes);

const catalog: NamedCatalog<RankRecord, AdminRank> = {
  kind: 'rank',
  actions: 'ranks',
  lockNames: repo.lockCatalog,
  lockRow: async (tx, id) => ((await repo.lockRank(tx, id)) ? view(tx, id) : undefined),
  nameInUse: repo.nameInUse,
  audited: (r) => audited(toDto(r)),
  toDto,
  notFound: messages.rankNotFound,
  nameTaken: messages.rankNameInUse,
};

/** A new rank, Ativo, achievable from the next evaluation; its prizes are in force from its start. */
export function create(db: Db, actor: AuditActor, input: RankInput): Promise<AdminRank> {
  return createNamed(db, actor, catalog, input.Name, async (tx) => {
    await refusePositionTaken(tx, input.Position);
    // Nobody can achieve the rank before it commits with its prizes: no prize change instant needed.
    const prizes = input.Prizes.map(prizeValues);
    await refuseUnusableFunds(tx, prizes);
    const id = await repo.insertRank(tx, { name: input.Name, color: input.Color, position: input.Position });
    await repo.upsertRequirements(tx, id, requirementsOf(input));
    await repo.insertPrizes(tx, id, prizes, null);
    return (await view(tx, id))!;
  });
}

/**
 * Name, colour, position and requirements change in place: they judge the next evaluations, and
 * an achieved rank stays achieved. Prizes are never edited: one equal to a prize in force keeps
 * it; the others in force are retired and the new ones written, both at one instant, so members
 * who achieved the rank before keep exactly what they were granted and the new prizes go to
 * achievements from then on (docs/club.md#career-plan). An update that changes nothing writes nothing.
 */
export function update(db: Db, actor: AuditActor, input: z.output<typeof UpdateRankRequest>): Promise<AdminRank> {
  return updateNamed(db, actor, catalog, input.Id, input.Name, async (tx, before) => {
    if (before.status === OfferStatus.Ativo) await refusePositionTaken(tx, input.Position, input.Id);

    const kept = new Set<number>();
    const added: repo.PrizeValues[] = [];
    for (const wanted of input.Prizes.map(prizeValues)) {
      const same = before.prizes.find((p) => !kept.has(p.id) && samePrize(p, wanted));
      if (same) kept.add(same.id);
      else added.push(wanted);
    }
    const retired = before.prizes.filter((p) => !kept.has(p.id)).map((p) => p.id);
    const requirements = requirementsOf(input);
    const rankChanged = differs({ name: input.Name, color: input.Color, position: input.Position, ...requirements }, before);
    if (!rankChanged && added.length === 0 && retired.length === 0) return undefined;

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
    return { after: (await view(tx, input.Id))!, data: retired.length ? { RetiredPrizeIds: retired } : undefined };
  });
}

/**
 * Inativo: no longer achieved by anyone; those who achieved it keep it (and it stays their
 * current rank), its granted prizes stay granted. Reactivating asks for a free position.
 */
export function setStatus(db: Db, actor: AuditActor, id: number, status: OfferStatus): Promise<AdminRank> {
  return setActiveStatus(db, actor, catalog, id, status, {
    alreadyActive: messages.rankAlreadyActive,
    alreadyInactive: messages.rankAlreadyInactive,
    lockNames: true,
    guard: async (tx, before) => {
      if (status === OfferStatus.Ativo) await refusePositionTaken(tx, before.position, id);
    },
    write: async (tx) => {
      await repo.updateRank(tx, id, { status });
      return (await view(tx, id))!;
    },
  });
}
