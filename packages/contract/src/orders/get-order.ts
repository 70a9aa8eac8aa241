import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { InvoiceIdInput } from '../payments/balance-payment';
import { Permission } from '../permissions';
import { Order, OrderIdInput } from './order';

export const GetOrderByIdRequest = z.object({ Id: OrderIdInput }).strict();
export type GetOrderByIdRequest = z.input<typeof GetOrderByIdRequest>;

/** Only its buyer and its seller see an order; anyone else gets 404 'Pedido não encontrado.'. */
export const getOrderById = defineEndpoint({
  method: 'POST',
  path: '/api/store/orders/getOrderById',
  summary: 'Um pedido (do comprador ou do vendedor), com os itens',
  tags: ['orders'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: GetOrderByIdRequest,
  response: envelope(Order),
});

export const GetOrderByInvoiceIdRequest = z.object({ InvoiceId: InvoiceIdInput }).strict();
export type GetOrderByInvoiceIdRequest = z.input<typeof GetOrderByInvoiceIdRequest>;

export const getOrderByInvoiceId = defineEndpoint({
  method: 'POST',
  path: '/api/store/orders/getOrderByInvoiceId',
  summary: 'O pedido de uma fatura (do comprador ou do vendedor)',
  tags: ['orders'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: GetOrderByInvoiceIdRequest,
  response: envelope(Order),
});
