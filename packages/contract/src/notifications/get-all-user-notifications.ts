import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { getAllUserNotificationsAddress } from './addresses';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { UserNotification } from './user-notification';

/** The panel shows the latest ones only. */
export const NOTIFICATIONS_LIMIT = 100;

export const getAllUserNotifications = defineEndpoint({
  ...getAllUserNotificationsAddress,
  summary: 'Notificações do sócio, mais recentes primeiro',
  tags: ['notifications'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: envelope(z.array(UserNotification)),
});
