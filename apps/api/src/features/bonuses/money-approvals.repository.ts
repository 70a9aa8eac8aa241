import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MoneyApprovalStatus } from '@clube/contract/bonuses';
import type { DbOrTx } from '../../db/client';
import { moneyApprovals, users } from '../../db/schema';
import type { MoneyOperationKind } from './bulk-credits.service';

export interface NewApproval {
  operation: MoneyOperationKind;
  payload: unknown;
  previewHash: string;
  totalCents: number;
  requestedBy: number;
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
