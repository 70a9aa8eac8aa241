import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { nameStatusWhere, nameTaken, type NameStatusFilter } from '../../db/named-rows';
import { subscriptions, userSubscriptions } from '../../db/schema';
import type { SubscriptionRow } from './subscriptions.mapper';

/** The console's list: every subscription, by id, narrowed by status and part of the name (any case). */
export async function listAll(db: DbOrTx, f: NameStatusFilter) {
  const where = nameStatusWhere(subscriptions, f);
  const [rows, [totals]] = await Promise.all([
    db.select().from(subscriptions).where(where).orderBy(asc(subscriptions.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(subscriptions).where(where),
  ]);
  return { rows, total: Number(totals?.n ?? 0) };
}

/** The subscription, its row locked for the rest of the transaction: its writers take turns. */
export async function lockSubscription(db: DbOrTx, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('no key update');
  return row;
}

/** Creators and renamers take turns, so that two subscriptions never end up with one name. */
export async function lockNames(db: DbOrTx) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('subscriptions:names', 0))`);
}

export async function nameInUse(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  return nameTaken(db, subscriptions, name, exceptId);
}

/** Whether any member ever held it (live or cancelled). */
export async function everHeld(db: DbOrTx, subscriptionId: number): Promise<boolean> {
  const [row] = await db.select({ id: userSubscriptions.id }).from(userSubscriptions).where(eq(userSubscriptions.subscriptionId, subscriptionId)).limit(1);
  return !!row;
}

type SubscriptionValues = Pick<SubscriptionRow, 'name' | 'description' | 'priceCents' | 'frequencyType' | 'frequencyPriceCents' | 'unilevelId'>;

export async function insertSubscription(db: DbOrTx, values: SubscriptionValues): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(subscriptions)
    .values({ ...values, status: 1 })
    .returning();
  return row!;
}

export async function updateSubscription(db: DbOrTx, id: number, set: Partial<SubscriptionValues & { status: number }>): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set(set).where(eq(subscriptions.id, id)).returning();
  return row!;
}
