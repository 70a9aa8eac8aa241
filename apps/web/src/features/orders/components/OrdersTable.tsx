import { useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import type { Order } from '@clube/contract/orders';
import { toastSuccess } from '../../../lib/notify';
import { DataTable } from '../../../ui/DataTable';
import { ordersQueryOptions, ordersRequest } from '../api/ordersQueryOptions';
import { useCancelOrder } from '../api/useCancelOrder';
import { useConfirmOrderReturn } from '../api/useConfirmOrderReturn';
import { useWithdrawOrder } from '../api/useWithdrawOrder';
import { useUpdateOrderToDelivered } from '../api/useUpdateOrderToDelivered';
import { orderColumns } from './orderColumns';
import { OrderDetailsModal } from './OrderDetailsModal';

/**
 * One tab of /marketplace/orders: the member's purchases, where an unpaid one can be cancelled
 * after a confirmation (docs/marketplace.md#cancelling-an-unpaid-order), or (clients) the orders of
 * his products, where a Pago order can be marked delivered after the spec's confirmation (part 2
 * section 4). The buyer withdraws from a paid order inside his 7 days, and the seller confirms the
 * return (docs/marketplace.md#withdrawal-of-a-purchase), each after a confirmation.
 */
export function OrdersTable({ clients }: { clients: boolean }) {
  const [page, setPage] = useState(1);
  const [detailsOf, setDetailsOf] = useState<number | null>(null);
  const list = useQuery(ordersQueryOptions(ordersRequest(clients, page)));
  const { mutate: markDelivered } = useUpdateOrderToDelivered();
  const { mutate: cancel } = useCancelOrder();
  const { mutate: withdraw } = useWithdrawOrder();
  const { mutate: confirmReturn } = useConfirmOrderReturn();

  const columns = useMemo(() => {
    const confirmDelivered = (order: Order) =>
      modals.openConfirmModal({
        title: 'Atualizar status do Pedido',
        centered: true,
        children: <Text size="sm">{messages.orderDeliveredConfirm}</Text>,
        labels: { confirm: 'Confirmar', cancel: messages.closeButton },
        onConfirm: () => markDelivered(order.Id, { onSuccess: () => toastSuccess(messages.orderUpdated) }),
      });
    const confirmCancel = (order: Order) =>
      modals.openConfirmModal({
        title: `${messages.orderCancelTitle} #${order.Id}`,
        centered: true,
        children: <Text size="sm">{messages.orderCancelConfirm}</Text>,
        labels: { confirm: messages.orderCancelConfirmButton, cancel: messages.closeButton },
        confirmProps: { color: 'red' },
        onConfirm: () => cancel(order.Id, { onSuccess: () => toastSuccess(messages.orderCancelled) }),
      });
    // CDC art. 49 (docs/marketplace.md#withdrawal-of-a-purchase): the buyer's 7 days, the seller's return.
    const confirmWithdraw = (order: Order) =>
      modals.openConfirmModal({
        title: messages.orderWithdrawTitle(order.Id),
        centered: true,
        children: <Text size="sm">{messages.orderWithdrawConfirm}</Text>,
        labels: { confirm: messages.orderWithdrawConfirmButton, cancel: messages.closeButton },
        confirmProps: { color: 'orange' },
        onConfirm: () => withdraw(order.Id, { onSuccess: () => toastSuccess(messages.orderWithdrawn) }),
      });
    const confirmReturned = (order: Order) =>
      modals.openConfirmModal({
        title: messages.orderReturnTitle(order.Id),
        centered: true,
        children: <Text size="sm">{messages.orderReturnConfirm}</Text>,
        labels: { confirm: messages.orderReturnButton, cancel: messages.closeButton },
        onConfirm: () => confirmReturn(order.Id, { onSuccess: () => toastSuccess(messages.orderReturnConfirmed) }),
      });
    return orderColumns({
      clients,
      onDetails: (o) => setDetailsOf(o.Id),
      onDeliver: clients ? confirmDelivered : undefined,
      onCancel: clients ? undefined : confirmCancel,
      onWithdraw: clients ? undefined : confirmWithdraw,
      onConfirmReturn: clients ? confirmReturned : undefined,
    });
  }, [clients, markDelivered, cancel, withdraw, confirmReturn]);

  return (
    <>
      <DataTable
        columns={columns}
        rows={list.data?.orders}
        rowKey={(o) => o.Id}
        minWidth={clients ? 860 : 760}
        loading={list.isPending}
        pagination={list.data?.pagination}
        page={page}
        onPageChange={setPage}
        framed={false}
      />
      <OrderDetailsModal orderId={detailsOf} onClose={() => setDetailsOf(null)} />
    </>
  );
}
