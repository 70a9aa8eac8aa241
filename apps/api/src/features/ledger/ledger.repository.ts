import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

export async function findMemberAccount(db: DbOrTx, userId: number, walletType = 1) {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.walletType, walletType)))
    .limit(1);
  return row;
}

/** Creates the member's account if it does not exist yet (concurrency-safe). */
export async function ensureMemberAccountId(db: DbOrTx, userId: number, walletType = 1): Promise<number> {
  await db
    .insert(ledgerAccounts)
    .values({ kind: 'member', userId, walletType })
    .onConflictDoNothing({ target: [ledgerAccounts.userId, ledgerAccounts.walletType] });
  return (await findMemberAccount(db, userId, walletType))!.id;
}

export async function ensureSystemAccountId(db: DbOrTx, code: string): Promise<number> {
  await db.insert(ledgerAccounts).values({ kind: 'system', code, allowNegative: true }).onConflictDoNothing({ target: ledgerAccounts.code });
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code)).limit(1);
  return row!.id;
}

export async function findTransactionByKey(db: DbOrTx, idempotencyKey: string) {
  const [row] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}

export async function countTransactionsByKeys(db: DbOrTx, keys: string[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ledgerTransactions).where(inArray(ledgerTransactions.idempotencyKey, keys));
  return Number(row?.n ?? 0);
}

function prepareBalance(db: DbOrTx) {
  return db
    .select({ cents: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, sql.placeholder('userId')), eq(ledgerAccounts.walletType, sql.placeholder('walletType'))))
    .prepare('member_balance');
}
const balanceQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareBalance>>();

/** A member's balance in centavos, by a prepared statement (the wallet is read on every screen). */
export async function balanceOf(db: DbOrTx, userId: number, walletType: number): Promise<number> {
  let query = balanceQueries.get(db);
  if (!query) balanceQueries.set(db, (query = prepareBalance(db)));
  const [row] = await query.execute({ userId, walletType });
  return row?.cents ?? 0;
}

export async function systemBalanceOf(db: DbOrTx, code: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string | null>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.code, code));
  return Number(row?.cents ?? 0);
}
