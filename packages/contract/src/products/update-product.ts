import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { ProductListEntry } from './product';

/**
 * multipart/form-data: the fields of UpdateProductForm (with Id) and new image files (the product
 * keeps at most 5). Only the owner or an Administrator; a seller's edit of a product that is not
 * Pendente sends it back to Pendente. Answers 'Produto atualizado com Sucesso.'.
 */
export const updateProduct = defineEndpoint({
  method: 'PUT',
  path: '/api/logistics/products/updateProduct',
  summary: 'Atualiza um produto (multipart/form-data, imagens novas somam às existentes)',
  tags: ['products'],
  auth: true,
  permission: Permission.PEDIDOS,
  response: envelope(ProductListEntry),
});
