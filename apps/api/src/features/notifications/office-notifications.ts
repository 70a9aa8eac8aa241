import { and, eq, sql } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import { PushKind } from '@clube/contract/notifications';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { notifications, userNotifications, users } from '../../db/schema';
import { wakePushDispatcher } from './push-wakeup';

export { PushKind };

/**
 * The notifications the office writes itself, in the member's notification panel (the record),
 * each of a kind that also goes to his phone (docs/app.md#push-notifications). Called inside the
 * transaction that made the news: a rolled-back payment notifies nobody. The delivery is queued
 * (push_pending) and the push dispatcher sends it once the transaction has committed.
 */
export async function notifyMember(tx: DbOrTx, n: { userId: number; kind: PushKind; title: string; message: string; at?: Date }): Promise<void> {
  // Members only: administrators and store clients have no notification panel (docs/admin.md#notifications).
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, n.userId), eq(users.type, UserType.User)));
  if (!member) return;
  const at = n.at ?? new Date();
  const [created] = await tx
    .insert(notifications)
    .values({ title: n.title, message: n.message, kind: n.kind, createdAt: at })
    .returning({ id: notifications.id });
  await tx.insert(userNotifications).values({ userId: n.userId, notificationId: created!.id, pushPending: true, createdAt: at });
  wakePushDispatcher();
}

/**
 * One notification for many members (the reminders of a day): the notification row is created
 * once, and each member in `userIds` (a subquery of ids) who does not have it yet receives it.
 * Answers how many members were notified.
 */
export async function notifyMembersOnce(
  tx: DbOrTx,
  n: { notificationId: number | null; kind: PushKind; title: string; message: string },
  userIds: ReturnType<typeof sql>,
): Promise<{ notificationId: number; notified: number }> {
  let notificationId = n.notificationId;
  if (notificationId === null) {
    const [created] = await tx.insert(notifications).values({ title: n.title, message: n.message, kind: n.kind }).returning({ id: notifications.id });
    notificationId = created!.id;
  }
  const notified = rowsOf(
    await tx.execute(sql`
      INSERT INTO user_notifications (user_id, notification_id, push_pending)
      SELECT u.id, ${notificationId}::int, true FROM (${userIds}) AS u(id)
      ORDER BY u.id
      ON CONFLICT (user_id, notification_id) DO NOTHING
      RETURNING 1`),
  ).length;
  if (notified > 0) wakePushDispatcher();
  return { notificationId, notified };
}
