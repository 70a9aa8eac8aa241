import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { IdParams } from '../storages/ids';

/** Deletes one image of a product: only its owner or an Administrator; another's answers 404. */
export const deleteProductImage = defineEndpoint({
  method: 'DELETE',
  path: '/api/logistics/products/deleteProductImage/:id',
  summary: 'Remove uma imagem de um produto',
  tags: ['products'],
  auth: true,
  permission: Permission.PEDIDOS,
  params: IdParams,
  response: envelope(z.null()),
});
