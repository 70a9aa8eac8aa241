import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { UserSummary } from './user-summary';
import { text } from '../common/text';

/** A member who is not blocked, by his exact username (case-insensitive); 404 otherwise. */
export const getUserByUsername = defineEndpoint({
  method: 'GET',
  path: '/api/users/getUserByUsername/:username',
  summary: 'Sócio (não bloqueado) pelo usuário',
  tags: ['users'],
  auth: true,
  permission: Permission.TRANSFERENCIA,
  params: z.object({ username: text().trim().min(1).max(100) }),
  response: envelope(UserSummary),
});
