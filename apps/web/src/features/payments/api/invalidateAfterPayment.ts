import type { QueryClient } from '@tanstack/react-query';
import { AUTH_USER_DATA_KEY } from '../../accounts';

/** A payment changes invoices (lists, the one by token), the wallet and the member (status, pending invoices). */
export function invalidateAfterPayment(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: ['invoices'] }),
    qc.invalidateQueries({ queryKey: ['ledger'] }),
    qc.invalidateQueries({ queryKey: AUTH_USER_DATA_KEY }),
  ]);
}
