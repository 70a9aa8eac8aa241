import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { idField } from '../storages/ids';
import { Stock, stockFeatures, stockName, stockQuantity } from './stock';

/**
 * The spec writes this request in lower case ("Update request: id, name, quantity, features").
 * `quantity` is the new available quantity; the storage does not change.
 */
export const UpdateStockBody = z
  .object({
    id: idField(messages.stockNotFound),
    name: stockName(),
    quantity: stockQuantity(),
    features: stockFeatures(),
  })
  .strict();
export type UpdateStockBody = z.input<typeof UpdateStockBody>;

export const updateStock = defineEndpoint({
  method: 'PUT',
  path: '/api/logistics/stocks/updateStock',
  summary: 'Atualiza nome, quantidade disponível e atributos de um estoque',
  tags: ['stocks'],
  auth: true,
  permission: Permission.PEDIDOS,
  body: UpdateStockBody,
  response: envelope(Stock),
});
