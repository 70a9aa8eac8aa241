import { describe, expect, it } from 'vitest';
import { DeliveryType, OrderStatus } from '@clube/contract/orders';
import { withdrawalWindow } from './order-withdrawal-window';

/** docs/marketplace.md#withdrawal-of-a-purchase: the 7 days, counted from the day after delivery (a service: payment), in São Paulo. */
const at = (iso: string) => new Date(iso);
// Delivered on 10/03 at 22:30 in São Paulo (01:30 UTC on the 11th): the term runs 11/03 to 17/03, whole.
const deliveredAt = at('2026-03-11T01:30:00Z');
const goods = { status: OrderStatus.Entregue, deliveryType: DeliveryType.Sedex, paidAt: at('2026-03-05T12:00:00Z'), deliveredAt };

describe('the 7 days of a purchase', () => {
  it('goods: until the end of the 7th day after the delivery day, São Paulo time', () => {
    const last = withdrawalWindow(goods, at('2026-03-18T02:59:59Z'));
    expect(last).toEqual({ open: true, deadline: at('2026-03-18T02:59:59.999Z') });
    expect(withdrawalWindow(goods, at('2026-03-18T03:00:00Z')).open).toBe(false);
  });

  it('goods paid but not delivered yet: open, with no deadline (the term has not started)', () => {
    expect(withdrawalWindow({ ...goods, status: OrderStatus.Pago, deliveredAt: null }, at('2026-06-01T12:00:00Z'))).toEqual({ open: true, deadline: null });
  });

  it('a service: from its payment, delivered or not', () => {
    const service = { ...goods, deliveryType: DeliveryType.Services, status: OrderStatus.Pago, deliveredAt: null };
    expect(withdrawalWindow(service, at('2026-03-12T12:00:00Z'))).toEqual({ open: true, deadline: at('2026-03-13T02:59:59.999Z') });
    expect(withdrawalWindow(service, at('2026-03-13T03:00:00Z')).open).toBe(false);
  });

  it('closed for any other status', () => {
    for (const status of [OrderStatus.Cancelado, OrderStatus.AguardandoPagamento, OrderStatus.DevolucaoPendente, OrderStatus.Devolvido]) {
      expect(withdrawalWindow({ ...goods, status }, at('2026-03-12T12:00:00Z'))).toEqual({ open: false, deadline: null });
    }
  });
});
