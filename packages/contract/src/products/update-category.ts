import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { idField } from '../storages/ids';
import { Category, categoryName, categoryType } from './category';

/** Renames a category; its Type changes only while nothing uses it. */
export const UpdateCategoryRequest = z.object({ Id: idField(messages.categoryNotFound), Name: categoryName(), Type: categoryType().nullish() }).strict();
export type UpdateCategoryRequest = z.input<typeof UpdateCategoryRequest>;

/** Administrators only (docs/marketplace.md#categories-and-features). */
export const updateCategory = defineEndpoint({
  method: 'PUT',
  path: '/api/logistics/categories/updateCategory',
  summary: 'Operador: atualiza uma categoria',
  tags: ['products', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_CATALOG,
  adminOnly: true,
  body: UpdateCategoryRequest,
  response: envelope(Category),
});
