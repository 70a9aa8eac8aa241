import { DeliveryType, OrderStatus } from '@clube/contract/orders';
import { withdrawalDeadline } from '../../platform/withdrawal-window';
import type { OrderRow } from './orders.repository';

export interface WithdrawalWindow {
  /** Whether the buyer may withdraw now. */
  open: boolean;
  /** Until when; null while goods are not delivered yet (the 7 days have not started) or when it never opens. */
  deadline: Date | null;
}

/**
 * The buyer's 7 days (CDC art. 49, docs/marketplace.md#withdrawal-of-a-purchase): a paid order of
 * goods may be withdrawn from until the end of the 7th day after its delivery (before delivery
 * too: the term has not started); an order of services (delivery type 1, products of type 2: an
 * order holds one kind or the other) from its payment. Any other status: closed.
 */
export function withdrawalWindow(o: Pick<OrderRow, 'status' | 'deliveryType' | 'paidAt' | 'deliveredAt'>, now: Date): WithdrawalWindow {
  if (o.status !== OrderStatus.Pago && o.status !== OrderStatus.Entregue) return { open: false, deadline: null };
  const start = o.deliveryType === DeliveryType.Services ? o.paidAt : o.deliveredAt;
  if (!start) return { open: true, deadline: null };
  const deadline = withdrawalDeadline(start);
  return { open: now.getTime() <= deadline.getTime(), deadline };
}
