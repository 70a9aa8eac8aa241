import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../admin';
import { shopKeys } from '../../shop';
import { adminProductsKeys, productsKeys } from './queryKeys';

/** After an answer to a product: the queue, the audit timelines, and the lists that show the product (shop, seller's). */
export function useInvalidateProductQueue() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: adminProductsKeys.all });
    void qc.invalidateQueries({ queryKey: adminKeys.audit });
    void qc.invalidateQueries({ queryKey: productsKeys.all });
    void qc.invalidateQueries({ queryKey: shopKeys.products });
  };
}
