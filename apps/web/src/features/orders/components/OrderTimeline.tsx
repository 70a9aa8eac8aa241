import type { ReactNode } from 'react';
import { Text, Timeline } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconPackage, IconReceipt, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { OrderStatus, type Order } from '@clube/contract/orders';
import { formatDateTime } from '../../../lib/format';

interface Step {
  label: string;
  at: string | null;
  icon: ReactNode;
  color?: string;
}

/**
 * Where the order stands: placed, paid, delivered, or cancelled, with the dates the order keeps
 * (docs/marketplace.md#orders-on-screen). The club records no shipping of its own: the seller
 * marks the order delivered when it arrives.
 */
export function orderSteps(
  o: Pick<Order, 'Status' | 'Created' | 'PaidOn' | 'DeliveredOn' | 'CancelledOn'> & Partial<Pick<Order, 'WithdrawnOn' | 'ReturnedOn'>>,
): { steps: Step[]; reached: number } {
  const placed: Step = { label: 'Pedido realizado', at: o.Created, icon: <IconReceipt size={14} /> };
  if (o.Status === OrderStatus.DevolucaoPendente || o.Status === OrderStatus.Devolvido) {
    // The buyer withdrew (CDC art. 49, docs/marketplace.md#withdrawal-of-a-purchase): refunded, then the goods came back.
    const steps: Step[] = [placed, { label: 'Pago', at: o.PaidOn, icon: <IconCheck size={14} /> }];
    if (o.DeliveredOn) steps.push({ label: 'Entregue', at: o.DeliveredOn, icon: <IconPackage size={14} /> });
    steps.push({ label: 'Desistência', at: o.WithdrawnOn ?? null, icon: <IconArrowBackUp size={14} />, color: 'orange' });
    steps.push({ label: 'Devolvido', at: o.ReturnedOn ?? null, icon: <IconPackage size={14} />, color: 'grape' });
    return { steps, reached: o.Status === OrderStatus.Devolvido ? steps.length - 1 : steps.length - 2 };
  }
  if (o.Status === OrderStatus.Cancelado) {
    const steps: Step[] = [placed];
    if (o.PaidOn) steps.push({ label: 'Pago', at: o.PaidOn, icon: <IconCheck size={14} /> });
    steps.push({ label: 'Cancelado', at: o.CancelledOn, icon: <IconX size={14} />, color: 'red' });
    return { steps, reached: steps.length - 1 };
  }
  const steps: Step[] = [
    placed,
    { label: 'Pago', at: o.PaidOn, icon: <IconCheck size={14} /> },
    { label: 'Entregue', at: o.DeliveredOn, icon: o.Status === OrderStatus.Entregue ? <IconPackage size={14} /> : <IconTruckDelivery size={14} /> },
  ];
  const reached = o.Status === OrderStatus.Entregue ? 2 : o.Status === OrderStatus.Pago ? 1 : 0;
  return { steps, reached };
}

export function OrderTimeline({ order }: { order: Order }) {
  const { steps, reached } = orderSteps(order);
  return (
    <div role="group" aria-label="Andamento do pedido">
      <Timeline active={reached} bulletSize={24} lineWidth={2}>
        {steps.map((s) => (
          <Timeline.Item key={s.label} title={s.label} bullet={s.icon} color={s.color}>
            <Text size="xs" c="dimmed">
              {s.at ? formatDateTime(s.at) : '-'}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </div>
  );
}
