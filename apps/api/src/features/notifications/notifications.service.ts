import { messages } from '@clube/contract';
import { NOTIFICATIONS_LIMIT, type UserNotification } from '@clube/contract/notifications';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import * as repo from './notifications.repository';

function toDto(r: repo.UserNotificationRow): UserNotification {
  return {
    Id: r.id,
    ViewedDate: r.viewedDate ? r.viewedDate.toISOString() : null,
    Created: r.createdAt.toISOString(),
    Notification: { Title: r.title, Message: r.message, ShowOnOffice: r.showOnOffice },
  };
}

export async function listOfUser(db: DbOrTx, userId: number): Promise<UserNotification[]> {
  return (await repo.latestOfUser(db, userId, NOTIFICATIONS_LIMIT)).map(toDto);
}

/**
 * Marks the caller's notification viewed. The date comes from the browser (the spec's view
 * request) but is never stored ahead of the server's clock.
 */
export async function markViewed(db: DbOrTx, userId: number, id: number, viewedDate: string): Promise<UserNotification> {
  const at = new Date(Math.min(new Date(viewedDate).getTime(), Date.now()));
  return db.transaction(async (tx) => {
    if (!(await repo.markViewed(tx, userId, id, at))) throw notFound(messages.notificationNotFound);
    return toDto((await repo.findOfUser(tx, userId, id))!);
  });
}
