import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { Order, OrderIdParams } from './order';

/** Pago -> Entregue, by the seller only ('Pedido atualizado com Sucesso.'). */
export const updateOrderToDelivered = defineEndpoint({
  method: 'PUT',
  path: '/api/store/orders/updateOrderToDelivered/:id',
  summary: 'Vendedor: marca um pedido pago como entregue',
  tags: ['orders'],
  auth: true,
  permission: Permission.SIDE_HOME,
  params: OrderIdParams,
  response: envelope(Order),
});
