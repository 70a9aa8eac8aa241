import { useQueryClient } from '@tanstack/react-query';
import { productsKeys } from '../../../products';
import { shopKeys } from '../../../shop';
import { adminKeys } from '../../api/queryKeys';
import { adminProductsKeys } from './queryKeys';

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
