import { and, eq, inArray, sql } from 'drizzle-orm';
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
  await db
    .insert(ledgerAccounts)
    .values({ kind: 'system', code, allowNegative: true })
    .onConflictDoNothing({ target: ledgerAccounts.code });
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code)).limit(1);
  return row!.id;
}

/** Inserts the transaction unless its idempotency key was already used; undefined then. */
export async function insertTransactionOnce(
  db: DbOrTx,
  t: { kind: string; idempotencyKey: string; description: string; reference?: string | null; at?: Date },
): Promise<number | undefined> {
  const rows = await db
    .insert(ledgerTransactions)
    .values({
      kind: t.kind,
      idempotencyKey: t.idempotencyKey,
      description: t.description,
      reference: t.reference ?? null,
      ...(t.at ? { createdAt: t.at } : {}),
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  return rows[0]?.id;
}

export async function findTransactionByKey(db: DbOrTx, idempotencyKey: string) {
  const [row] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}

/**
 * Moves an account's balance by delta only if it stays allowed (never below zero for members):
 * the check and the write are one statement, so concurrent spenders cannot both pass.
 */
export async function applyDelta(db: DbOrTx, accountId: number, deltaCents: number): Promise<boolean> {
  const rows = await db
    .update(ledgerAccounts)
    .set({ balanceCents: sql`${ledgerAccounts.balanceCents} + ${deltaCents}` })
    .where(
      and(
        eq(ledgerAccounts.id, accountId),
        sql`(${ledgerAccounts.allowNegative} OR ${ledgerAccounts.balanceCents} + ${deltaCents} >= 0)`,
      ),
    )
    .returning({ id: ledgerAccounts.id });
  return rows.length === 1;
}

export async function insertEntries(
  db: DbOrTx,
  transactionId: number,
  entries: Array<{ accountId: number; amountCents: number; category: number | null; description: string; createdAt?: Date }>,
) {
  await db.insert(ledgerEntries).values(entries.map((e) => ({ ...e, transactionId })));
}

export async function accountsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
}
