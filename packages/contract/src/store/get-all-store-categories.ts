import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { StoreParams } from './store';

export const StoreCategory = z.object({ Id: z.number().int(), Name: z.string() });
export type StoreCategory = z.infer<typeof StoreCategory>;

/** The product categories (Type 1) that hold at least one product of the store, by name: its category filter. */
export const getAllStoreCategories = defineEndpoint({
  method: 'GET',
  path: '/api/store/public/getAllStoreCategories/:username',
  summary: 'Categorias dos produtos da loja pública de um sócio',
  tags: ['store'],
  auth: false,
  params: StoreParams,
  response: envelope(z.array(StoreCategory)),
});
