import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { nameStatusWhere, nameTaken, type NameStatusFilter } from '../../db/named-rows';
import { rowsOf } from '../../db/rows';
import { careerPlanRankPrizes, careerPlanRankRequirements, careerPlanRanks, investmentFunds } from '../../db/schema';

export type RankRow = typeof careerPlanRanks.$inferSelect;
export interface RankRequirementsRow {
  activeDirects: number;
  activeNetwork: number;
  groupVolumeCents: number;
}
export type RankWithRequirements = RankRow & RankRequirementsRow;

export interface PrizeRow {
  id: number;
  rankId: number;
  type: number;
  amountCents: number | null;
  quotas: number | null;
  fundId: number | null;
  fundName: string | null;
  description: string | null;
  validFrom: Date | null;
}

const withRequirements = (db: DbOrTx) =>
  db
    .select({
      id: careerPlanRanks.id,
      name: careerPlanRanks.name,
      color: careerPlanRanks.color,
      position: careerPlanRanks.position,
      imageFileId: careerPlanRanks.imageFileId,
      status: careerPlanRanks.status,
      // A rank seeded without requirements asks nothing the console can show but zeros.
      activeDirects: sql<number>`coalesce(${careerPlanRankRequirements.activeDirects}, 0)`.mapWith(Number),
      activeNetwork: sql<number>`coalesce(${careerPlanRankRequirements.activeNetwork}, 0)`.mapWith(Number),
      groupVolumeCents: sql<number>`coalesce(${careerPlanRankRequirements.groupVolumeCents}, 0)`.mapWith(Number),
    })
    .from(careerPlanRanks)
    .leftJoin(careerPlanRankRequirements, eq(careerPlanRankRequirements.rankId, careerPlanRanks.id));

/** The console's list: every rank, by position, narrowed by status and part of the name (any case). */
export async function listAll(db: DbOrTx, f: NameStatusFilter) {
  const where = nameStatusWhere(careerPlanRanks, f);
  const [rows, [totals]] = await Promise.all([
    withRequirements(db).where(where).orderBy(asc(careerPlanRanks.position), asc(careerPlanRanks.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(careerPlanRanks).where(where),
  ]);
  return { rows, total: Number(totals?.n ?? 0) };
}

export async function findRank(db: DbOrTx, id: number): Promise<RankWithRequirements | undefined> {
  const [row] = await withRequirements(db).where(eq(careerPlanRanks.id, id)).limit(1);
  return row;
}

/**
 * Locks the rank's row for the rest of the transaction (its writers take turns). NO KEY UPDATE: an
 * evaluation recording an achievement of this rank (a foreign key to it) is not held up.
 */
export async function lockRank(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: careerPlanRanks.id }).from(careerPlanRanks).where(eq(careerPlanRanks.id, id)).for('no key update');
  return !!row;
}

/** Creators, renamers and (re)activators take turns: names and active positions stay unique. */
export async function lockCatalog(db: DbOrTx) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('career-plan:ranks', 0))`);
}

export async function nameInUse(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  return nameTaken(db, careerPlanRanks, name, exceptId);
}

/** Another Ativo rank at this position. */
export async function positionInUse(db: DbOrTx, position: number, exceptId?: number): Promise<boolean> {
  const conds = [eq(careerPlanRanks.position, position), eq(careerPlanRanks.status, 1)];
  if (exceptId !== undefined) conds.push(ne(careerPlanRanks.id, exceptId));
  const [row] = await db
    .select({ id: careerPlanRanks.id })
    .from(careerPlanRanks)
    .where(and(...conds))
    .limit(1);
  return !!row;
}

/** The prizes in force (not retired) of these ranks, with their fund's name. */
export async function prizesInForce(db: DbOrTx, rankIds: number[]): Promise<PrizeRow[]> {
  if (rankIds.length === 0) return [];
  return db
    .select({
      id: careerPlanRankPrizes.id,
      rankId: careerPlanRankPrizes.rankId,
      type: careerPlanRankPrizes.type,
      amountCents: careerPlanRankPrizes.amountCents,
      quotas: careerPlanRankPrizes.quotas,
      fundId: careerPlanRankPrizes.fundId,
      fundName: investmentFunds.name,
      description: careerPlanRankPrizes.description,
      validFrom: careerPlanRankPrizes.validFrom,
    })
    .from(careerPlanRankPrizes)
    .leftJoin(investmentFunds, eq(investmentFunds.id, careerPlanRankPrizes.fundId))
    .where(and(inArray(careerPlanRankPrizes.rankId, rankIds), isNull(careerPlanRankPrizes.validUntil)))
    .orderBy(asc(careerPlanRankPrizes.rankId), asc(careerPlanRankPrizes.id));
}

/** Of `ids`, those naming no fund or an Inativo one; the usable ones stay locked (shared) until commit. */
export async function unusableFundIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const active = await db
    .select({ id: investmentFunds.id })
    .from(investmentFunds)
    .where(and(inArray(investmentFunds.id, ids), eq(investmentFunds.status, 1)))
    .for('share');
  const ok = new Set(active.map((r) => r.id));
  return ids.filter((id) => !ok.has(id));
}

/**
 * The moment prizes change, taken once every evaluation granting prizes now has finished and
 * before any other can start (they take the table in SHARE mode: career-plan.prizes.ts). Every
 * achievement is thus made either before it (it gets the prizes retired now) or after it (the
 * prizes written now), never both (docs/club.md#career-plan).
 */
export async function prizeChangeInstant(db: DbOrTx): Promise<Date> {
  await db.execute(sql`LOCK TABLE career_plan_rank_prizes IN SHARE ROW EXCLUSIVE MODE`);
  const [row] = rowsOf<{ at: string | Date }>(await db.execute(sql`SELECT clock_timestamp() AS at`));
  return new Date(row!.at);
}

export async function retirePrizes(db: DbOrTx, ids: number[], at: Date) {
  if (ids.length === 0) return;
  await db.update(careerPlanRankPrizes).set({ validUntil: at }).where(inArray(careerPlanRankPrizes.id, ids));
}

export interface PrizeValues {
  type: number;
  amountCents: number | null;
  quotas: number | null;
  fundId: number | null;
  description: string | null;
}

export async function insertPrizes(db: DbOrTx, rankId: number, prizes: PrizeValues[], validFrom: Date | null) {
  if (prizes.length === 0) return;
  await db.insert(careerPlanRankPrizes).values(prizes.map((p) => ({ ...p, rankId, validFrom })));
}

export async function insertRank(db: DbOrTx, values: Pick<RankRow, 'name' | 'color' | 'position'>): Promise<number> {
  const [row] = await db
    .insert(careerPlanRanks)
    .values({ ...values, status: 1 })
    .returning({ id: careerPlanRanks.id });
  return row!.id;
}

export async function updateRank(db: DbOrTx, id: number, set: Partial<Pick<RankRow, 'name' | 'color' | 'position' | 'status'>>) {
  await db.update(careerPlanRanks).set(set).where(eq(careerPlanRanks.id, id));
}

export async function upsertRequirements(db: DbOrTx, rankId: number, r: RankRequirementsRow) {
  await db
    .insert(careerPlanRankRequirements)
    .values({ rankId, ...r })
    .onConflictDoUpdate({ target: careerPlanRankRequirements.rankId, set: r });
}
