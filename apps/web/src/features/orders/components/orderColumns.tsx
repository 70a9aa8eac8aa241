import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '@clube/contract';
import { OrderStatus, type Order } from '@clube/contract/orders';
import { formatBRL, formatDate } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { paymentUrl } from '../../invoices';

export interface OrderActions {
  /** 'Pedidos dos Seus Clientes': who bought, beside what. */
  clients?: boolean;
  onDetails: (order: Order) => void;
  /** Only in 'Pedidos dos Seus Clientes': the seller marks a Pago order delivered. */
  onDeliver?: (order: Order) => void;
  /** Only in 'Seus Pedidos': the buyer cancels an order still waiting for its payment. */
  onCancel?: (order: Order) => void;
  /** Only in 'Seus Pedidos': the buyer withdraws from a paid order inside his 7 days (CanWithdraw, from the API). */
  onWithdraw?: (order: Order) => void;
  /** Only in 'Pedidos dos Seus Clientes': the seller confirms that a withdrawn order's goods came back. */
  onConfirmReturn?: (order: Order) => void;
}

export const DELIVER_LABEL = 'Marcar como Entregue';

/** The products of an order (the list is asked with its items), each once, in the order's order. */
export const productNames = (o: Order) => [...new Set(o.OrderItems.map((i) => i.Product.Name))].join(', ');

/**
 * Spec part 2 section 2 (Orders): ID, total, freight, purchase date, coloured status, details; and
 * what was bought, the client who bought it (his clients' tab) and, on an order waiting for its
 * payment, its invoice to pay (docs/marketplace.md#orders-on-screen).
 */
export const orderColumns = ({ clients = false, onDetails, onDeliver, onCancel, onWithdraw, onConfirmReturn }: OrderActions): DataTableColumn<Order>[] => [
  { header: 'ID', cell: (o) => o.Id },
  {
    header: 'Produtos',
    cell: (o) => (
      <Text size="sm" lineClamp={2} maw={260}>
        {productNames(o) || '-'}
      </Text>
    ),
  },
  ...(clients ? [{ header: 'Cliente', cell: (o: Order) => o.User.Name }] : []),
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
        {!clients && o.Status === OrderStatus.AguardandoPagamento && o.InvoiceToken && (
          <Button size="compact-xs" component={Link} to={paymentUrl(o.InvoiceToken)} aria-label={`${messages.payInvoice}: pedido ${o.Id}`}>
            {messages.payInvoice}
          </Button>
        )}
        {onCancel && o.Status === OrderStatus.AguardandoPagamento && (
          <Button size="compact-xs" variant="light" color="red" onClick={() => onCancel(o)} aria-label={`${messages.orderCancelButton}: pedido ${o.Id}`}>
            {messages.orderCancelButton}
          </Button>
        )}
        {onWithdraw && o.CanWithdraw && (
          <Button size="compact-xs" variant="light" color="orange" onClick={() => onWithdraw(o)} aria-label={`${messages.orderWithdrawButton}: pedido ${o.Id}`}>
            {messages.orderWithdrawButton}
          </Button>
        )}
        {onConfirmReturn && o.Status === OrderStatus.DevolucaoPendente && (
          <Button
            size="compact-xs"
            variant="light"
            color="grape"
            onClick={() => onConfirmReturn(o)}
            aria-label={`${messages.orderReturnButton}: pedido ${o.Id}`}
          >
            {messages.orderReturnButton}
          </Button>
        )}
      </Group>
    ),
  },
];
