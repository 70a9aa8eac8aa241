import { messages } from '@clube/contract';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { retryingConflicts } from '../../db/conflict-retry';
import { unprocessable } from '../../platform/errors';
import * as repo from './ledger.repository';
import {
  ensureAccounts,
  lockMemberAccounts,
  postingArrays,
  postingStatement,
  postTransactions,
  type PostingOutcomeRow,
  type PostingRows,
} from './ledger.posting';

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
  /** Clawed-back credits (bonuses, a reversed sale) a member's wallet no longer held: what he owes the club (docs/bonuses.md#clawbacks). */
  BonusReceivables: 'bonus_receivables',
  /** Commissions and sales credits held through the buyer's right of withdrawal, owed to members once released (docs/ledger.md#held-credits). */
  HeldCredits: 'held_credits',
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

/** Transactions per statement in postMany: big enough for few round trips, small enough for modest parameters. */
const POST_BATCH = 5_000;

function validate(req: PostingRequest) {
  if (req.legs.length < 2) throw new Error('a ledger transaction needs at least two legs');
  for (const leg of req.legs) {
    if (!Number.isSafeInteger(leg.amountCents) || leg.amountCents === 0) throw new Error('ledger legs are non-zero integer centavos');
  }
  const sum = req.legs.reduce((s, l) => s + l.amountCents, 0);
  if (sum !== 0) throw new Error(`ledger transaction ${req.kind} does not balance: ${sum}`);
}

function toRows(reqs: PostingRequest[]): PostingRows {
  const rows: PostingRows = { transactions: [], legs: [] };
  reqs.forEach((req, i) => {
    rows.transactions.push({
      key: req.idempotencyKey,
      kind: req.kind,
      description: req.description,
      reference: req.reference ?? null,
      at: req.at?.toISOString() ?? null,
    });
    for (const leg of req.legs) {
      const member = 'member' in leg;
      rows.legs.push({
        tx: i + 1,
        userId: member ? leg.member : null,
        walletType: member ? (leg.walletType ?? 1) : null,
        code: member ? null : leg.system,
        amountCents: leg.amountCents,
        category: leg.category ?? null,
        description: leg.description ?? req.description,
      });
    }
  });
  return rows;
}

/**
 * Posts one double-entry transaction inside the caller's database transaction `tx`, in one round
 * trip (see ledger.posting.ts). Legs must sum to zero. When a member's balance would go below
 * zero nothing is written and this throws the request's 422, which rolls the caller's transaction
 * back whole. The same idempotency key moves money once: a repeat answers `applied: false` with
 * the first transaction's id.
 */
export async function post(tx: DbOrTx, req: PostingRequest): Promise<PostingResult> {
  return (await postMany(tx, [req]))[0]!;
}

/**
 * Posts many transactions at once (bulk payouts such as career-plan prizes): all of them or, when
 * a member's balance would go below zero, none (422 with the first request's message). Each
 * transaction keeps its own idempotency key; repeated ones are answered, not applied again.
 */
export async function postMany(tx: DbOrTx, reqs: PostingRequest[]): Promise<PostingResult[]> {
  reqs.forEach(validate);
  if (new Set(reqs.map((r) => r.idempotencyKey)).size !== reqs.length) throw new Error('postMany: an idempotency key appears twice');
  const results: PostingResult[] = [];
  for (let i = 0; i < reqs.length; i += POST_BATCH) results.push(...(await postBatch(tx, reqs.slice(i, i + POST_BATCH))));
  return results;
}

async function postBatch(db: DbOrTx, reqs: PostingRequest[]): Promise<PostingResult[]> {
  const rows = toRows(reqs);
  const { results } = await settle(db, (tx) => postTransactions(tx, rows), reqs[0]!.insufficientMessage);
  return results;
}

/** A member's account, as the ledger locks it (wallet 1, the current account, unless told). */
export interface MemberAccountRef {
  userId: number;
  walletType?: number;
}

function distinctMembers(members: MemberAccountRef[]) {
  const seen = new Map<string, { userId: number; walletType: number }>();
  for (const m of members) seen.set(`${m.userId}:${m.walletType ?? 1}`, { userId: m.userId, walletType: m.walletType ?? 1 });
  return [...seen.values()];
}

/** Runs `work` in the caller's transaction, or in a new one when handed the database. */
export function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? work(db as Tx) : db.transaction(work);
}

/** The balances of the accounts `lockMembers` holds, as the lock read them. */
export interface LockedBalances {
  of(userId: number, walletType?: number): number;
}

/**
 * Locks, inside the caller's transaction and before anything is written, every member account a
 * settlement will move (payer, seller, every commission beneficiary): in one statement, in
 * account-id order, so concurrent settlements take shared members in the same order and never
 * deadlock on each other (docs/ledger.md, "One lock order"). Creates the accounts that do not
 * exist yet. Later postings of the same transaction find them locked already. Answers their
 * balances, which stay what the lock read until the caller's own postings move them.
 */
