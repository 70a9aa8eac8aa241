import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cancelSubscription, newUserSubscription, type UserSubscription } from '@clube/contract/subscriptions';
import { call } from '../../../lib/api';
import { accountsKeys } from '../../accounts';
import { invoicesKeys } from '../../invoices';
import { subscriptionsKeys } from './queryKeys';

/**
 * The answer replaces the member's subscription of that subscription at once (the card turns
 * without waiting); then the cards, his invoices and his pending invoice count (home) reload.
 */
function settle(qc: QueryClient, changed: UserSubscription) {
  qc.setQueryData<UserSubscription[]>(subscriptionsKeys.mine, (mine) => [...(mine ?? []).filter((s) => s.SubscriptionId !== changed.SubscriptionId), changed]);
  void qc.invalidateQueries({ queryKey: subscriptionsKeys.all });
  void qc.invalidateQueries({ queryKey: invoicesKeys.all });
  void qc.invalidateQueries({ queryKey: accountsKeys.authUserData });
}

/** Subscribes to subscription `id`; its first invoice is issued at once (PendingInvoiceToken). */
export function useNewUserSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const res = await call(newUserSubscription, { params: { id: String(id) } });
      return { subscription: res.Data, message: res.Message };
    },
    onSuccess: ({ subscription }) => settle(qc, subscription),
  });
}

/** Cancels the member's live subscription of subscription `id`, for good, with its open invoices. */
export function useCancelSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const res = await call(cancelSubscription, { params: { id: String(id) } });
      return { subscription: res.Data, message: res.Message };
    },
    onSuccess: ({ subscription }) => settle(qc, subscription),
  });
}
