import { ProductFilter, ProductFilterType, type ProductFilter as ProductFilterInput } from '@clube/contract/products';

export const DEFAULT_FILTER_KIND = String(ProductFilterType.Name);

/**
 * The filter to send for a kind and its (debounced) text: none while the text is blank (spec part
 * 2 section 5); a number the contract cannot read gives its message instead of a request.
 */
export function toProductFilter(kind: string, text: string): { filter: ProductFilterInput | null; error?: string } {
  const value = text.trim();
  if (!value) return { filter: null };
  const filter = { Type: Number(kind), Value: value };
  const parsed = ProductFilter.safeParse(filter);
  if (!parsed.success) return { filter: null, error: parsed.error.issues[0]?.message };
  return { filter };
}
