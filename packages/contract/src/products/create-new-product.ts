import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { ProductListEntry } from './product';

/**
 * multipart/form-data: the fields of CreateProductForm (product-form.ts) and up to 5 image files.
 * A member's product starts Pendente; an Administrator's is the club's own and accepted at once.
 * Answers 'Produto criado com Sucesso.' with the product.
 */
export const createNewProduct = defineEndpoint({
  method: 'POST',
  path: '/api/logistics/products/createNewProduct',
  summary: 'Cadastra um produto (multipart/form-data, com imagens)',
  tags: ['products'],
  auth: true,
  permission: Permission.PEDIDOS,
  response: envelope(ProductListEntry),
});
