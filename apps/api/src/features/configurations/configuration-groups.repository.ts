import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { configurations } from '../../db/schema';

/** The stored value of a configuration group (configurations.key -> jsonb), undefined when never written. */
export async function groupValue(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db.select({ value: configurations.value }).from(configurations).where(eq(configurations.key, key)).limit(1);
  return row?.value;
}

/**
 * Serializes the writers of one group for the transaction, the first write included (there is no
 * row to lock yet), so that the audited "before" is the value the write replaced.
 */
export async function lockGroup(tx: DbOrTx, key: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`configurations:${key}`}, 0))`);
}

export async function saveGroupValue(tx: DbOrTx, key: string, value: Record<string, unknown>) {
  await tx
    .insert(configurations)
    .values({ key, value })
    .onConflictDoUpdate({ target: configurations.key, set: { value, updatedAt: sql`now()` } });
}
