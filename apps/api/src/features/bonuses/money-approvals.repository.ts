import { and, count, desc, eq, gt, isNull, sql, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MoneyApprovalStatus } from '@clube/contract/bonuses';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ledgerTransactions, moneyApprovals, moneyOperationPostings, users } from '../../db/schema';
import type { MoneyOperationKind } from './bulk-credits.service';

export interface NewApproval {
  operation: MoneyOperationKind;
  payload: unknown;
  previewHash: string;
  totalCents: number;
  requestedBy: number;
  waitReason: string;
}

export async function insertApproval(db: DbOrTx, a: NewApproval) {
  const [row] = await db.insert(moneyApprovals).values(a).returning();
  return row!;
}

/** A Pendente request for the same operation and preview, if any: asking twice is refused. */
export async function pendingWithHash(db: DbOrTx, operation: string, previewHash: string) {
  const [row] = await db
    .select({ id: moneyApprovals.id })
    .from(moneyApprovals)
    .where(and(eq(moneyApprovals.operation, operation), eq(moneyApprovals.previewHash, previewHash), eq(moneyApprovals.status, MoneyApprovalStatus.Pendente)))
    .limit(1);
  return row;
}

export async function findApproval(db: DbOrTx, id: number) {
  const [row] = await db.select().from(moneyApprovals).where(eq(moneyApprovals.id, id)).limit(1);
  return row;
}

/**
 * Pendente -> `status`, by `decidedBy`, only while it is still Pendente: of two administrators
 * deciding at once, the second one's update finds it decided (zero rows) and posts nothing.
 */
export async function decide(db: DbOrTx, id: number, status: number, decidedBy: number, at: Date, reason: string | null) {
  const [row] = await db
    .update(moneyApprovals)
    .set({ status, decidedBy, decidedAt: at, reason })
    .where(and(eq(moneyApprovals.id, id), eq(moneyApprovals.status, MoneyApprovalStatus.Pendente)))
    .returning();
  return row;
}

export async function saveResult(db: DbOrTx, id: number, result: unknown) {
  await db.update(moneyApprovals).set({ result }).where(eq(moneyApprovals.id, id));
}

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

const listColumns = {
  id: moneyApprovals.id,
  operation: moneyApprovals.operation,
  payload: moneyApprovals.payload,
  previewHash: moneyApprovals.previewHash,
  totalCents: moneyApprovals.totalCents,
  status: moneyApprovals.status,
  requestedBy: moneyApprovals.requestedBy,
  requestedAt: moneyApprovals.requestedAt,
  decidedBy: moneyApprovals.decidedBy,
  decidedAt: moneyApprovals.decidedAt,
  reason: moneyApprovals.reason,
  waitReason: moneyApprovals.waitReason,
  result: moneyApprovals.result,
  requesterUsername: requester.username,
  requesterName: requester.name,
  deciderUsername: decider.username,
  deciderName: decider.name,
};

function listQuery(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(moneyApprovals)
    .innerJoin(requester, eq(requester.id, moneyApprovals.requestedBy))
    .leftJoin(decider, eq(decider.id, moneyApprovals.decidedBy));
}

/** One approval with who asked and who decided. */
export async function approvalWithPeople(db: DbOrTx, id: number) {
  const [row] = await listQuery(db).where(eq(moneyApprovals.id, id)).limit(1);
  return row;
}
export type ApprovalListRow = NonNullable<Awaited<ReturnType<typeof approvalWithPeople>>>;

/** Newest first (money_approvals_status_idx serves a status filter). */
export async function listApprovals(db: DbOrTx, status: number | null, limit: number, offset: number) {
  const where: SQL | undefined = status === null ? undefined : eq(moneyApprovals.status, status);
  const [rows, [total]] = await Promise.all([
    listQuery(db).where(where).orderBy(desc(moneyApprovals.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(moneyApprovals).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// --- what administrators posted alone, in the window (docs/security.md#the-two-administrator-rule-over-a-window) ---

/**
 * Posts made alone queue behind one another from the window's reading to their commit: two chunks
 * sent at once (by one administrator, or to one member) cannot both read a window without the
 * other. Money operations are a few a day: one lock for all of them costs nothing.
 */
export async function lockPostingsAlone(tx: DbOrTx) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('money-operations:alone', 0))`);
}

/** A money operation that moved money: posted alone (`approvalId` null) or by an approval. */
export async function recordPosting(
  db: DbOrTx,
  p: { operation: string; requestedBy: number; approvalId: number | null; ledgerTransactionId: number; totalCents: number; postedAt: Date },
) {
  await db.insert(moneyOperationPostings).values(p);
}

/** What `requestedBy` posted alone since `since`, in centavos. */
export async function postedAloneBy(db: DbOrTx, requestedBy: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ cents: sum(moneyOperationPostings.totalCents) })
    .from(moneyOperationPostings)
    .where(and(eq(moneyOperationPostings.requestedBy, requestedBy), isNull(moneyOperationPostings.approvalId), gt(moneyOperationPostings.postedAt, since)));
  return Number(row?.cents ?? 0);
}

/** What each of `userIds` received from operations posted alone since `since`, in centavos (absent: nothing). */
export async function receivedAlone(db: DbOrTx, userIds: number[], since: Date): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = rowsOf<{ user_id: number; cents: string }>(
    await db.execute(sql`
      SELECT a.user_id, sum(e.amount_cents)::text AS cents
      FROM money_operation_postings p
      JOIN ledger_entries e ON e.transaction_id = p.ledger_transaction_id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member'
      WHERE p.approval_id IS NULL AND p.posted_at > ${since.toISOString()}::timestamptz
        AND a.user_id = ANY(${`{${userIds.join(',')}}`}::int[])
      GROUP BY a.user_id`),
  );
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.cents)]));
}

export async function usernameOf(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.username ?? String(userId);
}

/** The ledger transaction already posted under `idempotencyKey`, if any (a repeated post moves nothing). */
export async function postedTransaction(db: DbOrTx, idempotencyKey: string) {
  const [row] = await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}
