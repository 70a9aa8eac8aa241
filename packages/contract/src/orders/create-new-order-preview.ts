import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { DeliveryTypeInput, idInput } from './order';

export const MAX_ORDER_ITEMS = 50;
export const MAX_ITEM_QUANTITY = 9_999;
export const MAX_ITEM_FEATURES = 20;

/** Spec section 5: zero, negative or not a number is 'Quantidade de itens não pode ser igual a 0.'. */
export const ItemQuantityInput = z
  .number({ error: messages.orderQuantityZero })
  .min(1, messages.orderQuantityZero)
  .int(messages.orderQuantityInteger)
  .max(MAX_ITEM_QUANTITY, messages.orderQuantityMax);

/** One cart line: the product, how many, and the feature ids of the stock option chosen. */
export const OrderItemInput = z
  .object({
    ProductId: idInput(messages.orderProductInvalid),
    Quantity: ItemQuantityInput,
    ItemsFeatures: z.array(idInput(messages.orderFeatureInvalid)).max(MAX_ITEM_FEATURES, messages.orderFeaturesMax).nullish(),
  })
  .strict();
export type OrderItemInput = z.input<typeof OrderItemInput>;

export const orderRequestShape = {
  Items: z.array(OrderItemInput, { error: messages.orderItemsRequired }).min(1, messages.orderItemsRequired).max(MAX_ORDER_ITEMS, messages.orderItemsMax),
  /** Unset: Sedex for products, Services for services (spec section 9). */
  DeliveryType: DeliveryTypeInput.nullish(),
  DeliveryAddressId: idInput(messages.orderAddressRequired),
};

export const OrderPreviewRequest = z.object(orderRequestShape).strict();
export type OrderPreviewRequest = z.input<typeof OrderPreviewRequest>;

/** A delivery service the order may use; Value (reais) and Days are the quote's (0 and null when free or to be combined). */
export const DeliveryService = z.object({
  Id: z.number().int(),
  Type: z.number().int(),
  Title: z.string(),
  Value: z.number(),
  Days: z.number().int().nullable(),
});
export type DeliveryService = z.infer<typeof DeliveryService>;

/**
 * What the order would cost, computed by the same code that creates it. Money in reais:
 * ItemsTotalValue = list prices × quantities, DiscountValue = dealer discounts (B2B),
 * TotalValue = items + freight − discount. SellersContact: whom to talk to for pickup, a service
 * or freight to be combined.
 */
export const OrderPreview = z.object({
  AvailableDeliveryServices: z.array(DeliveryService),
  SelectedDeliveryServiceId: z.number().int(),
  ItemsTotalValue: z.number(),
  DeliveryValue: z.number(),
  DiscountValue: z.number(),
  TotalValue: z.number(),
  SellersContact: z.object({ Name: z.string(), PhoneOne: z.string().nullable(), ProductName: z.string() }),
});
export type OrderPreview = z.infer<typeof OrderPreview>;

/** Members (PEDIDOS) buy B2B; store clients B2C (docs/marketplace.md#orders). */
export const createNewOrderPreview = defineEndpoint({
  method: 'POST',
  path: '/api/store/orders/createNewOrderPreview',
  summary: 'Prévia do pedido: serviços de entrega, frete, itens e desconto',
  tags: ['orders'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: OrderPreviewRequest,
  response: envelope(OrderPreview),
});
