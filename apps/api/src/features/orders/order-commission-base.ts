import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** One sold line and the club's share of it: the base its product's unilevel table splits. */
export interface CommissionBaseItem {
  itemId: number;
  productId: number;
  /** The product's UnilevelId now (null: the product names no table). */
  unilevelId: number | null;
  /** floor(line paid × OfficePercentage), in centavos. */
  baseCents: number;
}

export interface OrderCommissionBase {
  orderId: number;
  /** 4 B2B, 5 B2C. */
  type: number;
  buyerId: number;
  /** The order's delivery type (1 Services: bought is received). */
  deliveryType: number;
  items: CommissionBaseItem[];
}

/**
 * The commission base of an order invoice (docs/marketplace.md#orders, docs/bonuses.md#commission-lines):
 * per item, the club's OfficePercentage share of what the buyer paid for it, from the prices and
 * percentage frozen on the item. Each item's share is rounded down, so the items' bases never add
 * up to more than the club's share of the order (rounded once, half up, when it was placed).
 * Answers undefined for an invoice with no order.
 */
export async function orderCommissionBase(db: DbOrTx, invoiceId: number): Promise<OrderCommissionBase | undefined> {
  const rows = rowsOf<{
    order_id: number;
    type: number;
    buyer_id: number;
    delivery_type: number;
    item_id: number | null;
    product_id: number | null;
    unilevel_id: number | null;
    base: string | null;
  }>(
    await db.execute(sql`
      SELECT o.id AS order_id, o.type, o.buyer_id, o.delivery_type, i.id AS item_id, i.product_id, p.unilevel_id,
             (((i.unit_price_cents - i.unit_discount_cents) * i.quantity * i.office_percentage_bps) / 10000)::text AS base
      FROM orders o
      LEFT JOIN order_items i ON i.order_id = o.id
      LEFT JOIN products p ON p.id = i.product_id
      WHERE o.invoice_id = ${invoiceId}
      ORDER BY i.id`),
  );
  const first = rows[0];
  if (!first) return undefined;
  return {
    orderId: Number(first.order_id),
    type: Number(first.type),
    buyerId: Number(first.buyer_id),
    deliveryType: Number(first.delivery_type),
    items: rows
      .filter((r) => r.item_id !== null)
      .map((r) => ({
        itemId: Number(r.item_id),
        productId: Number(r.product_id),
        unilevelId: r.unilevel_id === null ? null : Number(r.unilevel_id),
        baseCents: Number(r.base),
      })),
  };
}
