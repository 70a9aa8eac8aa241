import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OrderStatus } from '@clube/contract/orders';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { addresses, configurations, invoices, orderItems, orders, products, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

/** Who is looking: the buyer, the seller, or (for the club's own products) any Administrator. */
export interface Viewer {
  id: number;
  isAdmin: boolean;
}

export async function configurationValue(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db.select({ value: configurations.value }).from(configurations).where(eq(configurations.key, key)).limit(1);
  return row?.value;
}

/** The address only if it is the user's: someone else's id is as absent as an unknown one. */
export async function findAddressOfUser(db: DbOrTx, addressId: number, userId: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .limit(1);
  return row;
}

const contactColumns = { id: users.id, type: users.type, username: users.username, name: users.name, phoneOne: users.phoneOne, sponsorId: users.sponsorId };

export async function findUser(db: DbOrTx, id: number) {
  const [row] = await db.select(contactColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByUsername(db: DbOrTx, username: string) {
  const [row] = await db
    .select(contactColumns)
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function findProducts(db: DbOrTx, ids: number[]): Promise<ProductRow[]> {
  return db.select().from(products).where(inArray(products.id, ids));
}

export interface StockCandidate {
  stockId: number;
  productId: number;
  available: number;
  /** Feature ids, ascending. */
  featureIds: number[];
  /** A National storage, or a Regional one listing the delivery city. */
  serves: boolean;
  originZip: string;
}

/**
 * Every stock of the products with its features, its availability, whether its storage serves the
 * delivery city (IBGE code; null serves only from National storages) and its distribution center's
 * zip (the freight origin). One query for the whole cart.
 */
export async function findStockCandidates(db: DbOrTx, productIds: number[], cityCode: number | null): Promise<StockCandidate[]> {
  const rows = rowsOf<{ stock_id: number; product_id: number; available: number; feature_ids: number[] | null; serves: boolean; origin_zip: string }>(
    await db.execute(sql`
      SELECT s.id AS stock_id, s.product_id, (s.on_hand - s.reserved)::int AS available,
             ARRAY(SELECT sf.feature_id FROM stock_features sf WHERE sf.stock_id = s.id ORDER BY sf.feature_id) AS feature_ids,
             (st.type = 1 OR EXISTS (
               SELECT 1 FROM storage_cities c WHERE c.storage_id = st.id AND c.city_code = ${cityCode}::int
             )) AS serves,
             dc.zip_code AS origin_zip
      FROM stocks s
      JOIN storages st ON st.id = s.storage_id
      JOIN distribution_centers dc ON dc.id = st.distribution_center_id
      WHERE s.product_id = ANY(${sql.param(productIds)}::int[])
      ORDER BY s.id`),
  );
  return rows.map((r) => ({
    stockId: Number(r.stock_id),
    productId: Number(r.product_id),
    available: Number(r.available),
    featureIds: (r.feature_ids ?? []).map(Number),
    serves: r.serves === true,
    originZip: r.origin_zip,
  }));
}

export async function insertOrder(tx: DbOrTx, row: NewOrder): Promise<OrderRow> {
  const [created] = await tx.insert(orders).values(row).returning();
  return created!;
}

export async function insertOrderItems(tx: DbOrTx, rows: Array<typeof orderItems.$inferInsert>): Promise<OrderItemRow[]> {
  return tx.insert(orderItems).values(rows).returning();
}

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');

const viewColumns = {
  order: orders,
  buyer: { id: buyer.id, name: buyer.name, email: buyer.email, phoneOne: buyer.phoneOne, username: buyer.username },
  seller: { id: seller.id, name: seller.name, phoneOne: seller.phoneOne },
  invoiceToken: invoices.token,
};

export type OrderView = {
  order: OrderRow;
  buyer: { id: number; name: string; email: string; phoneOne: string | null; username: string };
  seller: { id: number; name: string; phoneOne: string | null };
  invoiceToken: string;
};

/**
 * Orders the viewer sells: his own products', and the club's for an Administrator. For lists only
 * (a page of his sales); one order asked for by id goes through platform/access.ts instead.
 */
function sellerSide(v: Viewer): SQL {
  return v.isAdmin ? or(eq(orders.sellerId, v.id), eq(orders.isOffice, true))! : eq(orders.sellerId, v.id);
}

function viewQuery(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(orders)
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .innerJoin(invoices, eq(invoices.id, orders.invoiceId));
}

/**
 * The order by its id or its invoice's id, whoever it belongs to: one order is judged by the
 * ownership gate (orders.service.ts, platform/access.ts); lists keep their owner in the query.
 */
export async function findOrderView(db: DbOrTx, by: { id: number } | { invoiceId: number }): Promise<OrderView | undefined> {
  const key = 'id' in by ? eq(orders.id, by.id) : eq(orders.invoiceId, by.invoiceId);
  const [row] = await viewQuery(db).where(key).limit(1);
  return row;
}

export async function itemsOfOrders(db: DbOrTx, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
}

export interface OrderSearch {
  viewer: Viewer;
  clients: boolean;
  status?: number;
  type?: number;
  orderId?: number;
  /** Prefix of the other party's username (the buyer in the clients tab, the seller in one's purchases). */
  usernamePrefix?: string;
  descending: boolean;
  limit: number;
  offset: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchOrders(db: DbOrTx, s: OrderSearch): Promise<{ rows: OrderView[]; total: number }> {
  const conditions: SQL[] = [s.clients ? sellerSide(s.viewer) : eq(orders.buyerId, s.viewer.id)];
  if (s.status !== undefined) conditions.push(eq(orders.status, s.status));
  if (s.type !== undefined) conditions.push(eq(orders.type, s.type));
  if (s.orderId !== undefined) conditions.push(eq(orders.id, s.orderId));
  if (s.usernamePrefix) {
    const other = s.clients ? buyer.username : seller.username;
    conditions.push(sql`lower(${other}) LIKE lower(${escapeLike(s.usernamePrefix)}) || '%'`);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(s.descending ? desc(orders.id) : asc(orders.id))
      .limit(s.limit)
      .offset(s.offset),
    db.select({ n: count() }).from(orders).innerJoin(buyer, eq(buyer.id, orders.buyerId)).innerJoin(seller, eq(seller.id, orders.sellerId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Aguardando Pagamento -> Pago, once: of two settlements racing only one gets the row. */
export async function markOrderPaid(tx: DbOrTx, invoiceId: number, at: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: OrderStatus.Pago, paidAt: at })
    .where(and(eq(orders.invoiceId, invoiceId), eq(orders.status, OrderStatus.AguardandoPagamento)))
    .returning();
  return row;
}

/** NumberOfSales grows by the quantities sold, one statement for every product of the order. */
export async function addSales(tx: DbOrTx, orderId: number) {
  await tx.execute(sql`
    UPDATE products p SET number_of_sales = p.number_of_sales + s.qty
    FROM (SELECT product_id, SUM(quantity)::int AS qty FROM order_items WHERE order_id = ${orderId} GROUP BY product_id) s
    WHERE p.id = s.product_id`);
}

export async function markOrderCancelled(tx: DbOrTx, invoiceId: number, at: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: OrderStatus.Cancelado, cancelledAt: at })
    .where(and(eq(orders.invoiceId, invoiceId), eq(orders.status, OrderStatus.AguardandoPagamento)))
    .returning();
  return row;
}

/** The order an invoice pays. */
export async function orderOfInvoice(tx: DbOrTx, invoiceId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.invoiceId, invoiceId)).limit(1);
  return row;
}

/** The order an invoice pays, locked for the rest of the transaction. */
export async function lockOrderOfInvoice(tx: DbOrTx, invoiceId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.invoiceId, invoiceId)).for('update').limit(1);
  return row;
}

/** Pago -> Cancelado when its payment went back to the buyer (an Entregue order keeps its status). */
export async function markPaidOrderCancelled(tx: DbOrTx, orderId: number, at: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: OrderStatus.Cancelado, cancelledAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, OrderStatus.Pago)))
    .returning();
  return row;
}

/** Pago -> Entregue, once. */
export async function markDelivered(tx: DbOrTx, orderId: number, at: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: OrderStatus.Entregue, deliveredAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, OrderStatus.Pago)))
    .returning();
  return row;
}

/** Pago or Entregue -> Devolução pendente, once: the buyer withdrew (docs/marketplace.md#withdrawal-of-a-purchase). */
export async function markWithdrawn(tx: DbOrTx, orderId: number, at: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: OrderStatus.DevolucaoPendente, withdrawnAt: at })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [OrderStatus.Pago, OrderStatus.Entregue])))
    .returning();
  return row;
}

/** Devolução pendente -> Devolvido, once: of two confirmations racing, only one gets the row (and returns the stock). */
export async function markReturned(tx: DbOrTx, orderId: number, at: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: OrderStatus.Devolvido, returnedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, OrderStatus.DevolucaoPendente)))
    .returning();
  return row;
}

/** The order by id, locked for the rest of the transaction. */
export async function lockOrder(tx: DbOrTx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row;
}
