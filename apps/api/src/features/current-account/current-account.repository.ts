import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts, ledgerEntries } from '../../db/schema';
import { rowsOf } from '../../db/rows';
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

/**
 * The member account's balance at the end of each club day from `fromDay` to `toDay`: its balance
 * now minus what moved after that day ended. One statement, so the balance and the entries are read
 * in one snapshot; the entries are one range of ledger_entries_account_idx (his account, from the
 * day after `fromDay`), never anyone else's. No account: no rows.
 */
export async function closingBalances(db: DbOrTx, userId: number, walletType: number, fromDay: string, toDay: string) {
  const rows = rowsOf<{ day: string; cents: string }>(
    await db.execute(sql`
      WITH acct AS (SELECT id, balance_cents FROM ledger_accounts WHERE user_id = ${userId} AND wallet_type = ${walletType}),
      moves AS (
        SELECT (e.created_at AT TIME ZONE ${CLUB_TIME_ZONE})::date AS day, SUM(e.amount_cents) AS cents
        FROM acct JOIN ledger_entries e ON e.account_id = acct.id
        WHERE e.created_at >= (((${fromDay}::date + 1)::timestamp) AT TIME ZONE ${CLUB_TIME_ZONE})
        GROUP BY 1
      )
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
        (acct.balance_cents - COALESCE((SELECT SUM(m.cents) FROM moves m WHERE m.day > d.day), 0))::text AS cents
      FROM acct, (SELECT g::date AS day FROM generate_series(${fromDay}::date, ${toDay}::date, interval '1 day') g) d
      ORDER BY d.day`),
  );
  return rows.map((r) => ({ day: r.day, cents: Number(r.cents) }));
}
