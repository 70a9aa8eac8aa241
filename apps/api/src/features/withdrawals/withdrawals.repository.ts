import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { WITHDRAWAL_CONFIGURATION_KEY, WithdrawalStatus } from '@clube/contract/withdrawals';
import type { DbOrTx } from '../../db/client';
import { bankAccounts, configurations, users, withdrawals } from '../../db/schema';
import { CLUB_TIME_ZONE } from '../../platform/dates';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export { WITHDRAWAL_CONFIGURATION_KEY };

export async function findConfigurationValue(db: DbOrTx): Promise<unknown> {
  const [row] = await db.select({ value: configurations.value }).from(configurations).where(eq(configurations.key, WITHDRAWAL_CONFIGURATION_KEY)).limit(1);
  return row?.value;
}

export async function countBankAccountsOfUser(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bankAccounts).where(eq(bankAccounts.userId, userId));
  return Number(row?.n ?? 0);
}

/** The bank account only if it is the user's: someone else's id is as good as a missing one. */
export async function findBankAccountOfUser(db: DbOrTx, bankAccountId: number, userId: number) {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.userId, userId)))
    .limit(1);
  return row;
}

export async function insertWithdrawal(db: DbOrTx, w: { userId: number; bankAccountId: number; valueCents: number; taxCents: number }) {
  const [row] = await db.insert(withdrawals).values(w).returning();
  return row!;
}

export async function setRequestTransaction(db: DbOrTx, id: number, transactionId: number) {
  await db.update(withdrawals).set({ requestTransactionId: transactionId }).where(eq(withdrawals.id, id));
}

export async function setSettleTransaction(db: DbOrTx, id: number, transactionId: number) {
  await db.update(withdrawals).set({ settleTransactionId: transactionId }).where(eq(withdrawals.id, id));
}

export interface WithdrawalSearch {
  userId?: number;
  status?: number;
  usernamePrefix?: string;
  descending: boolean;
  limit: number;
  offset: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchConditions(s: WithdrawalSearch): SQL | undefined {
  const conditions: SQL[] = [];
  if (s.userId !== undefined) conditions.push(eq(withdrawals.userId, s.userId));
  if (s.status !== undefined) conditions.push(eq(withdrawals.status, s.status));
  if (s.usernamePrefix) conditions.push(sql`lower(${users.username}) LIKE lower(${escapeLike(s.usernamePrefix)}) || '%'`);
  return conditions.length ? and(...conditions) : undefined;
}

/** One member's withdrawals (the owner is always part of the condition). */
export async function searchOfUser(db: DbOrTx, s: WithdrawalSearch & { userId: number }) {
  const where = searchConditions(s);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(s.descending ? desc(withdrawals.id) : asc(withdrawals.id))
      .limit(s.limit)
      .offset(s.offset),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function pendingValueCents(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`COALESCE(SUM(${withdrawals.valueCents}), 0)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 1)));
  return Number(row?.total ?? 0);
}

const adminColumns = {
  withdrawal: withdrawals,
  user: { id: users.id, name: users.name, username: users.username },
  bank: bankAccounts,
};
export type AdminWithdrawalRow = { withdrawal: WithdrawalRow; user: { id: number; name: string; username: string }; bank: typeof bankAccounts.$inferSelect };

/** Every member's withdrawals, with who asked and his bank account (operators only). */
export async function searchAll(db: DbOrTx, s: WithdrawalSearch) {
  const where = searchConditions(s);
  const base = () =>
    db
      .select(adminColumns)
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(s.descending ? desc(withdrawals.id) : asc(withdrawals.id))
      .limit(s.limit)
      .offset(s.offset),
    db.select({ n: count() }).from(withdrawals).innerJoin(users, eq(users.id, withdrawals.userId)).where(where),
  ]);
  return { rows: rows as AdminWithdrawalRow[], total: Number(total?.n ?? 0) };
}

export async function findAdminView(db: DbOrTx, id: number): Promise<AdminWithdrawalRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(eq(withdrawals.id, id))
    .limit(1);
  return row as AdminWithdrawalRow | undefined;
}

export async function existsById(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
  return !!row;
}

/**
 * Moves a Pendente withdrawal to its final status. The status is part of the condition, so of two
 * concurrent operators (or a double click) only one gets the row back.
 */
export async function closePending(db: DbOrTx, id: number, change: { status: number; processedBy: number; cancelReason?: string }) {
  const [row] = await db
    .update(withdrawals)
    .set({ status: change.status, processedBy: change.processedBy, processedAt: new Date(), cancelReason: change.cancelReason ?? null })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 1)))
    .returning();
  return row;
}

/**
 * The withdrawals paid within one club day (docs/admin.md#withdrawals): processed_at from that day's
 * 00:00 in São Paulo up to the next day's, oldest first. The bounds are instants, so the
 * comparison stays a plain range on the column.
 */
export async function paidOnClubDay(db: DbOrTx, day: string): Promise<AdminWithdrawalRow[]> {
  const start = sql`(${day}::date)::timestamp AT TIME ZONE ${CLUB_TIME_ZONE}`;
  const end = sql`(${day}::date + 1)::timestamp AT TIME ZONE ${CLUB_TIME_ZONE}`;
  const rows = await db
    .select(adminColumns)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(and(eq(withdrawals.status, WithdrawalStatus.Pago), gte(withdrawals.processedAt, start), lt(withdrawals.processedAt, end)))
    .orderBy(asc(withdrawals.processedAt), asc(withdrawals.id));
  return rows as AdminWithdrawalRow[];
}
