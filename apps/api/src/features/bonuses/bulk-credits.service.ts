import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { centsToReais, EarningCategory, messages, reaisToCents } from '@clube/contract';
import { FundPayoutRequest, ProfitSharingRequest, type BulkCreditOptions, type BulkCreditPreview } from '@clube/contract/bonuses';
import type { DbOrTx, Tx } from '../../db/client';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import { post, SystemAccount, type Leg } from '../ledger';
import * as repo from './bulk-credits.repository';
import { readBonusRules } from './commissions.repository';

type ProfitSharingInput = z.output<typeof ProfitSharingRequest>;
type FundPayoutInput = z.output<typeof FundPayoutRequest>;

type SystemAccountCode = (typeof SystemAccount)[keyof typeof SystemAccount];

interface Credit extends repo.Recipient {
  cents: number;
}

/** A computed payout: who gets what, from which system account, and what it is called. */
export interface BulkPlan {
  kind: 'profit_sharing' | 'fund_payout';
  category: number;
  from: SystemAccountCode;
  description: string;
  /** The request as computed (amount in centavos), hashed with the credits. */
  params: Record<string, unknown>;
  askedCents: number;
  credits: Credit[];
}

/** sha256 of the request and every credit: the same hash means the same money to the same members. */
const hashOf = (plan: BulkPlan) =>
  createHash('sha256')
    .update(JSON.stringify({ kind: plan.kind, params: plan.params, credits: plan.credits.map((c) => [c.userId, c.cents, c.quotas]) }))
    .digest('hex');

function checked(plan: BulkPlan): BulkPlan {
  if (plan.credits.length === 0) throw unprocessable(messages.bulkCreditNobody);
  const credits = plan.credits.filter((c) => c.cents > 0);
  if (credits.length === 0) throw unprocessable(messages.bulkCreditTooSmall);
  return { ...plan, credits };
}

/**
 * Profit sharing (category 6, docs/bonuses.md#profit-sharing-and-fund-payouts): the amount split in
 * equal parts, rounded down to the centavo, among the members who earn today, of the given ranks
 * when any are given. Paid from the club's bonus expense.
 */
async function profitSharingPlan(db: DbOrTx, input: ProfitSharingInput, now: Date): Promise<BulkPlan> {
  const rankIds = [...new Set(input.RankIds ?? [])].sort((a, b) => a - b);
  if ((await repo.missingRanks(db, rankIds)).length > 0) throw notFound(messages.rankNotFound);
  const rules = await readBonusRules(db);
  const cutoff = addDays(dayInSaoPaulo(now), -rules.center.OverdueInactiveDays);
  const members = await repo.earningMembers(db, rankIds, cutoff);
  const askedCents = reaisToCents(input.Amount);
  const each = members.length === 0 ? 0 : Math.floor(askedCents / members.length);
  return checked({
    kind: 'profit_sharing',
    category: EarningCategory.DivisaoDeLucro,
    from: SystemAccount.BonusExpense,
    description: messages.profitSharingEntry(input.Description),
    params: { amountCents: askedCents, rankIds, description: input.Description },
    askedCents,
    credits: members.map((m) => ({ ...m, cents: each })),
  });
}

/**
 * A fund payout (category 12): the amount split among the fund's quota holders in proportion to
 * their quotas, each part rounded down to the centavo. Paid from the investment funds' account.
 */
async function fundPayoutPlan(db: DbOrTx, input: FundPayoutInput): Promise<BulkPlan> {
  const fund = await repo.findFund(db, input.FundId);
  if (!fund) throw notFound(messages.fundNotFound);
  const holders = await repo.fundHolders(db, fund.id);
  const askedCents = reaisToCents(input.Amount);
  const totalQuotas = BigInt(holders.reduce((s, h) => s + (h.quotas ?? 0), 0));
  return checked({
    kind: 'fund_payout',
    category: EarningCategory.FundoDeInvestimento,
    from: SystemAccount.InvestmentFunds,
    description: messages.fundPayoutEntry(fund.name, input.Description),
    params: { fundId: fund.id, amountCents: askedCents, description: input.Description },
    askedCents,
    // BigInt: a large amount times many quotas passes 2^53.
    credits: holders.map((h) => ({ ...h, cents: totalQuotas === 0n ? 0 : Number((BigInt(askedCents) * BigInt(h.quotas ?? 0)) / totalQuotas) })),
  });
}

