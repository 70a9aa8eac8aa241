import { afterCommit } from '../../db/after-commit';
import type { DbOrTx } from '../../db/client';
import { isActiveMember } from './career-plan.counting-rules';
import { chainLabelTotals, clubMonth, type ClubMonth } from './career-plan.metrics';
import { grantPendingPrizes, raiseCurrentRanks, type GrantOutcome } from './career-plan.prizes';
import * as repo from './career-plan.repository';
import type { RankRequirement } from './career-plan.repository';

export interface MemberFigures {
  activeDirects: number;
  activeNetwork: number;
  groupVolumeCents: number;
}

/**
 * A member achieves every rank whose requirements he meets, whatever its position: ranks are not
 * prerequisites of one another (with the usual growing requirements, meeting rank N means meeting
 * every rank below it, so he achieves them together). Only an active member achieves (isActiveMember).
 */
export const meets = (f: MemberFigures, r: RankRequirement) =>
  f.activeDirects >= r.activeDirects && f.activeNetwork >= r.activeNetwork && f.groupVolumeCents >= r.groupVolumeCents;

/**
 * Most network members walked for one payment. A sponsor whose network (users.network_size) is
 * larger is left to the nightly run, so that a payment never waits on a walk of a huge downline.
 */
export const AFTER_PAYMENT_WALK_LIMIT = 20_000;

export interface AfterPaymentOutcome extends GrantOutcome {
  evaluatedMembers: number;
  newAchievements: number;
  rankChanges: number;
  /** Chain members left to the nightly run (network above the walk limit). */
  deferredMembers: number;
}

/**
 * Evaluates the payer and his sponsors up the chain when a payment lands, in a transaction of its
 * own on a database, or in a savepoint of a caller's transaction (either way a failure here never
 * undoes the payment: the nightly run catches up). Members who hold every rank, or lack the active direct partners of every rank they
 * miss, need no walk; the others are evaluated together by one walk of the highest one's network.
 */
export async function evaluateAfterPayment(tx: DbOrTx, userId: number, now: Date = new Date()): Promise<AfterPaymentOutcome | null> {
  try {
    // No rank to reach (a club without a career plan): nothing to walk, no transaction opened.
    const ranks = await repo.rankRequirements(tx);
    if (ranks.length === 0) return { evaluatedMembers: 0, deferredMembers: 0, newAchievements: 0, rankChanges: 0, ...NO_GRANTS };
    return await tx.transaction((sp) => evaluateChain(sp, userId, now, ranks));
  } catch (err) {
    console.error(`career plan evaluation after the payment of user ${userId} failed; the nightly run will retry:`, err);
    return null;
  }
}

const NO_GRANTS: GrantOutcome = { moneyPrizes: 0, moneyPaidCents: 0, quotaPrizes: 0, descriptionPrizes: 0 };

async function evaluateChain(tx: DbOrTx, userId: number, now: Date, ranks: RankRequirement[]): Promise<AfterPaymentOutcome> {
  const month = await clubMonth(tx, now);
  const chain = await repo.sponsorChain(tx, userId, month);
  const candidates = chain
    .map((m, hop) => ({
      ...m,
      hop,
      reachable: isActiveMember(m) ? ranks.filter((r) => !m.achieved.has(r.rankId) && m.activeDirects >= r.activeDirects) : [],
    }))
    .filter((m) => m.reachable.length > 0);
  const walkable = candidates.filter((m) => m.networkSize <= AFTER_PAYMENT_WALK_LIMIT);
  let deferred = candidates.length - walkable.length;
  const pairs: Array<{ userId: number; rankId: number }> = [];
  let evaluated = 0;
  const top = walkable.at(-1);
  if (top) {
    const figures = await chainFigures(tx, chain.slice(0, top.hop + 1), month);
    if (!figures) {
      deferred += walkable.length;
    } else {
      evaluated = walkable.length;
      for (const c of walkable) for (const r of c.reachable) if (meets(figures.get(c.id)!, r)) pairs.push({ userId: c.id, rankId: r.rankId });
    }
  }
  const newAchievements = await repo.insertAchievements(tx, pairs);
  const scope: repo.Scope = { all: false, userIds: chain.map((m) => m.id) };
  const grants = chain.length ? await grantPendingPrizes(tx, scope) : NO_GRANTS;
  const rankChanges = chain.length ? await raiseCurrentRanks(tx, scope) : 0;
  return { evaluatedMembers: evaluated, deferredMembers: deferred, newAchievements, rankChanges, ...grants };
}

/**
 * The figures of every member of a sponsor chain (nearest the payer first, up to its top) from one
 * walk of the top's network: a member's network is his own label plus the labels of the chain
 * members below him. Null when the walk would pass the limit.
 */
export async function chainFigures(
  tx: DbOrTx,
  chain: Array<{ id: number; activeDirects: number; type: number; status: number; sandboxActivated: boolean; overdueMonthlyFee: boolean }>,
  month: ClubMonth,
): Promise<Map<number, MemberFigures> | null> {
  const top = chain.at(-1);
  if (!top) return new Map();
  const totals = await chainLabelTotals(
    tx,
    top.id,
    chain.map((m) => m.id),
    month,
    AFTER_PAYMENT_WALK_LIMIT,
  );
  if (!totals) return null;
  const figures = new Map<number, MemberFigures>();
  let active = 0;
  let volume = 0;
  for (const m of chain) {
    const own = totals.get(m.id);
    active += own?.active ?? 0;
    volume += own?.volumeCents ?? 0;
    // The member's own node carries his label: he is not part of his own network.
    const self = isActiveMember(m) ? 1 : 0;
    figures.set(m.id, { activeDirects: m.activeDirects, activeNetwork: active - self, groupVolumeCents: volume });
  }
  return figures;
}

/**
 * The career plan's part of a settlement (docs/payments.md#invoice-lifecycle-and-handlers): the
 * payer's sponsor chain is evaluated once the payment has committed, before its caller is answered
 * (a failure there never undoes the payment; the nightly run catches up). Registered by
 * apps/api/src/invoice-handlers.ts.
 */
export const ranksInvoiceHandler = {
  settle: async (tx: DbOrTx, invoice: { userId: number }, ctx: { now: Date }): Promise<void> => {
    // After the payment's commit, in a transaction of its own: the walk holds none of the
    // settlement's member locks, and the prizes lock their members alone (docs/payments.md).
    await afterCommit(tx, async (db) => void (await evaluateAfterPayment(db, invoice.userId, ctx.now)));
  },
};
