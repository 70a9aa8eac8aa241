import { Button, Group } from '@mantine/core';
import { messages } from '@clube/contract';
import { OrderStatus, type Order } from '@clube/contract/orders';
import { formatBRL, formatDate } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';

export interface OrderActions {
  onDetails: (order: Order) => void;
  /** Only in 'Pedidos dos Seus Clientes': the seller marks a Pago order delivered. */
  onDeliver?: (order: Order) => void;
  /** Only in 'Seus Pedidos': the buyer cancels an order still waiting for its payment. */
  onCancel?: (order: Order) => void;
}

export const DELIVER_LABEL = 'Marcar como Entregue';

/** Spec part 2 section 2 (Orders): ID, total, freight, purchase date, coloured status, details. */
export const orderColumns = ({ onDetails, onDeliver, onCancel }: OrderActions): DataTableColumn<Order>[] => [
  { header: 'ID', cell: (o) => o.Id },
  { header: 'Total', align: 'right', nowrap: true, cell: (o) => formatBRL(o.FixedTotalValue) },
  { header: 'Frete', align: 'right', nowrap: true, cell: (o) => formatBRL(o.DeliveryValue) },
  { header: 'Data da Compra', cell: (o) => formatDate(o.Created) },
  { header: 'Status', cell: (o) => <StatusBadge label={o.StatusFormatted} color={o.StatusColor} /> },
  {
    header: '',
    ariaLabel: 'Ações',
    cell: (o) => (
      <Group gap="xs" wrap="nowrap" justify="flex-end">
        <Button size="compact-xs" variant="light" onClick={() => onDetails(o)} aria-label={`Detalhes do pedido ${o.Id}`}>
          Detalhes
        </Button>
        {onDeliver && o.Status === OrderStatus.Pago && (
          <Button size="compact-xs" variant="light" color="blue" onClick={() => onDeliver(o)} aria-label={`${DELIVER_LABEL}: pedido ${o.Id}`}>
            {DELIVER_LABEL}
          </Button>
        )}
        {onCancel && o.Status === OrderStatus.AguardandoPagamento && (
          <Button size="compact-xs" variant="light" color="red" onClick={() => onCancel(o)} aria-label={`${messages.orderCancelButton}: pedido ${o.Id}`}>
            {messages.orderCancelButton}
          </Button>
        )}
      </Group>
    ),
  },
];
