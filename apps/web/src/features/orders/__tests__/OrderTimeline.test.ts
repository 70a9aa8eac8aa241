import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@clube/contract/orders';
import { orderSteps } from '../components/OrderTimeline';

const base = { Created: '2026-03-10T15:00:00.000Z', PaidOn: null, DeliveredOn: null, CancelledOn: null };
const summary = (o: Parameters<typeof orderSteps>[0]) => {
  const { steps, reached } = orderSteps(o);
  return { steps: steps.map((s) => [s.label, s.at]), reached };
};

describe('an order’s timeline', () => {
  it('runs placed, paid, delivered, up to where the order stands', () => {
    expect(summary({ ...base, Status: OrderStatus.AguardandoPagamento })).toEqual({
      steps: [
        ['Pedido realizado', base.Created],
        ['Pago', null],
        ['Entregue', null],
      ],
      reached: 0,
    });
    const delivered = { ...base, Status: OrderStatus.Entregue, PaidOn: '2026-03-10T16:00:00.000Z', DeliveredOn: '2026-03-14T10:00:00.000Z' };
    expect(summary(delivered)).toEqual({
      steps: [
        ['Pedido realizado', base.Created],
        ['Pago', delivered.PaidOn],
        ['Entregue', delivered.DeliveredOn],
      ],
      reached: 2,
    });
  });

  it('ends at Cancelado, with its date, after the payment when there was one', () => {
    const cancelled = { ...base, Status: OrderStatus.Cancelado, CancelledOn: '2026-03-11T09:00:00.000Z' };
    expect(summary(cancelled)).toEqual({
      steps: [
        ['Pedido realizado', base.Created],
        ['Cancelado', cancelled.CancelledOn],
      ],
      reached: 1,
    });
    expect(summary({ ...cancelled, PaidOn: '2026-03-10T16:00:00.000Z' }).steps.map(([l]) => l)).toEqual(['Pedido realizado', 'Pago', 'Cancelado']);
  });
});
