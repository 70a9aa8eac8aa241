import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { centsToReais, EarningCategory, messages, reaisToCents } from '@clube/contract';
import type {
  BulkCreditPosted,
  BulkCreditPreview,
  FundPayoutPostRequest,
  FundPayoutRequest,
  ProfitSharingPostRequest,
  ProfitSharingRequest,
} from '@clube/contract/bonuses';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import { post, SystemAccount, type Leg } from '../ledger';
import * as repo from './bulk-credits.repository';
import { audit, readBonusRules } from './commissions.repository';

type ProfitSharingInput = z.output<typeof ProfitSharingRequest>;
type FundPayoutInput = z.output<typeof FundPayoutRequest>;

type SystemAccountCode = (typeof SystemAccount)[keyof typeof SystemAccount];

interface Credit extends repo.Recipient {
  cents: number;
}

/** A computed payout: who gets what, from which system account, and what it is called. */
interface BulkPlan {
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

/**
 * Posts a plan whose hash is the one previewed (409 otherwise: the members or their shares changed),
 * as ONE ledger transaction with a leg per member, keyed by the hash: posting the same preview
 * again moves nothing and answers Applied false. Audited with the operator's address.
 */
async function postPlan(tx: Tx, operator: AuthUser, plan: BulkPlan, previewHash: string, ip: string | null): Promise<{ data: BulkCreditPosted; message: string }> {
  const hash = hashOf(plan);
  if (hash !== previewHash) throw conflict(messages.bulkCreditPreviewChanged);
  const total = plan.credits.reduce((s, c) => s + c.cents, 0);
  const legs: Leg[] = [
    { system: plan.from, amountCents: -total, category: plan.category },
    ...plan.credits.map((c) => ({ member: c.userId, amountCents: c.cents, category: plan.category })),
  ];
  const result = await post(tx, { kind: plan.kind, idempotencyKey: `${plan.kind}:${hash}`, reference: `${plan.kind}:${hash.slice(0, 16)}`, description: plan.description, legs });
  if (result.applied) {
    await audit(tx, {
      actorId: operator.id,
      action: `bonuses.${plan.kind}`,
      target: `ledger_transaction:${result.transactionId}`,
      data: { ip, params: plan.params, members: plan.credits.length, totalCents: total, leftoverCents: plan.askedCents - total, hash },
    });
  }
  return {
    data: { TransactionId: result.transactionId, Applied: result.applied, Count: plan.credits.length, Total: centsToReais(total) },
    message: result.applied ? messages.bulkCreditPosted : messages.bulkCreditAlreadyPosted,
  };
}

export async function previewProfitSharing(db: DbOrTx, input: ProfitSharingInput, now: Date = new Date()): Promise<BulkCreditPreview> {
  return previewOf(await profitSharingPlan(db, input, now));
}

/** The plan is computed again inside the posting's transaction, so what is checked is what is posted. */
export async function postProfitSharing(db: Db, operator: AuthUser, input: z.output<typeof ProfitSharingPostRequest>, ip: string | null, now: Date = new Date()) {
  return db.transaction(async (tx) => postPlan(tx, operator, await profitSharingPlan(tx, input, now), input.PreviewHash, ip));
}

export async function previewFundPayout(db: DbOrTx, input: FundPayoutInput): Promise<BulkCreditPreview> {
  return previewOf(await fundPayoutPlan(db, input));
}

export async function postFundPayout(db: Db, operator: AuthUser, input: z.output<typeof FundPayoutPostRequest>, ip: string | null) {
  return db.transaction(async (tx) => postPlan(tx, operator, await fundPayoutPlan(tx, input), input.PreviewHash, ip));
}
