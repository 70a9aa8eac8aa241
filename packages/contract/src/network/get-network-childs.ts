import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { PaginationSettingsRequest } from '../common/pagination';
import { Permission } from '../permissions';
import { NETWORK_PAGE_SIZE, NetworkTreeNode } from './network-user';
import { NetworkUserId } from './get-network';

export const GetNetworkChildsRequest = z
  .object({
    UserId: NetworkUserId,
    PaginationSettings: PaginationSettingsRequest.default({ Page: 1, RowsPerPage: NETWORK_PAGE_SIZE }),
  })
  .strict();
export type GetNetworkChildsRequest = z.input<typeof GetNetworkChildsRequest>;

/**
 * One page (50) of a node's direct partners, in registration order, each as a tree node without
 * children (ChildsTotal tells whether he has some): the tree's "load more". Not in the spec,
 * which does not say how a node with many children is shown.
 */
export const getNetworkChilds = defineEndpoint({
  method: 'POST',
  path: '/api/users/network/getNetworkChilds',
  summary: 'Parceiros diretos de um sócio da rede, 50 por página (carregar mais na árvore)',
  tags: ['network'],
  auth: true,
  permission: Permission.REDE,
  body: GetNetworkChildsRequest,
  response: envelope(z.array(NetworkTreeNode)),
});
