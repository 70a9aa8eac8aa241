import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { CreateStorageBody, Storage } from './storage';

/** Creates a storage in the caller's distribution center (an Administrator: in any). */
export const createNewStorage = defineEndpoint({
  method: 'POST',
  path: '/api/logistics/storages/createNewStorage',
  summary: 'Cria um armazém (Nacional ou Regional, com suas cidades IBGE)',
  tags: ['storages'],
  auth: true,
  permission: Permission.PEDIDOS,
  body: CreateStorageBody,
  response: envelope(Storage),
});
