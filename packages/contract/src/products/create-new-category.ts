import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { Category, categoryName, categoryType } from './category';

export const CreateCategoryRequest = z.object({ Name: categoryName(), Type: categoryType() }).strict();
export type CreateCategoryRequest = z.input<typeof CreateCategoryRequest>;

/** Administrators only (docs/marketplace.md#categories-and-features). */
export const createNewCategory = defineEndpoint({
  method: 'POST',
  path: '/api/logistics/categories/createNewCategory',
  summary: 'Operador: cria uma categoria',
  tags: ['products', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_CATALOG,
  adminOnly: true,
  body: CreateCategoryRequest,
  response: envelope(Category),
});
