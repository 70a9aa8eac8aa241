import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { text } from '../common/text';
import { Permission } from '../permissions';
import { Order, OrderIdInput } from './order';

export const ORDERS_PAGE_SIZE = 50;

/**
 * The spec's order list query. GetClientsOrders false: the caller's purchases ('Seus Pedidos');
 * true: the orders of his products ('Pedidos dos Seus Clientes'). GetMoreDetails fills OrderItems.
 * Filters: an order id, or the other party's username (prefix). Newest first unless
 * PaginationFilter.OrderByDescending is false; 50 a page.
 */
export const GetAllOrdersRequest = z
  .object({
    ...PagedRequest,
    GetMoreDetails: z.boolean().nullish(),
    OrderStatus: z.number().int().min(0).max(5).nullish(),
    OrderType: z.union([z.literal(4), z.literal(5)]).nullish(),
    GetClientsOrders: z.boolean().nullish(),
    Filters: z
      .object({
        OrderId: OrderIdInput.nullish(),
        Username: text().trim().max(100, messages.orderFilterUsernameMax).nullish(),
      })
      .strict()
      .nullish(),
  })
  .strict();
export type GetAllOrdersRequest = z.input<typeof GetAllOrdersRequest>;

export const getAllOrders = defineEndpoint({
  method: 'POST',
  path: '/api/store/orders/getAllOrders',
  summary: 'Pedidos do sócio (compras) ou dos seus clientes (vendas), 50 por página',
  tags: ['orders'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: GetAllOrdersRequest,
  response: envelope(z.array(Order)),
});
