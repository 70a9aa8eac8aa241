import { z } from 'zod';
import { messages } from '../common/messages';
import { text } from '../common/text';

export const CATEGORY_NAME_MAX = 100;
/** IgnorePagination answers at most this many categories (the product form's picker). */
export const CATEGORIES_UNPAGED_MAX = 1000;

/** A category: Type 1 groups products, Type 2 groups features (Cor, Tamanho...). */
export const Category = z.object({
  Id: z.number().int(),
  Type: z.number().int(),
  TypeFormatted: z.string(),
  Name: z.string(),
});
export type Category = z.infer<typeof Category>;

export const categoryName = () =>
  text({ error: messages.categoryNameRequired })
    .trim()
    .min(1, { error: messages.categoryNameRequired, abort: true })
    .max(CATEGORY_NAME_MAX, messages.textTooLong);

export const categoryType = () =>
  z
    .number({ error: messages.categoryTypeRequired })
    .int(messages.categoryTypeRequired)
    .min(1, messages.categoryTypeRequired)
    .max(2, messages.categoryTypeRequired);
