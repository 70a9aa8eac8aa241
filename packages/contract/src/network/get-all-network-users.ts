import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { capPageSize } from '../common/pagination';
import { Permission } from '../permissions';
import { NETWORK_MAX_LEVELS, NETWORK_PAGE_SIZE, NetworkUser } from './network-user';
import { text } from '../common/text';

/** Query strings arrive as text: numbers are coerced, anything else is refused. */
const intText = (message: string, min: number, max: number) =>
  text()
    .trim()
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

const levelText = intText(messages.networkLevelRange, 1, NETWORK_MAX_LEVELS);

/**
 * The level to list comes as the spec's `levels` (1 to 10, default 1) or as `Level`, the name this
 * API used first; both may come only with the same value. RowsPerPage is capped at 50
 * (docs/api-wire.md).
 */
export const GetAllNetworkUsersQuery = z
  .object({
    levels: levelText.optional(),
    Level: levelText.optional(),
    Page: intText(messages.badRequest, 1, 1_000_000).default(1),
    RowsPerPage: intText(messages.badRequest, 1, 1_000_000).transform(capPageSize).default(NETWORK_PAGE_SIZE),
  })
  .strict()
  .refine((q) => q.levels === undefined || q.Level === undefined || q.levels === q.Level, {
    error: messages.networkLevelRange,
    path: ['levels'],
  })
  .transform(({ levels, Level, ...rest }) => ({ ...rest, Level: levels ?? Level ?? 1 }));
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
