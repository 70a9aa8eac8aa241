import { z } from 'zod';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { idField } from '../storages/ids';

/** Most units one stock row holds (ours: keeps every sum of quantities inside a PostgreSQL integer). */
export const MAX_STOCK_QUANTITY = 1_000_000;
/** Most features one stock carries (Cor, Tamanho, Voltagem...). */
export const MAX_STOCK_FEATURES = 20;
/** Most stock rows one product keeps (features × storages). */
export const MAX_STOCKS_PER_PRODUCT = 500;

export const StockFeature = z.object({
  FeatureId: z.number().int(),
  Feature: z.object({
    Id: z.number().int(),
    Name: z.string(),
    Category: z.object({ Id: z.number().int(), Name: z.string() }),
  }),
});
export type StockFeature = z.infer<typeof StockFeature>;

/** A stock as the API answers it: Quantity is what can still be sold (on hand minus reserved). */
export const Stock = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Quantity: z.number().int(),
  Storage: z.object({ Name: z.string() }),
  ProductId: z.number().int(),
  StorageId: z.number().int(),
  StockFeatures: z.array(StockFeature),
});
export type Stock = z.infer<typeof Stock>;

const quantityMax = messages.stockQuantityMax(MAX_STOCK_QUANTITY.toLocaleString('pt-BR'));

/** Quantity: a whole number from 1 to MAX_STOCK_QUANTITY (spec: minimum 1). */
export const stockQuantity = () =>
  z
    .number({ error: (iss) => (iss.input === undefined || iss.input === null ? messages.stockQuantityRequired : messages.stockQuantityMin) })
    .int(messages.stockQuantityMin)
    .min(1, messages.stockQuantityMin)
    .max(MAX_STOCK_QUANTITY, quantityMax);

export const stockName = () => text({ error: messages.stockNameRequired }).trim().min(1, messages.stockNameRequired).max(120, messages.textTooLong);

/** Feature ids; repeated ids count once. */
export const stockFeatures = () =>
  z
    .array(idField(messages.stockFeatureNotFound))
    .max(MAX_STOCK_FEATURES, messages.stockFeaturesLimit(MAX_STOCK_FEATURES))
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]);
