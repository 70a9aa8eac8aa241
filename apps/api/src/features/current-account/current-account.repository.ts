import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts, ledgerEntries } from '../../db/schema';
import { CLUB_TIME_ZONE } from '../../platform/dates';

/**
 * Credits of the given categories on the member's account: all of them, and those of one calendar
 * day of the club's zone. One pass over his entries (indexed by account).
 */
export async function sumCredits(db: DbOrTx, userId: number, walletType: number, categories: readonly number[], day: string) {
  const [row] = await db
    .select({
      total: sql<string>`COALESCE(SUM(${ledgerEntries.amountCents}), 0)`,
      daily: sql<string>`COALESCE(SUM(${ledgerEntries.amountCents}) FILTER (WHERE (${ledgerEntries.createdAt} AT TIME ZONE ${CLUB_TIME_ZONE})::date = ${day}::date), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.walletType, walletType),
        inArray(ledgerEntries.category, [...categories]),
        sql`${ledgerEntries.amountCents} > 0`,
      ),
    );
  return { totalCents: Number(row?.total ?? 0), dailyCents: Number(row?.daily ?? 0) };
}
