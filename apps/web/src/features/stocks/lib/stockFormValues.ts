import { z } from 'zod';
import { CreateStockBody, UpdateStockBody, type Stock } from '@clube/contract/stocks';
import { contractIssues } from '../../../lib/contract-issues';

/** The stock modals' values: the storage select holds text, the quantity a number ('' when empty), features their ids as text. */
export interface StockFormValues {
  Name: string;
  StorageId: string;
  Quantity: number | string;
  Features: string[];
}

/** Spec part 2 section 5: the quantity starts at 1. */
export const emptyStockValues: StockFormValues = { Name: '', StorageId: '', Quantity: 1, Features: [] };

export function stockToFormValues(s: Stock): StockFormValues {
  return { Name: s.Name, StorageId: String(s.StorageId), Quantity: s.Quantity, Features: s.StockFeatures.map((f) => String(f.FeatureId)) };
}

/** An empty quantity travels as null, which the contract names required (undefined would take its default of 1). */
const quantityOf = (q: number | string) => (typeof q === 'number' ? q : q.trim() === '' ? null : Number(q));
const featureIds = (ids: string[]) => ids.map(Number);

export const toCreateStockBody = (v: StockFormValues, productId: number) =>
  ({
    Name: v.Name,
    StorageId: Number(v.StorageId) || undefined,
    ProductId: productId,
    Quantity: quantityOf(v.Quantity),
    Features: featureIds(v.Features),
  }) as CreateStockBody;

/** The spec writes the update in lower case: id, name, quantity, features. */
export const toUpdateStockBody = (v: StockFormValues, id: number) =>
  ({ id, name: v.Name, quantity: quantityOf(v.Quantity), features: featureIds(v.Features) }) as UpdateStockBody;

const shape = z.object({ Name: z.string(), StorageId: z.string(), Quantity: z.union([z.number(), z.string()]), Features: z.array(z.string()) });

/** Create: name, storage and quantity (minimum 1) as the contract's CreateStockBody says. */
export const createStockFormSchema = (productId: number) =>
  shape.superRefine(contractIssues(CreateStockBody, (v: StockFormValues) => toCreateStockBody(v, productId)));

/** Update: name and quantity (minimum 1); the storage does not change. */
export const updateStockFormSchema = (id: number) =>
  shape.superRefine(
    contractIssues(UpdateStockBody, (v: StockFormValues) => toUpdateStockBody(v, id), { name: 'Name', quantity: 'Quantity', features: 'Features' }),
  );
