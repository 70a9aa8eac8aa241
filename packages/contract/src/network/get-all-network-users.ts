import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { NETWORK_MAX_LEVELS, NETWORK_PAGE_SIZE, NetworkUser } from './network-user';

/** Query strings arrive as text: numbers are coerced, anything else is refused. */
const intText = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

export const GetAllNetworkUsersQuery = z
  .object({
    Level: intText(messages.networkLevelRange, 1, NETWORK_MAX_LEVELS).default(1),
    Page: intText(messages.badRequest, 1, 1_000_000).default(1),
    RowsPerPage: intText(messages.badRequest, 1, NETWORK_PAGE_SIZE).default(NETWORK_PAGE_SIZE),
  })
  .strict();
export type GetAllNetworkUsersQuery = z.input<typeof GetAllNetworkUsersQuery>;

/** Level list entry (spec: Level, Users). */
export const NetworkLevel = z.object({ Level: z.number().int(), Users: z.array(NetworkUser) });
export type NetworkLevel = z.infer<typeof NetworkLevel>;

/**
 * The viewer's members at one level below him (1 = direct partners), 50 a page in registration
 * order, with PaginationSettings.
 */
export const getAllNetworkUsers = defineEndpoint({
  method: 'GET',
  path: '/api/users/network/getAllNetworkUsers',
  summary: 'Sócios de um nível da rede do usuário (1 a 10), 50 por página',
  tags: ['network'],
  auth: true,
  permission: Permission.REDE,
  query: GetAllNetworkUsersQuery,
  response: envelope(NetworkLevel),
});
