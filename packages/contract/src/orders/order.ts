import { z } from 'zod';
import { messages } from '../common/messages';
import { text } from '../common/text';

/**
 * Order status (docs/marketplace.md#orders): 1 -> 2 (invoice paid) -> 3 (seller delivers); 0 when the invoice is cancelled or expires.
 * The buyer's withdrawal (CDC art. 49, docs/marketplace.md#withdrawal-of-a-purchase): 2 or 3 -> 4 (refunded, goods on their way
 * back) -> 5 (the seller confirmed the return; the stock is back).
 */
export const OrderStatus = { Cancelado: 0, AguardandoPagamento: 1, Pago: 2, Entregue: 3, DevolucaoPendente: 4, Devolvido: 5 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const orderStatusInfo: Record<number, { label: string; color: string }> = {
  0: { label: 'Cancelado', color: 'red' },
  1: { label: 'Aguardando Pagamento', color: 'yellow' },
  2: { label: 'Pago', color: 'green' },
  3: { label: 'Entregue', color: 'blue' },
  4: { label: 'Devolução pendente', color: 'orange' },
  5: { label: 'Devolvido', color: 'grape' },
};

/** Days a buyer (or a new member) may withdraw (CDC art. 49): counted from the day after delivery, or after payment for a service. */
export const WITHDRAWAL_WINDOW_DAYS = 7;

/** B2B: a member buys (invoice type 4, dealer price); B2C: a store client buys (type 5, list price). */
export const OrderType = { B2B: 4, B2C: 5 } as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

/** Spec part 2 section 3: 0 pick up locally, 1 services, 2 to be combined, 40010 Sedex, 41106 PAC. */
export const DeliveryType = { PickUp: 0, Services: 1, ToBeCombined: 2, Sedex: 40010, Pac: 41106 } as const;
export type DeliveryType = (typeof DeliveryType)[keyof typeof DeliveryType];
export const deliveryTypeTitles: Record<number, string> = {
  0: 'Retirar no local',
  1: 'Serviço',
  2: 'Frete a combinar',
  40010: 'Sedex',
  41106: 'PAC',
};
const DELIVERY_TYPES: readonly number[] = Object.values(DeliveryType);

export const DeliveryTypeInput = z
  .number({ error: messages.orderDeliveryTypeInvalid })
  .refine((v) => DELIVERY_TYPES.includes(v), messages.orderDeliveryTypeInvalid);

/** A database id typed by a client: a positive 32-bit integer, with the message of its kind. */
export const idInput = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const OrderIdInput = idInput(messages.orderIdInvalid);

/** Path parameter of updateOrderToDelivered/{id}. */
export const OrderIdParams = z.object({
  id: text()
    .regex(/^\d{1,10}$/, messages.orderIdInvalid)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, messages.orderIdInvalid),
});

export const OrderUser = z.object({ Id: z.number().int(), Name: z.string(), Email: z.string(), PhoneOne: z.string().nullable() });

export const OrderDeliveryAddress = z.object({
  ZipCode: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  Street: z.string().nullable(),
  Number: z.string().nullable(),
  District: z.string().nullable(),
  Complement: z.string().nullable(),
});

/** One line: Price and Discount are per unit, in reais, as copied when the order was placed. */
export const OrderItem = z.object({
  Id: z.number().int(),
  Product: z.object({ Id: z.number().int(), Name: z.string() }),
  Quantity: z.number().int(),
  Price: z.number(),
  Discount: z.number(),
  /** The stock option's features (ids) the buyer chose. */
  FeaturesIds: z.array(z.number().int()),
});
export type OrderItem = z.infer<typeof OrderItem>;

/**
 * An order as its buyer or its seller sees it. Money in reais, as the cart adds it up: Value =
 * the items at list price, DiscountValue = the dealer discounts, DeliveryValue = the freight,
 * FixedTotalValue = Value + DeliveryValue − DiscountValue (what the invoice charges). User is the
 * buyer, Seller who sells.
 * InvoiceId and InvoiceToken (the payment page) are the buyer's only: null for the seller.
 * OrderItems is empty in a list asked without GetMoreDetails.
 */
export const Order = z.object({
  Id: z.number().int(),
  Type: z.number().int(),
  FixedTotalValue: z.number(),
  Value: z.number(),
  DeliveryValue: z.number(),
  DiscountValue: z.number(),
  DeliveryType: z.number().int(),
  DeliveryTitle: z.string(),
  Created: z.string(),
  PaidOn: z.string().nullable(),
  DeliveredOn: z.string().nullable(),
  /** When it was cancelled (by its buyer, or with its unpaid invoice): the order's timeline. */
  CancelledOn: z.string().nullable(),
  /** When its buyer withdrew from it (CDC art. 49), and when its seller confirmed the goods came back. */
  WithdrawnOn: z.string().nullable(),
  ReturnedOn: z.string().nullable(),
  /**
   * The buyer's only: whether 'Desistir da compra' is open now, and until when (null while the goods are not
   * delivered yet: the 7 days have not started). False and null for the seller.
   */
  CanWithdraw: z.boolean(),
  WithdrawalDeadline: z.string().nullable(),
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  User: OrderUser,
  Seller: z.object({ Id: z.number().int(), Name: z.string(), PhoneOne: z.string().nullable() }),
  DeliveryAddress: OrderDeliveryAddress,
  OrderItems: z.array(OrderItem),
  InvoiceId: z.number().int().nullable(),
  InvoiceToken: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;
