import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { idField } from '../storages/ids';
import { Stock, stockFeatures, stockName, stockQuantity } from './stock';

/** Spec part 2 section 5: name and storage required; quantity minimum 1, default 1. */
export const CreateStockBody = z
  .object({
    Name: stockName(),
    StorageId: idField(messages.storageRequired),
    ProductId: idField(messages.stockProductRequired),
    Quantity: stockQuantity().default(1),
    Features: stockFeatures(),
  })
  .strict();
export type CreateStockBody = z.input<typeof CreateStockBody>;

/** Creates a stock of a product in a storage of its owner's distribution center. */
export const createNewStock = defineEndpoint({
  method: 'POST',
  path: '/api/logistics/stocks/createNewStock',
  summary: 'Cria um estoque de um produto em um armazém',
  tags: ['stocks'],
  auth: true,
  permission: Permission.PEDIDOS,
  body: CreateStockBody,
  response: envelope(Stock),
});
