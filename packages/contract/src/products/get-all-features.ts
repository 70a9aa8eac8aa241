import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { Feature } from './feature';

/** Every feature, by category name then feature name (the stock modal groups them by category). */
export const getAllFeatures = defineEndpoint({
  method: 'GET',
  path: '/api/logistics/features/getAllFeatures',
  summary: 'Atributos (cor, tamanho...) com as suas categorias',
  tags: ['products'],
  auth: true,
  permission: Permission.PEDIDOS,
  response: envelope(z.array(Feature)),
});
