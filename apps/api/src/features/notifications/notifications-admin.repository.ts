import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { auditLog, notifications, users } from '../../db/schema';

/** A member (type 2) by username, whatever his case. */
export async function memberIdByUsername(db: DbOrTx, username: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.type, UserType.User)))
    .limit(1);
  return row?.id;
}

/** One member, as a subquery of ids. */
export const memberSql = (memberId: number): SQL => sql`SELECT ${memberId}::int AS id`;

/** Every member (type 2): administrators and store clients have no notification panel. */
export const everyMemberSql = (): SQL => sql`SELECT id FROM users WHERE type = ${UserType.User}`;

export async function countRecipients(db: DbOrTx, recipients: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM (${recipients}) r`));
  return Number(row?.n ?? 0);
}

export async function insertNotification(db: DbOrTx, title: string, message: string): Promise<number> {
  const [row] = await db.insert(notifications).values({ title, message }).returning({ id: notifications.id });
  return row!.id;
}

/**
 * Delivers the notification to every recipient in ONE statement (INSERT ... SELECT), however many
 * they are, and answers how many received it.
 */
export async function deliver(db: DbOrTx, notificationId: number, recipients: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      WITH delivered AS (
        INSERT INTO user_notifications (user_id, notification_id)
        SELECT r.id, ${notificationId} FROM (${recipients}) r
        ON CONFLICT DO NOTHING
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM delivered`),
  );
  return Number(row?.n ?? 0);
}

export const BROADCAST_ACTION = 'notifications.send';
export const BROADCAST_KIND = 'notification-broadcast';

/**
 * The console's sends, newest first: each notification with its audit row (target
 * `notification-broadcast:<notification id>`, found by audit_log_target_idx). The notifications
 * table holds the console's sends and one notification per overdue day, so walking it by id is short.
 */
export async function listBroadcasts(db: DbOrTx, limit: number, offset: number) {
  const joined = and(eq(auditLog.target, sql`${BROADCAST_KIND + ':'} || ${notifications.id}`), eq(auditLog.action, BROADCAST_ACTION));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        notificationId: notifications.id,
        title: notifications.title,
        message: notifications.message,
        sentOn: auditLog.createdAt,
        data: auditLog.data,
        sentBy: users.username,
      })
      .from(notifications)
      .innerJoin(auditLog, joined)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notifications).innerJoin(auditLog, joined),
  ]);
  return { rows, total: total?.n ?? 0 };
}
