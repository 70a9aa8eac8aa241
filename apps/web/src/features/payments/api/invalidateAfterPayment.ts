import type { QueryClient } from '@tanstack/react-query';
import { AUTH_USER_DATA_KEY } from '../../accounts';
import { invoicesKeys } from '../../invoices';
import { ledgerKeys } from '../../ledger';
import { subscriptionsKeys } from '../../subscriptions';

/** A payment changes invoices (lists, the one by token), the wallet and the member (status, pending invoices). */
export function invalidateAfterPayment(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: invoicesKeys.all }),
    qc.invalidateQueries({ queryKey: ledgerKeys.all }),
    qc.invalidateQueries({ queryKey: AUTH_USER_DATA_KEY }),
    // A paid invoice type 6 pays a subscription's period (docs/plans.md#subscriptions).
    qc.invalidateQueries({ queryKey: subscriptionsKeys.all }),
  ]);
}
