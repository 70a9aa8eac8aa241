import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { pushSubscriptions } from '../../db/schema';

export interface SubscriptionRow {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores a device for a member. The endpoint names the device: subscribing it again (new keys, or
 * another member signed in on the same phone) replaces the row, so a phone never gets two pushes
 * for one notification or another member's pushes.
 */
export async function upsert(db: DbOrTx, s: SubscriptionRow): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(s)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: s.userId, p256dh: s.p256dh, auth: s.auth, createdAt: sql`now()` } });
}

/** Removes the member's device; answers whether it was his. */
export async function removeOfUser(db: DbOrTx, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function removeEndpoint(db: DbOrTx, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function ofUsers(db: DbOrTx, userIds: number[]): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: pushSubscriptions.userId, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(
      and(
        inArray(pushSubscriptions.userId, userIds),
        // The push opt-in (docs/privacy.md#consents): a member who revoked it gets no push, whatever his devices.
        sql`coalesce((SELECT c.granted FROM consents c WHERE c.user_id = ${pushSubscriptions.userId} AND c.kind = 'push' ORDER BY c.id DESC LIMIT 1), true)`,
      ),
    )
    .orderBy(pushSubscriptions.id);
}

export interface ClaimedDelivery {
  userId: number;
  title: string;
  message: string;
  kind: string;
  /** Queued longer ago than a push is worth sending (the dispatcher was down). */
  stale: boolean;
}

/**
 * Takes up to `limit` queued deliveries off the queue, for this dispatcher alone: another
 * instance's dispatcher skips the rows this one holds (SKIP LOCKED) and finds them no longer
 * pending once it commits. A delivery is claimed once, so it is pushed at most once.
 */
export async function claimPending(db: DbOrTx, limit: number, staleAfterSeconds: number): Promise<ClaimedDelivery[]> {
  const rows = rowsOf<{ user_id: number; title: string; message: string; kind: string | null; stale: boolean }>(
    await db.execute(sql`
      WITH claimed AS (
        UPDATE user_notifications un SET push_pending = false
        WHERE un.id IN (
          SELECT id FROM user_notifications WHERE push_pending ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED
        )
        RETURNING un.id, un.user_id, un.notification_id, un.created_at
      )
      SELECT c.user_id, n.title, n.message, n.kind, c.created_at < now() - make_interval(secs => ${staleAfterSeconds}) AS stale
      FROM claimed c JOIN notifications n ON n.id = c.notification_id
      ORDER BY c.id`),
  );
  return rows.map((r) => ({ userId: Number(r.user_id), title: r.title, message: r.message, kind: r.kind ?? '', stale: r.stale }));
}
