const byProducts = ['stocks', 'by-product'] as const;

/** The stocks feature's cache keys: one product's stocks (creations prepend, updates replace in place). */
export const stocksKeys = {
  all: ['stocks'] as const,
  byProducts,
  byProduct: (productId: number) => [...byProducts, productId] as const,
};
