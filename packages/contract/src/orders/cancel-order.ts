import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { Order, OrderIdParams } from './order';

/**
 * Aguardando Pagamento -> Cancelado, by its buyer only ('Pedido cancelado com Sucesso.'): the
 * invoice becomes Cancelado and the reserved stock returns at once (docs/marketplace.md#cancelling-an-unpaid-order).
 */
export const cancelOrder = defineEndpoint({
  method: 'PUT',
  path: '/api/store/orders/cancelOrder/:id',
  summary: 'Comprador: cancela um pedido ainda não pago (a fatura é cancelada e o estoque volta)',
  tags: ['orders'],
  auth: true,
  permission: Permission.SIDE_HOME,
  params: OrderIdParams,
  response: envelope(Order),
});
