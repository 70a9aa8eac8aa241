import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.table';

export const notifications = pgTable('notifications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  showOnOffice: boolean('show_on_office').notNull().default(true),
  /**
   * What the office itself notified (bonus credited, invoice due tomorrow...): a kind that may go
   * to the member's phone as a push (docs/app.md#push-notifications). Null: a console broadcast.
   */
  kind: text('kind'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userNotifications = pgTable(
  'user_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id),
    viewedDate: timestamp('viewed_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A delivery of a pushed kind waiting for the push dispatcher: true until it is claimed. */
    pushPending: boolean('push_pending').notNull().default(false),
  },
  (t) => [
    index('user_notifications_user_idx').on(t.userId, t.id),
    uniqueIndex('user_notifications_uq').on(t.userId, t.notificationId),
    index('user_notifications_push_pending_idx')
      .on(t.id)
      .where(sql`${t.pushPending}`),
  ],
);

/** One browser or phone of a member that accepted push notifications (docs/app.md#push-notifications). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser: it names the device, so it is unique. */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
