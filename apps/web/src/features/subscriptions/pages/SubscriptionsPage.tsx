import { useState } from 'react';
import { Box, SimpleGrid, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import type { Subscription } from '@clube/contract/subscriptions';
import { toastSuccess } from '../../../lib/notify';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingRing } from '../../../ui/LoadingRing';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { Pagination } from '../../../ui/Pagination';
import { subscriptionsQueryOptions } from '../api/subscriptionsQueryOptions';
import { userSubscriptionsQueryOptions } from '../api/userSubscriptionsQueryOptions';
import { useCancelSubscription, useNewUserSubscription } from '../api/useSubscriptionMutations';
import { SubscribeModal } from '../components/SubscribeModal';
import { SubscriptionCard } from '../components/SubscriptionCard';

/** Its reads start while the page's chunk loads (router). */
export function prefetch(client: QueryClient) {
  void client.prefetchQuery(subscriptionsQueryOptions(1));
  void client.prefetchQuery(userSubscriptionsQueryOptions());
}

/**
 * /plans/subscriptions (spec part 2 §2, §4, §8): the subscriptions as cards with the member's
 * status; subscribing issues an invoice to pay (the card then offers 'Pagar Fatura'); cancelling is
 * final and asks first (docs/plans.md#subscriptions).
 */
export default function SubscriptionsPage() {
  const [page, setPage] = useState(1);
  const [choosing, setChoosing] = useState<Subscription | null>(null);
  // The page shown stays until the next one is in (no loading ring between pages).
  const list = useQuery({ ...subscriptionsQueryOptions(page), placeholderData: keepPreviousData });
  const mine = useQuery(userSubscriptionsQueryOptions());
  const subscribe = useNewUserSubscription();
  const cancel = useCancelSubscription();

  const confirmSubscribe = (s: Subscription) =>
    subscribe.mutate(s.Id, {
      onSuccess: ({ message }) => {
        setChoosing(null);
        toastSuccess(message ?? messages.subscriptionSubscribed);
      },
    });

  const confirmCancel = (s: Subscription) =>
    modals.openConfirmModal({
      title: messages.subscriptionCancelButton,
      centered: true,
      children: <Text size="sm">{messages.subscriptionCancelConfirm}</Text>,
      labels: { confirm: messages.subscriptionCancelConfirmButton, cancel: messages.closeButton },
      confirmProps: { color: 'red' },
      onConfirm: () => cancel.mutate(s.Id, { onSuccess: ({ message }) => toastSuccess(message ?? messages.subscriptionCancelled) }),
    });

  const subscriptions = list.data?.subscriptions;
  // Until the member's subscriptions are known (or when they failed), no card shows a status or
  // offers a button that might be the wrong one.
  const busy = !mine.isSuccess || subscribe.isPending || cancel.isPending;
  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title={messages.subscriptionsTitle} backTo="/plans" />
      {list.isPending ? (
        <LoadingRing />
      ) : !subscriptions || subscriptions.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {subscriptions.map((s) => (
              <SubscriptionCard
                key={s.Id}
                subscription={s}
                mine={mine.data?.find((u) => u.SubscriptionId === s.Id)}
                statusKnown={mine.isSuccess}
                busy={busy}
                onSubscribe={setChoosing}
                onCancel={confirmCancel}
              />
            ))}
          </SimpleGrid>
          <Pagination page={page} totalPages={list.data?.pagination?.TotalPages ?? 1} onChange={setPage} />
        </>
      )}
      <SubscribeModal subscription={choosing} saving={subscribe.isPending} onClose={() => setChoosing(null)} onConfirm={confirmSubscribe} />
    </Box>
  );
}
