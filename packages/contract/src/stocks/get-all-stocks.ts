import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { Stock } from './stock';

/** The stocks of the caller's products (an Administrator: of the club's products), newest first. */
export const getAllStocks = defineEndpoint({
  method: 'GET',
  path: '/api/logistics/stocks/getAllStocks',
  summary: 'Estoques dos produtos do usuário',
  tags: ['stocks'],
  auth: true,
  permission: Permission.PEDIDOS,
  response: envelope(z.array(Stock)),
});
