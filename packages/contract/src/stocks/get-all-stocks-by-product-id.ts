import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { IdParams } from '../storages/ids';
import { Stock } from './stock';

/** A product's stocks, newest first: only its owner or an Administrator; another's product answers 404. */
export const getAllStocksByProductId = defineEndpoint({
  method: 'GET',
  path: '/api/logistics/stocks/getAllStocksByProductId/:id',
  summary: 'Estoques de um produto',
  tags: ['stocks'],
  auth: true,
  permission: Permission.PEDIDOS,
  params: IdParams,
  response: envelope(z.array(Stock)),
});
