import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { updateUserNotificationAddress } from './addresses';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { UserNotification } from './user-notification';
import { instant } from '../common/dates';

export const UpdateUserNotificationRequest = z
  .object({
    Id: z.number({ error: messages.notificationNotFound }).int().positive().max(2_147_483_647),
    /** When the member saw it: from the club's first records up to now (a drifting clock's few minutes ahead included). */
    ViewedDate: instant({ error: messages.invalidViewedDate }),
  })
  .strict();
export type UpdateUserNotificationRequest = z.input<typeof UpdateUserNotificationRequest>;

/** Marks one of the caller's notifications as viewed (the first view date is kept). */
export const updateUserNotification = defineEndpoint({
  ...updateUserNotificationAddress,
  summary: 'Marca uma notificação do sócio como vista',
  tags: ['notifications'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: UpdateUserNotificationRequest,
  response: envelope(UserNotification),
});
