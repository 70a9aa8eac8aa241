import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bankAccounts, users, type PixKey } from '../../db/schema';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export interface BankAccountValues {
  type: number;
  bankCode: string;
  bankName: string;
  holderName: string;
  holderCpf: string;
  agency: string;
  agencyDigit: string;
  accountNumber: string;
  accountNumberDigit: string;
  accountVariation: string | null;
  notes: string | null;
  pixKeys: PixKey[];
}

/** Serializes one member's bank-account creations, so that the cap holds under concurrent requests. */
export async function lockMember(db: DbOrTx, userId: number) {
  await db.execute(sql`SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
}

export async function countOfUser(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bankAccounts).where(eq(bankAccounts.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertBankAccount(db: DbOrTx, userId: number, v: BankAccountValues) {
  const [row] = await db
    .insert(bankAccounts)
    .values({ userId, ...v })
    .returning();
  return row!;
}

/** Only the owner's row: another member's id updates nothing. */
export async function updateOwnBankAccount(db: DbOrTx, userId: number, id: number, v: BankAccountValues) {
  const [row] = await db
    .update(bankAccounts)
    .set({ ...v, updatedAt: new Date() })
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId)))
    .returning();
  return row;
}

export interface BankAccountSearch {
  userId: number;
  type?: number;
  descending: boolean;
  limit: number;
  offset: number;
}

/** One member's bank accounts only: the owner is always part of the condition. */
export async function searchOfUser(db: DbOrTx, s: BankAccountSearch) {
  const conditions: SQL[] = [eq(bankAccounts.userId, s.userId)];
  if (s.type !== undefined) conditions.push(eq(bankAccounts.type, s.type));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bankAccounts)
      .where(where)
      .orderBy(s.descending ? desc(bankAccounts.id) : asc(bankAccounts.id))
      .limit(s.limit)
      .offset(s.offset),
    db.select({ n: count() }).from(bankAccounts).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