export async function lockMembers(tx: Tx, members: MemberAccountRef[]): Promise<LockedBalances> {
  const wanted = distinctMembers(members);
  let locked = await lockMemberAccounts(tx, wanted);
  if (locked.length !== wanted.length) {
    await ensureAccounts(
      tx,
      wanted.map((m) => [m.userId, m.walletType, null]),
    );
    locked = await lockMemberAccounts(tx, wanted);
  }
  const balances = new Map(locked.map((a) => [`${a.userId}:${a.walletType}`, a.balanceCents]));
  return { of: (userId, walletType = 1) => balances.get(`${userId}:${walletType}`) ?? 0 };
}

/**
 * Runs a posting statement to its end, in the caller's transaction or, handed the database, with no
 * transaction at all: the statement is atomic and locks the members it moves itself (one round
 * trip for a transfer: docs/performance.md). Creates missing accounts and posts again, answers a
 * repeat that lost a race, refuses (422 with `insufficientMessage`) when a member's balance would
 * go below zero, and reads each transaction's id. The statement moves nothing until its answer says
 * so, and running it again is safe: every transaction carries its idempotency key.
 */
async function settle<Row extends PostingOutcomeRow>(
  tx: DbOrTx,
  statement: (tx: DbOrTx) => Promise<Row>,
  insufficientMessage: string | undefined,
): Promise<{ row: Row; results: PostingResult[] }> {
  // On its own, the statement is its own transaction: a lock conflict is retried here, as
  // db.transaction retries the caller's (docs/ledger.md, "Retry").
  const run = tx instanceof PgTransaction ? statement : (db: DbOrTx) => retryingConflicts(() => statement(db));
  let row = await run(tx);
  const entries = () => row.outcome ?? [];
  const pending = () => entries().some(([, applied, prior]) => applied === null && prior === null);
  if (!row.resolved && pending()) {
    // A first movement of an account that does not exist yet (normally created at registration).
    await ensureAccounts(tx, row.missing ?? []);
    row = await run(tx);
  }
  if (!row.funded) {
    // A repeat of a key still being posted by another connection waited for its lock and found
    // the money gone: once that posting has committed, the repeat is an answer, not a refusal.
    const priors = entries().filter(([, , prior]) => prior !== null).length;
    if (
      (await repo.countTransactionsByKeys(
        tx,
        entries().map(([key]) => key),
      )) > priors
    )
      row = await run(tx);
    if (!row.funded) throw unprocessable(insufficientMessage ?? messages.noBalance);
  }
  if (!row.resolved && pending()) throw new Error('ledger accounts could not be resolved');
  const results: PostingResult[] = [];
  for (const [key, applied, prior] of entries()) {
    if (applied !== null) results.push({ transactionId: Number(applied), applied: true });
    else if (prior !== null) results.push({ transactionId: Number(prior), applied: false });
    else {
      // A concurrent posting with the same key committed while this statement ran.
      const existing = await repo.findTransactionByKey(tx, key);
      if (!existing) throw new Error(`ledger transaction ${key} was neither applied nor found`);
      results.push({ transactionId: existing.id, applied: false });
    }
  }
  return { row, results };
}

/** A feature's posting statement: its look-ups, the transaction and legs they give, its companion insert. */
export type ComposedPosting<Extra> = ReturnType<typeof postingStatement<Extra>>;

/**
 * Posts the transactions a feature's statement composes (`postingStatement`: its look-ups decide
 * the legs, its companion insert writes its own row in the same statement), in the caller's
 * transaction or on its own. Same rules as `post`: an idempotency key moves money once, a member
 * never goes below zero (422 with `insufficientMessage`), nothing is written unless everything is.
 * `results` (in the statement's order) is empty when the look-ups gave no transaction (the
 * caller's checks refused it: the answer's own columns say why).
 */
export async function postComposed<Extra>(
  db: DbOrTx,
  statement: ComposedPosting<Extra>,
  values: Record<string, unknown>,
  insufficientMessage: string,
): Promise<{ row: PostingOutcomeRow & Extra; results: PostingResult[] }> {
  return settle(db, async (tx) => (await statement(tx, values))[0]!, insufficientMessage);
}

/**
 * Posts one request, as `post` does, with a feature's companion insert in the same statement
 * (`arrayPostingStatement`: the companion joins `posted`, so its row exists only when the money
 * moved now). `values` fill the companion's own placeholders.
 */
export async function postWithCompanion<Extra>(
  db: DbOrTx,
  statement: ComposedPosting<Extra>,
  req: PostingRequest,
  values: Record<string, unknown>,
): Promise<{ row: PostingOutcomeRow & Extra; result: PostingResult }> {
  validate(req);
  const arrays = postingArrays(toRows([req]));
  const { row, results } = await settle(db, async (tx) => (await statement(tx, { ...arrays, ...values }))[0]!, req.insufficientMessage);
  return { row, result: results[0]! };
}

export async function memberBalanceCents(db: DbOrTx, userId: number, walletType = 1): Promise<number> {
  return repo.balanceOf(db, userId, walletType);
}

/** A system account's balance: the sum of its entries, since it keeps none stored (docs/ledger.md). */
export async function systemBalanceCents(db: DbOrTx, code: SystemAccountCode): Promise<number> {
  return repo.systemBalanceOf(db, code);
}

export { ensureMemberAccountId } from './ledger.repository';
