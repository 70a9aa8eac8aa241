import { asc, eq } from 'drizzle-orm';
import { SC_BONIFICATION_CENTER_KEY, SC_SHOPS_KEY } from '@clube/contract/configurations';
import type { DbOrTx } from '../../db/client';
import { commissionLines, configurations, ledgerEntries, ledgerTransactions, unilevelTables, unilevelTableVersions } from '../../db/schema';
import { insertMember, type MemberSeed } from '../../seed/builders';

/** Test support for the bonus engine: unilevel tables, the configuration groups, sponsor chains, what was written. */

export type Member = Awaited<ReturnType<typeof insertMember>>;

/** A table with version 1 (and more versions when given: the last one is in force). */
export async function insertUnilevel(db: DbOrTx, name: string, ...versions: number[][]) {
  const [table] = await db.insert(unilevelTables).values({ name, currentVersion: versions.length }).returning({ id: unilevelTables.id });
  await db.insert(unilevelTableVersions).values(versions.map((levelsBp, i) => ({ tableId: table!.id, version: i + 1, levelsBp })));
  return table!.id;
}

async function setGroup(db: DbOrTx, key: string, patch: Record<string, unknown>) {
  const [row] = await db.select().from(configurations).where(eq(configurations.key, key));
  const value = { ...((row?.value as Record<string, unknown> | undefined) ?? {}), ...patch };
  await db.insert(configurations).values({ key, value }).onConflictDoUpdate({ target: configurations.key, set: { value } });
}

/** Merges fields into scBonificationCenter (AdhesionUnilevelId, DynamicCompression...). */
export const setBonificationCenter = (db: DbOrTx, patch: Record<string, unknown>) => setGroup(db, SC_BONIFICATION_CENTER_KEY, patch);
/** Merges fields into scShops (CashbackPercentage...). */
export const setShops = (db: DbOrTx, patch: Record<string, unknown>) => setGroup(db, SC_SHOPS_KEY, patch);

/**
 * `n` members, each sponsored by the one before (under `top` when given): index 0 is the highest.
 * `over(i)` changes member i (status, type...).
 */
export async function sponsorChain(db: DbOrTx, prefix: string, n: number, top: Member | null = null, over: (i: number) => Partial<MemberSeed> = () => ({})) {
  const out: Member[] = [];
  let sponsor = top;
  for (let i = 0; i < n; i++) {
    sponsor = await insertMember(db, { username: `${prefix}${i}`, sponsorId: sponsor?.id ?? null, ...over(i) });
    out.push(sponsor);
  }
  return out;
}

export const linesOf = (db: DbOrTx, invoiceId: number) =>
  db.select().from(commissionLines).where(eq(commissionLines.sourceInvoiceId, invoiceId)).orderBy(asc(commissionLines.id));

/** The entries of the ledger transaction with this key (none when it does not exist). */
export async function entriesOfKey(db: DbOrTx, key: string) {
  return db
    .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amountCents, category: ledgerEntries.category })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.idempotencyKey, key));
}

export const transactionsOfKey = async (db: DbOrTx, key: string) =>
  (await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key))).length;

/** floor(base × bp / 10,000): what a level pays. */
export const share = (baseCents: number, bp: number) => Math.floor((baseCents * bp) / 10_000);
