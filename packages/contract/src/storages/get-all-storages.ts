import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { Permission } from '../permissions';
import { idField } from './ids';
import { Storage } from './storage';

export const GetAllStoragesRequest = z
  .object({
    ...PagedRequest,
    /** An Administrator may look at any distribution center; a member sees only his own (absent: his own). */
    DistributionCenterId: idField(messages.distributionCenterNotFound).nullish(),
  })
  .strict();
export type GetAllStoragesRequest = z.input<typeof GetAllStoragesRequest>;

/**
 * The storages of the caller's distribution center, 50 a page. PaginationFilter.Type 1 sorts by Id
 * (newest first unless OrderByDescending is false), 2 by name (A to Z unless OrderByDescending).
 */
export const getAllStorages = defineEndpoint({
  method: 'POST',
  path: '/api/logistics/storages/getAllStorages',
  summary: 'Armazéns do centro de distribuição do usuário, paginados',
  tags: ['storages'],
  auth: true,
  permission: Permission.PEDIDOS,
  body: GetAllStoragesRequest,
  response: envelope(z.array(Storage)),
});
