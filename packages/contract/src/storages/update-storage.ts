import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { Storage, UpdateStorageBody } from './storage';

/** Updates one of the caller's storages (an Administrator: any); another's answers 404. */
export const updateStorage = defineEndpoint({
  method: 'PUT',
  path: '/api/logistics/storages/updateStorage',
  summary: 'Atualiza um armazém e suas cidades',
  tags: ['storages'],
  auth: true,
  permission: Permission.PEDIDOS,
  body: UpdateStorageBody,
  response: envelope(Storage),
});
