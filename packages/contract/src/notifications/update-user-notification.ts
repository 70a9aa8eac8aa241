import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { updateUserNotificationAddress } from './addresses';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { UserNotification } from './user-notification';
import { text } from '../common/text';

/** Clocks of browsers drift; a view stamped a little ahead of the server is still accepted. */
export const VIEWED_DATE_TOLERANCE_MS = 5 * 60_000;

export const UpdateUserNotificationRequest = z
  .object({
    Id: z.number({ error: messages.notificationNotFound }).int().positive().max(2_147_483_647),
    ViewedDate: text({ error: messages.invalidViewedDate })
      .max(40, messages.invalidViewedDate)
      .pipe(z.iso.datetime({ offset: true, error: messages.invalidViewedDate }))
      .refine((v) => new Date(v).getTime() <= Date.now() + VIEWED_DATE_TOLERANCE_MS, messages.invalidViewedDate),
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
