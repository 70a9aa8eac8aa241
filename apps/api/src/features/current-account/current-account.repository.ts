import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts, ledgerEntries } from '../../db/schema';
import { CLUB_TIME_ZONE } from '../../platform/dates';

/**
 * Net movements of the given categories on the member's account: all of them, and those of one
 * calendar day of the club's zone. One pass over his entries (indexed by account). Only reversals
 * debit a gain category (a clawed-back bonus, a refunded sale: docs/bonuses.md#commission-lines),
 * so the net is what the member really earned; a reversal counts on the day it happens.
 */
export async function sumGains(db: DbOrTx, userId: number, walletType: number, categories: readonly number[], day: string) {
  const [row] = await db
    .select({
      total: sql<string>`COALESCE(SUM(${ledgerEntries.amountCents}), 0)`,
      daily: sql<string>`COALESCE(SUM(${ledgerEntries.amountCents}) FILTER (WHERE (${ledgerEntries.createdAt} AT TIME ZONE ${CLUB_TIME_ZONE})::date = ${day}::date), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.walletType, walletType), inArray(ledgerEntries.category, [...categories])));
  return { totalCents: Number(row?.total ?? 0), dailyCents: Number(row?.daily ?? 0) };
}

export interface EntrySearch {
  accountId: number;
  category?: number;
  descending: boolean;
  limit: number;
  offset: number;
}

/** Entries of one member account (the earnings list), by creation time then id. */
export async function searchEntries(db: DbOrTx, s: EntrySearch) {
  const conditions: SQL[] = [eq(ledgerEntries.accountId, s.accountId)];
  if (s.category !== undefined) conditions.push(eq(ledgerEntries.category, s.category));
  const where = and(...conditions);
  const order = s.descending ? [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)] : [asc(ledgerEntries.createdAt), asc(ledgerEntries.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        description: ledgerEntries.description,
        createdAt: ledgerEntries.createdAt,
        amountCents: ledgerEntries.amountCents,
        category: ledgerEntries.category,
      })
      .from(ledgerEntries)
      .where(where)
      .orderBy(...order)
      .limit(s.limit)
      .offset(s.offset),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
