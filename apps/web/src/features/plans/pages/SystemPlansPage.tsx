import { useState } from 'react';
import { Box, SimpleGrid, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '@clube/contract';
import type { Plan } from '@clube/contract/entities';
import { toastSuccess } from '../../../lib/notify';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingRing } from '../../../ui/LoadingRing';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { Pagination } from '../../../ui/Pagination';
import { authUserDataQueryOptions } from '../../accounts';
import { paymentUrl } from '../../invoices';
import { pendingPlanQueryOptions } from '../api/pendingPlanQueryOptions';
import { plansQueryOptions } from '../api/plansQueryOptions';
import { useCancelChangePlan } from '../api/useCancelChangePlan';
import { useChangePlan } from '../api/useChangePlan';
import { AdhesionWithdrawal } from '../components/AdhesionWithdrawal';
import { ChangePlanModal } from '../components/ChangePlanModal';
import { SystemPlanCard } from '../components/SystemPlanCard';

/** Its reads start while the page's chunk loads (router). */
export function prefetch(client: QueryClient) {
  void client.prefetchQuery(plansQueryOptions(1));
  void client.prefetchQuery(pendingPlanQueryOptions());
}

/**
 * /plans/system-plans (spec part 2 §2, §4): the plans as cards; the member's plan is 'Plano Atual';
 * another plan can be asked for (an invoice to pay), one pending change at a time, which can be
 * cancelled after a confirmation (docs/plans.md#plan-changes). A new member within 7 days of paying
 * his adhesion may withdraw from it here (docs/club.md#withdrawal-of-the-adhesion).
 */
export default function SystemPlansPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [choosing, setChoosing] = useState<Plan | null>(null);
  const list = useQuery(plansQueryOptions(page));
  const me = useQuery(authUserDataQueryOptions());
  const pending = useQuery(pendingPlanQueryOptions());
  const change = useChangePlan();
  const cancel = useCancelChangePlan();

  const currentPlanId = me.data?.ActivePlan?.Id ?? null;
  const pendingChange = pending.data ?? null;
  // Until the member's plan and his pending change are known, no change can be asked for.
  const unknown = me.isPending || pending.isPending;

  const confirmChange = (plan: Plan) =>
    change.mutate(plan.Id, {
      onSuccess: ({ change: created, message }) => {
        setChoosing(null);
        toastSuccess(message ?? messages.planChangeRequested);
        navigate(paymentUrl(created.Invoice.Token));
      },
    });

  const confirmCancel = () =>
    modals.openConfirmModal({
      title: messages.planChangeCancelButton,
      centered: true,
      children: <Text size="sm">{messages.planChangeCancelConfirm}</Text>,
      labels: { confirm: 'Confirmar', cancel: messages.closeButton },
      confirmProps: { color: 'red' },
      onConfirm: () => cancel.mutate(undefined, { onSuccess: ({ message }) => toastSuccess(message ?? messages.planChangeCancelled) }),
    });

  const plans = list.data?.plans;
  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title={messages.systemPlansTitle} backTo="/plans" />
      <AdhesionWithdrawal />
      {list.isPending ? (
        <LoadingRing />
      ) : !plans || plans.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {plans.map((plan) => {
              const isPending = pendingChange?.PlanId === plan.Id;
              return (
                <SystemPlanCard
                  key={plan.Id}
                  plan={plan}
                  current={plan.Id === currentPlanId}
                  pending={isPending}
                  blocked={unknown || pendingChange !== null || change.isPending}
                  payUrl={isPending ? paymentUrl(pendingChange!.Invoice.Token) : undefined}
                  busy={isPending && cancel.isPending}
                  onChange={setChoosing}
                  onCancelChange={confirmCancel}
                />
              );
            })}
          </SimpleGrid>
          <Pagination page={page} totalPages={list.data?.pagination?.TotalPages ?? 1} onChange={setPage} />
        </>
      )}
      <ChangePlanModal plan={choosing} saving={change.isPending} onClose={() => setChoosing(null)} onConfirm={confirmChange} />
    </Box>
  );
}
