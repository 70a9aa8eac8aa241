import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consents } from '../../db/schema';

export type ConsentKind = (typeof consents.kind.enumValues)[number];
export type ConsentRow = typeof consents.$inferSelect;

export async function insertConsent(db: DbOrTx, row: typeof consents.$inferInsert): Promise<void> {
  await db.insert(consents).values(row);
}

export async function consentsOf(db: DbOrTx, userId: number): Promise<ConsentRow[]> {
  return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.id));
}

/** The latest row of a kind: the consent's state now (null when never recorded). */
export async function latestConsent(db: DbOrTx, userId: number, kind: ConsentKind): Promise<ConsentRow | null> {
  const [row] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, kind)))
    .orderBy(desc(consents.id))
    .limit(1);
  return row ?? null;
}
