import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { text } from '../common/text';
import { Permission } from '../permissions';
import { Category, CATEGORY_NAME_MAX } from './category';

export const GetAllCategoriesRequest = z
  .object({
    ...PagedRequest,
    /** 1 product categories, 2 feature categories; absent: both. */
    Type: z.number().int().min(1, messages.categoryTypeRequired).max(2, messages.categoryTypeRequired).nullish(),
    /** Part of the name, any case. */
    Name: text().trim().max(CATEGORY_NAME_MAX, messages.textTooLong).nullish(),
    /** Every match (at most CATEGORIES_UNPAGED_MAX), for pickers. */
    IgnorePagination: z.boolean().nullish(),
  })
  .strict();
export type GetAllCategoriesRequest = z.input<typeof GetAllCategoriesRequest>;

/** Categories by name (PaginationFilter.Type 1: by Id), 50 a page. Every member may read them. */
export const getAllCategories = defineEndpoint({
  method: 'POST',
  path: '/api/logistics/categories/getAllCategories',
  summary: 'Categorias de produtos e de atributos',
  tags: ['products'],
  auth: true,
  permission: Permission.PEDIDOS,
  body: GetAllCategoriesRequest,
  response: envelope(z.array(Category)),
});
