import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { NETWORK_MAX_LEVELS, NetworkTreeNode } from './network-user';

export const NetworkUserId = z
  .number({ error: messages.networkUserIdInvalid })
  .int(messages.networkUserIdInvalid)
  .positive(messages.networkUserIdInvalid)
  .max(2_147_483_647, messages.networkUserIdInvalid);

export const GetNetworkRequest = z
  .object({
    UserId: NetworkUserId,
    Levels: z
      .number({ error: messages.networkLevelsRange })
      .int(messages.networkLevelsRange)
      .min(1, messages.networkLevelsRange)
      .max(NETWORK_MAX_LEVELS, messages.networkLevelsRange),
  })
  .strict();
export type GetNetworkRequest = z.input<typeof GetNetworkRequest>;

/**
 * The tree below UserId (the viewer himself or someone of his downline; anyone else is 403) for
 * `Levels` levels, breadth first, each node's children capped (NETWORK_CHILDS_CAP) and the whole
 * answer capped (NETWORK_TREE_MAX_NODES).
 */
export const getNetwork = defineEndpoint({
  method: 'POST',
  path: '/api/users/network/getNetwork',
  summary: 'Árvore da rede abaixo do sócio (1 a 10 níveis, filhos por nó limitados)',
  tags: ['network'],
  auth: true,
  permission: Permission.REDE,
  body: GetNetworkRequest,
  response: envelope(NetworkTreeNode),
});
