import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.table';
import { invoices } from './invoices.table';
import { products } from './catalog.table';
import { stocks } from './logistics.table';

/** The freight quote chosen, frozen on the order. */
export interface FrozenQuote {
  provider: string;
  deliveryType: number;
  title: string;
  priceCents: number;
  days: number | null;
  originZip: string | null;
  destinationZip: string | null;
  packageGrams: number;
}

/**
 * One seller, one buyer, one invoice. Status 1 Aguardando Pagamento, 2 Pago, 3 Entregue,
 * 0 Cancelado, 4 Devolução pendente, 5 Devolvido (docs/marketplace.md#withdrawal-of-a-purchase); type 4 B2B (a member buys), 5 B2C (a store client buys). The delivery address is
 * copied: a later change of the buyer's address does not move a placed order.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    isOffice: boolean('is_office').notNull().default(false),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(1),
    itemsTotalCents: bigint('items_total_cents', { mode: 'number' }).notNull(),
    deliveryCents: bigint('delivery_cents', { mode: 'number' }).notNull().default(0),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    /** The seller's share when paid: items paid minus the club's OfficePercentage, plus freight. */
    sellerAmountCents: bigint('seller_amount_cents', { mode: 'number' }).notNull().default(0),
    deliveryType: integer('delivery_type').notNull(),
    quote: jsonb('quote').$type<FrozenQuote>().notNull(),
    deliveryZipCode: text('delivery_zip_code'),
    deliveryStreet: text('delivery_street'),
    deliveryNumber: text('delivery_number'),
    deliveryDistrict: text('delivery_district'),
    deliveryCity: text('delivery_city'),
    deliveryState: text('delivery_state'),
    deliveryComplement: text('delivery_complement'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The buyer withdrew (CDC art. 49: status 4), and the seller confirmed the goods came back (5). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_invoice_uq').on(t.invoiceId),
    index('orders_buyer_idx').on(t.buyerId, t.id),
    index('orders_seller_idx').on(t.sellerId, t.id),
    // A buyer's unpaid orders, counted under his lock at every new order (docs/marketplace.md#hoarding-limits).
    index('orders_buyer_unpaid_idx')
      .on(t.buyerId)
      .where(sql`${t.status} = 1`),
    check('orders_status_ck', sql`${t.status} BETWEEN 0 AND 5`),
    check('orders_type_ck', sql`${t.type} IN (4, 5)`),
    check('orders_amounts_ck', sql`${t.itemsTotalCents} > 0 AND ${t.deliveryCents} >= 0 AND ${t.discountCents} >= 0`),
  ],
);

/** Prices are copied at order time: what the buyer saw is what he pays. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    stockId: integer('stock_id').references(() => stocks.id),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    unitDiscountCents: bigint('unit_discount_cents', { mode: 'number' }).notNull().default(0),
    officePercentageBps: integer('office_percentage_bps').notNull(),
    featureIds: integer('feature_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_ck', sql`${t.quantity} > 0`)],
);
