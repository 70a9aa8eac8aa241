import { messages } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { unprocessable } from '../../platform/errors';
import * as repo from './ledger.repository';

/** Codes of the club's own (system) ledger accounts. */
export const SystemAccount = {
  BonusExpense: 'bonus_expense',
  GatewayClearing: 'gateway_clearing',
  Fees: 'fees_income',
  WithdrawalsInTransit: 'withdrawals_in_transit',
  ClubRevenue: 'club_revenue',
  SellersPayable: 'sellers_payable',
  InvestmentFunds: 'investment_funds',
  OpeningBalances: 'opening_balances',
  /** Money paid out to members' banks (withdrawals settled by an operator). */
  BankPayouts: 'bank_payouts',
} as const;
export type SystemAccountCode = (typeof SystemAccount)[keyof typeof SystemAccount];

export type Leg =
  | { member: number; walletType?: number; amountCents: number; category?: number | null; description?: string }
  | { system: SystemAccountCode; amountCents: number; category?: number | null; description?: string };

export interface PostingRequest {
  kind: string;
  /** Same key, same movement: a retry or a repeated event is applied once. */
  idempotencyKey: string;
  description: string;
  reference?: string;
  legs: Leg[];
  /** Message when a member's balance would go below zero. */
  insufficientMessage?: string;
  /** When the movement happened, if not now (history imports, the demo club's past bonuses). */
  at?: Date;
}

export interface PostingResult {
  transactionId: number;
  /** false when the idempotency key had already been applied. */
  applied: boolean;
}

export class InsufficientFundsError extends Error {}

/**
 * Posts one double-entry transaction inside the caller's database transaction `tx`. Legs must sum
 * to zero; each member account is moved by a conditional update, and a refusal throws, which rolls
 * the caller's transaction back whole. Accounts are touched in id order so concurrent postings do
 * not deadlock.
 */
export async function post(tx: DbOrTx, req: PostingRequest): Promise<PostingResult> {
  if (req.legs.length < 2) throw new Error('a ledger transaction needs at least two legs');
  for (const leg of req.legs) {
    if (!Number.isSafeInteger(leg.amountCents) || leg.amountCents === 0) throw new Error('ledger legs are non-zero integer centavos');
  }
  const sum = req.legs.reduce((s, l) => s + l.amountCents, 0);
  if (sum !== 0) throw new Error(`ledger transaction ${req.kind} does not balance: ${sum}`);

  const transactionId = await repo.insertTransactionOnce(tx, req);
  if (transactionId === undefined) {
    const existing = await repo.findTransactionByKey(tx, req.idempotencyKey);
    return { transactionId: existing!.id, applied: false };
  }

  const resolved = [];
  for (const leg of req.legs) {
    resolved.push({
      accountId:
        'member' in leg ? await repo.ensureMemberAccountId(tx, leg.member, leg.walletType ?? 1) : await repo.ensureSystemAccountId(tx, leg.system),
      amountCents: leg.amountCents,
      category: leg.category ?? null,
      description: leg.description ?? req.description,
      ...(req.at ? { createdAt: req.at } : {}),
    });
  }

  const deltas = new Map<number, number>();
  for (const e of resolved) deltas.set(e.accountId, (deltas.get(e.accountId) ?? 0) + e.amountCents);
  for (const [accountId, delta] of [...deltas].sort((a, b) => a[0] - b[0])) {
    if (delta === 0) continue;
    if (!(await repo.applyDelta(tx, accountId, delta))) {
      throw unprocessable(req.insufficientMessage ?? messages.noBalance);
    }
  }
  await repo.insertEntries(tx, transactionId, resolved);
  return { transactionId, applied: true };
}

export async function memberBalanceCents(db: DbOrTx, userId: number, walletType = 1): Promise<number> {
  const acc = await repo.findMemberAccount(db, userId, walletType);
  return acc?.balanceCents ?? 0;
}

export { ensureMemberAccountId } from './ledger.repository';
