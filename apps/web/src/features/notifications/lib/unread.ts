import type { UserNotification } from '@clube/contract/notifications';

/** The office shows only notifications meant for it. */
export const officeNotifications = (list: UserNotification[] | undefined) => (list ?? []).filter((n) => n.Notification.ShowOnOffice);

export const unreadCount = (list: UserNotification[] | undefined) => officeNotifications(list).filter((n) => n.ViewedDate === null).length;
