import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.table';
import { storedFiles } from './system.table';

/** Categories: Type 1 groups products, Type 2 groups features (Cor, Tamanho...). docs/marketplace.md */
export const productCategories = pgTable(
  'product_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('product_categories_type_ck', sql`${t.type} IN (1, 2)`)],
);

/** A feature (Azul, M...) belongs to one feature category (Type 2). */
export const productFeatures = pgTable(
  'product_features',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_features_category_idx').on(t.categoryId)],
);

/**
 * A product or service of the shop. `ownerId` is the member who sells it, or the administrator who
 * created it for the club (`isOffice`). Money in centavos; dimensions in millimetres and grams.
 * Status: 1 Indisponível, 2 B2B only, 3 B2C only, 4 B2B and B2C. OfficeStatus: 0 Recusado,
 * 1 Pendente, 2 Aceito, 3 Precisa de alteração (docs/marketplace.md).
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    isOffice: boolean('is_office').notNull().default(false),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    dealerDiscountCents: bigint('dealer_discount_cents', { mode: 'number' }).notNull().default(0),
    status: smallint('status').notNull(),
    officeStatus: smallint('office_status').notNull().default(1),
    needsChangeMessage: text('needs_change_message'),
    /** The club's share, in hundredths of a percent (3 % = 300). */
    officePercentageBps: integer('office_percentage_bps').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    lengthMm: integer('length_mm').notNull(),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    numberOfSales: integer('number_of_sales').notNull().default(0),
    ncm: text('ncm'),
    code: text('code'),
    unilevelId: integer('unilevel_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_shop_idx').on(t.officeStatus, t.type, t.id),
    // The shop's walks in page order (docs/marketplace.md, "Shop listing"): by origin (Produtos do
    // Admin / dos Usuários), by name, by number of sales.
    index('products_shop_origin_idx').on(t.officeStatus, t.isOffice, t.type, t.id),
    index('products_shop_name_idx').on(t.officeStatus, t.type, t.name, t.id),
    index('products_shop_sales_idx').on(t.officeStatus, t.type, t.numberOfSales, t.id),
    // Name search (ILIKE '%text%') through trigrams. NEEDS the pg_trgm extension: the migration
    // that creates this index must start with CREATE EXTENSION IF NOT EXISTS pg_trgm, and PGlite
    // must load it (db/client.ts: extensions { ltree, pg_trgm }).
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_owner_idx').on(t.ownerId, t.id),
    check('products_price_ck', sql`${t.priceCents} > 0 AND ${t.dealerDiscountCents} >= 0 AND ${t.dealerDiscountCents} < ${t.priceCents}`),
    check('products_type_ck', sql`${t.type} IN (1, 2)`),
    check('products_status_ck', sql`${t.status} BETWEEN 1 AND 4`),
    check('products_office_status_ck', sql`${t.officeStatus} BETWEEN 0 AND 3`),
    check('products_office_percentage_ck', sql`${t.officePercentageBps} BETWEEN 0 AND 10000`),
    check('products_dimensions_ck', sql`${t.weightGrams} >= 0 AND ${t.lengthMm} >= 0 AND ${t.widthMm} >= 0 AND ${t.heightMm} >= 0`),
  ],
);

export const productCategoryLinks = pgTable(
  'product_category_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_category_links_category_idx').on(t.categoryId, t.productId)],
);

/** At most 5 per product (the service refuses a sixth). */
export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => storedFiles.id),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position, t.id)],
);
