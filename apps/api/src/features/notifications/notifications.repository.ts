import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications, userNotifications } from '../../db/schema';

const columns = {
  id: userNotifications.id,
  viewedDate: userNotifications.viewedDate,
  createdAt: userNotifications.createdAt,
  title: notifications.title,
  message: notifications.message,
  showOnOffice: notifications.showOnOffice,
};
export type UserNotificationRow = { id: number; viewedDate: Date | null; createdAt: Date; title: string; message: string; showOnOffice: boolean };

export async function latestOfUser(db: DbOrTx, userId: number, limit: number): Promise<UserNotificationRow[]> {
  return db
    .select(columns)
    .from(userNotifications)
    .innerJoin(notifications, eq(notifications.id, userNotifications.notificationId))
    .where(eq(userNotifications.userId, userId))
    .orderBy(desc(userNotifications.id))
    .limit(limit);
}

export async function findOfUser(db: DbOrTx, userId: number, id: number): Promise<UserNotificationRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(userNotifications)
    .innerJoin(notifications, eq(notifications.id, userNotifications.notificationId))
    .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)))
    .limit(1);
  return row;
}

/** Sets the view date once: a later view keeps the first date. Answers whether the row is the caller's. */
export async function markViewed(db: DbOrTx, userId: number, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(userNotifications)
    .set({ viewedDate: sql`COALESCE(${userNotifications.viewedDate}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)))
    .returning({ id: userNotifications.id });
  return rows.length === 1;
}
