import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.table';
import { products, productFeatures } from './catalog.table';

/** A member's (or the club's) distribution center: one per user; its address is the freight origin. */
export const distributionCenters = pgTable(
  'distribution_centers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    zipCode: text('zip_code').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    district: text('district').notNull(),
    city: text('city').notNull(),
    cityCode: integer('city_code'),
    state: text('state').notNull(),
    complement: text('complement'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('distribution_centers_user_uq').on(t.userId)],
);

/** Type 1 National (serves all Brazil), 2 Regional (serves its cities). */
export const storages = pgTable(
  'storages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    distributionCenterId: integer('distribution_center_id')
      .notNull()
      .references(() => distributionCenters.id),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('storages_dc_idx').on(t.distributionCenterId, t.id), check('storages_type_ck', sql`${t.type} IN (1, 2)`)],
);

/** IBGE 7-digit city codes a Regional storage serves. */
export const storageCities = pgTable(
  'storage_cities',
  {
    storageId: integer('storage_id')
      .notNull()
      .references(() => storages.id),
    cityCode: integer('city_code').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storageId, t.cityCode] }), index('storage_cities_city_idx').on(t.cityCode, t.storageId)],
);

/**
 * A product's stock in one storage, with its features. `onHand` is what the storage holds,
 * `reserved` what open orders hold; available = onHand - reserved. Changed only by conditional
 * updates, each with a stock_movements row (docs/marketplace.md).
 */
export const stocks = pgTable(
  'stocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    storageId: integer('storage_id')
      .notNull()
      .references(() => storages.id),
    name: text('name').notNull(),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stocks_product_idx').on(t.productId, t.storageId),
    index('stocks_storage_idx').on(t.storageId),
    check('stocks_quantities_ck', sql`${t.reserved} >= 0 AND ${t.onHand} >= ${t.reserved}`),
  ],
);

export const stockFeatures = pgTable(
  'stock_features',
  {
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id),
    featureId: integer('feature_id')
      .notNull()
      .references(() => productFeatures.id),
  },
  (t) => [primaryKey({ columns: [t.stockId, t.featureId] }), index('stock_features_feature_idx').on(t.featureId, t.stockId)],
);

/**
 * Every change of a stock: reason 'created' | 'adjusted' | 'reserved' | 'released' | 'sold', with
 * who did it and for which order. Sum of deltas = the stock's columns.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id),
    reason: text('reason', { enum: ['created', 'adjusted', 'reserved', 'released', 'sold', 'returned'] }).notNull(),
    onHandDelta: integer('on_hand_delta').notNull().default(0),
    reservedDelta: integer('reserved_delta').notNull().default(0),
    orderId: integer('order_id'),
    actorId: integer('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_stock_idx').on(t.stockId, t.id), index('stock_movements_order_idx').on(t.orderId)],
);