function previewOf(plan: BulkPlan): BulkCreditPreview {
  const total = plan.credits.reduce((s, c) => s + c.cents, 0);
  return {
    Credits: plan.credits.map((c) => ({ UserId: c.userId, Username: c.username, Name: c.name, Quotas: c.quotas, Amount: centsToReais(c.cents) })),
    Count: plan.credits.length,
    Total: centsToReais(total),
    Leftover: centsToReais(plan.askedCents - total),
    PreviewHash: hashOf(plan),
  };
}

export type MoneyOperationKind = 'profitSharing' | 'fundPayout';

/** The plan of an operation for its request (as previewed: without the hash), computed now. */
export function planFor(db: DbOrTx, operation: MoneyOperationKind, request: unknown, now: Date = new Date()): Promise<BulkPlan> {
  return operation === 'profitSharing' ? profitSharingPlan(db, ProfitSharingRequest.parse(request), now) : fundPayoutPlan(db, FundPayoutRequest.parse(request));
}

/** What a plan pays, and its hash: what is checked before anything is posted or asked. */
export function summaryOf(plan: BulkPlan) {
  return {
    hash: hashOf(plan),
    count: plan.credits.length,
    totalCents: plan.credits.reduce((s, c) => s + c.cents, 0),
    askedCents: plan.askedCents,
    params: plan.params,
  };
}
export type PlanSummary = ReturnType<typeof summaryOf>;

/** The plan's credits must be the ones previewed (409 otherwise: the members or their shares changed). */
export function checkedSummary(plan: BulkPlan, previewHash: string, changedMessage: string = messages.bulkCreditPreviewChanged): PlanSummary {
  const summary = summaryOf(plan);
  if (summary.hash !== previewHash) throw conflict(changedMessage);
  return summary;
}

/** The ledger key of a plan: the same credits post once. */
export const planKey = (plan: BulkPlan) => `${plan.kind}:${hashOf(plan)}`;

/**
 * Posts a plan as ONE ledger transaction with a leg per member, keyed by its hash: posting the
 * same preview again moves nothing and answers applied false. The caller audits.
 */
export async function postPlan(tx: Tx, plan: BulkPlan): Promise<{ transactionId: number; applied: boolean; count: number; totalCents: number }> {
  const { hash, count, totalCents } = summaryOf(plan);
  const legs: Leg[] = [
    { system: plan.from, amountCents: -totalCents, category: plan.category },
    ...plan.credits.map((c) => ({ member: c.userId, amountCents: c.cents, category: plan.category })),
  ];
  const result = await post(tx, {
    kind: plan.kind,
    idempotencyKey: planKey(plan),
    reference: `${plan.kind}:${hash.slice(0, 16)}`,
    description: plan.description,
    legs,
  });
  return { transactionId: result.transactionId, applied: result.applied, count, totalCents };
}

export async function previewProfitSharing(db: DbOrTx, input: ProfitSharingInput, now: Date = new Date()): Promise<BulkCreditPreview> {
  return previewOf(await profitSharingPlan(db, input, now));
}

export async function previewFundPayout(db: DbOrTx, input: FundPayoutInput): Promise<BulkCreditPreview> {
  return previewOf(await fundPayoutPlan(db, input));
}

/** The ranks and funds the console's forms offer. */
export async function bulkCreditOptions(db: DbOrTx): Promise<BulkCreditOptions> {
  const [ranks, funds] = await Promise.all([repo.ranksWithHolders(db), repo.fundsWithHolders(db)]);
  return {
    Ranks: ranks.map((r) => ({ Id: r.id, Name: r.name, Color: r.color, Holders: r.holders })),
    Funds: funds.map((f) => ({ Id: f.id, Name: f.name, Holders: f.holders })),
  };
}
