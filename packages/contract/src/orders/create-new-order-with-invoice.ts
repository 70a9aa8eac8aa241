import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { Permission } from '../permissions';
import { orderRequestShape } from './create-new-order-preview';
import { Order } from './order';

export const OrderCreationRequest = z
  .object({
    ...orderRequestShape,
    /** The public store a store client buys in (his sponsor's username); a member buying leaves it empty. */
    StoreUsername: text().trim().max(100, messages.orderStoreNotFound).nullish(),
  })
  .strict();
export type OrderCreationRequest = z.input<typeof OrderCreationRequest>;

/**
 * Places the order: stock reserved, invoice issued (due in 3 days), freight quote frozen, all in one
 * transaction. Answers the order with InvoiceId and InvoiceToken (the payment page).
 */
export const createNewOrderWithInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/store/orders/createNewOrderWithInvoice',
  summary: 'Cria o pedido e a sua fatura',
  tags: ['orders'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: OrderCreationRequest,
  response: envelope(Order),
});
