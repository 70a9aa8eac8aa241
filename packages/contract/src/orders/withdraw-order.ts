import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { Order, OrderIdParams } from './order';

/**
 * 'Desistir da compra' (CDC art. 49): Pago or Entregue -> Devolução pendente, by its buyer only, within 7 days of
 * delivery (a service: of payment). The invoice is cancelled and the money goes back by the same means at once
 * (docs/marketplace.md#withdrawal-of-a-purchase).
 */
export const withdrawOrder = defineEndpoint({
  method: 'PUT',
  path: '/api/store/orders/withdrawOrder/:id',
  summary: 'Comprador: desiste de uma compra paga ou entregue dentro de 7 dias (o valor volta pelo mesmo meio)',
  tags: ['orders'],
  auth: true,
  permission: Permission.SIDE_HOME,
  params: OrderIdParams,
  response: envelope(Order),
});

/** 'Confirmar devolução': Devolução pendente -> Devolvido, by the seller only; the stock returns then, once. */
export const confirmOrderReturn = defineEndpoint({
  method: 'PUT',
  path: '/api/store/orders/confirmOrderReturn/:id',
  summary: 'Vendedor: confirma que o produto de uma compra desistida voltou (o estoque é devolvido)',
  tags: ['orders'],
  auth: true,
  permission: Permission.SIDE_HOME,
  params: OrderIdParams,
  response: envelope(Order),
});
