import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { UserStatus } from '@clube/contract';
import { OfficeStatus, SHOP_B2B_STATUSES, STORE_B2C_STATUSES } from '@clube/contract/products';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { sameDocumentSql } from '../../db/same-document';
import { rowsOf } from '../../db/rows';
import type { ProductJson } from './products.mapper';

/**
 * Whose products a search reads:
 * - owner: one seller's products (the products screen);
 * - all: every product (an Administrator, the operators' queue);
 * - shop: the members' shop (accepted, available on B2B, the club's and those of Ativo sellers
 *   other than the buyer and the accounts of his CPF/CNPJ);
 * - store: a member's public store (accepted, available on B2C, the club's, and his own when
 *   `sellerId` is set: null while he is not Ativo).
 */
export type SearchScope = { kind: 'owner'; ownerId: number } | { kind: 'all' } | { kind: 'shop'; buyerId: number } | { kind: 'store'; sellerId: number | null };

export interface ProductSearch {
  scope: SearchScope;
  officeStatus?: number;
  status?: number;
  type?: number;
  isOffice?: boolean;
  id?: number;
  /** Part of the name (ILIKE), already escaped. */
  nameContains?: string;
  /** Part of the name, description or code, already escaped. */
  keywordContains?: string;
  minWeightGrams?: number;
  minLengthMm?: number;
  minHeightMm?: number;
  minPriceCents?: number;
  categoryIds?: number[];
  /** A stock of the product carries every one of these features. */
  featureIds?: number[];
  /** A stock of the product has units to sell. */
  onlyWithStock: boolean;
  /** Stocks (conditions and details) only of the storages serving this IBGE city; null: National storages only; undefined: any storage. */
  servingCityCode?: number | null;
  /** Add each product's stocks (the shop: its available ones). */
  withStocks: boolean;
  /** Only stocks with units to sell in the details. */
  onlyAvailableStocks: boolean;
  withSeller: boolean;
  sort: 'id' | 'name' | 'sales';
  descending: boolean;
  limit: number;
  offset: number;
  /** Count the matches only up to this many (the shop's pages ahead, docs/marketplace.md); unset: exact. */
  countLimit?: number;
}

const p = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/**
 * The storage of stock `st` serves the buyer: National, or Regional listing his city. Without a
 * city only National storages serve (docs/marketplace.md#storages-and-distribution-centers).
 */
function servingCondition(cityCode: number | null): SQL {
  if (cityCode === null) return sql`EXISTS (SELECT 1 FROM storages s WHERE s.id = st.storage_id AND s.type = 1)`;
  return sql`EXISTS (SELECT 1 FROM storages s WHERE s.id = st.storage_id AND (s.type = 1
    OR EXISTS (SELECT 1 FROM storage_cities sc WHERE sc.storage_id = s.id AND sc.city_code = ${p('cityCode', 'int')})))`;
}

/** Conditions on a stock row `st` of product `p` shared by the stock filter and the stock details. */
function stockConditions(s: ProductSearch, available: boolean): SQL[] {
  const out: SQL[] = [sql`st.product_id = p.id`];
  if (available) out.push(sql`st.on_hand > st.reserved`);
  if (s.servingCityCode !== undefined) out.push(servingCondition(s.servingCityCode));
  return out;
}

/** A name search in the shop walks in order when this many of the newest products match it (2 %): see searchShape. */
const COMMON_NAME_SAMPLE = 1000;
const COMMON_NAME_SAMPLE_HITS = 20;

/** One shape of the statement: its SQL (placeholders only) and a key naming it. */
interface Shape {
  key: string;
  statement: SQL;
}

/** The statement a search runs (exported for the benchmark and EXPLAIN: docs/marketplace.md, "Shop listing"). */
export function searchShape(s: ProductSearch): Shape {
  const key: string[] = [s.scope.kind];
  const where: SQL[] = [];
  switch (s.scope.kind) {
    case 'owner':
      where.push(sql`p.owner_id = ${p('ownerId', 'int')}`);
      break;
    case 'shop':
      where.push(sql`p.office_status = ${sql.raw(String(OfficeStatus.Aceito))}`);
      where.push(sql`p.status IN (${sql.raw(SHOP_B2B_STATUSES.join(', '))})`);
      where.push(sql`p.owner_id <> ${p('buyerId', 'int')}`);
      // Who may sell to whom (docs/marketplace.md): a probe of the seller's row per product walked.
      where.push(sql`(p.is_office OR EXISTS (SELECT 1 FROM users u WHERE u.id = p.owner_id AND u.status = ${sql.raw(String(UserStatus.Ativo))}
        AND NOT EXISTS (SELECT 1 FROM users b WHERE b.id = ${p('buyerId', 'int')} AND ${sameDocumentSql('b', 'u')})))`);
      break;
    case 'store':
      where.push(sql`p.office_status = ${sql.raw(String(OfficeStatus.Aceito))}`);
      where.push(sql`p.status IN (${sql.raw(STORE_B2C_STATUSES.join(', '))})`);
      where.push(sql`(p.is_office OR p.owner_id = ${p('sellerId', 'int')})`);
      break;
    case 'all':
      break;
  }
  const optional: Array<[keyof ProductSearch, SQL]> = [
    ['officeStatus', sql`p.office_status = ${p('officeStatus', 'smallint')}`],
    ['status', sql`p.status = ${p('status', 'smallint')}`],
    ['type', sql`p.type = ${p('type', 'smallint')}`],
    ['isOffice', sql`p.is_office = ${p('isOffice', 'boolean')}`],
    ['id', sql`p.id = ${p('id', 'int')}`],
    ['nameContains', sql`p.name ILIKE ${p('namePattern', 'text')}`],
    [
      'keywordContains',
      sql`(p.name ILIKE ${p('keywordPattern', 'text')} OR p.description ILIKE ${p('keywordPattern', 'text')} OR p.code ILIKE ${p('keywordPattern', 'text')})`,
    ],
    ['minWeightGrams', sql`p.weight_grams >= ${p('minWeightGrams', 'int')}`],
    ['minLengthMm', sql`p.length_mm >= ${p('minLengthMm', 'int')}`],
    ['minHeightMm', sql`p.height_mm >= ${p('minHeightMm', 'int')}`],
    ['minPriceCents', sql`p.price_cents >= ${p('minPriceCents', 'bigint')}`],
  ];
  let nameAt = -1;
  for (const [field, condition] of optional) {
    if (s[field] === undefined) continue;
    key.push(field);
    if (field === 'nameContains') nameAt = where.length;
    where.push(condition);
  }

  // One category drives the walk from its (category_id, product_id) index, in product order; several
  // (or one with a text pattern, which the trigram index may answer better) are a semi-join.
  const categories = s.categoryIds ?? [];
  const pattern = s.nameContains !== undefined || s.keywordContains !== undefined;
  let from = sql`products p`;
  if (categories.length === 1 && !pattern) {
    key.push('category');
    from = sql`product_category_links l JOIN products p ON p.id = l.product_id`;
    where.push(sql`l.category_id = ${p('category', 'int')}`);
  } else if (categories.length) {
    key.push('categories');
    where.push(sql`EXISTS (SELECT 1 FROM product_category_links l WHERE l.product_id = p.id AND l.category_id = ANY(${p('categories', 'int[]')}))`);
  }

  if (s.servingCityCode !== undefined) key.push(s.servingCityCode === null ? 'national' : 'city');
  const features = s.featureIds ?? [];
  if (s.onlyWithStock || features.length) {
    const conditions = stockConditions(s, s.onlyWithStock);
    if (s.onlyWithStock) key.push('stock');
    if (features.length) {
      key.push('features');
      conditions.push(
        sql`(SELECT count(*) FROM stock_features sf WHERE sf.stock_id = st.id AND sf.feature_id = ANY(${p('features', 'int[]')})) = ${p('featureCount', 'int')}`,
      );
    }
    // OFFSET 0 keeps the check a per-product probe of the stocks index: pulled up into a join, the
    // planner would walk the stocks of every product of the range (docs/marketplace.md, "Shop listing").
    where.push(sql`EXISTS (SELECT 1 FROM stocks st WHERE ${sql.join(conditions, sql` AND `)} OFFSET 0)`);
  }
  const condition = where.length ? sql.join(where, sql` AND `) : sql`TRUE`;
  // The same conditions with the name matched on an expression the trigram index cannot answer:
  // the planner then walks the sort's index and stops at the cap (the shop's common names).
  const walkCondition =
    nameAt < 0
      ? condition
      : sql.join(
          where.map((c, i) => (i === nameAt ? sql`(p.name || '') ILIKE ${p('namePattern', 'text')}` : c)),
          sql` AND `,
        );

  const dir = sql.raw(s.descending ? 'DESC' : 'ASC');
  const orderOf = (alias: string) => {
    const a = sql.raw(alias);
    return s.sort === 'name'
      ? sql`${a}.name ${dir}, ${a}.id ${dir}`
      : s.sort === 'sales'
        ? sql`${a}.number_of_sales ${dir}, ${a}.id ${dir}`
        : sql`${a}.id ${dir}`;
  };
  const order = orderOf('p');
  key.push(`${s.sort}-${s.descending ? 'desc' : 'asc'}`);

  if (s.countLimit !== undefined) key.push('capped');
  let stocksJson = sql`'[]'::json`;
  if (s.withStocks) {
    key.push(s.onlyAvailableStocks ? 'stocks-available' : 'stocks');
    stocksJson = sql`COALESCE((SELECT json_agg(json_build_object(
        'id', st.id, 'name', st.name, 'storageId', st.storage_id, 'quantity', st.on_hand - st.reserved,
        'features', COALESCE((SELECT json_agg(json_build_object('featureId', pf.id, 'featureName', pf.name, 'categoryId', c.id, 'categoryName', c.name)
                                              ORDER BY c.name, pf.name, pf.id)
                              FROM stock_features sf JOIN product_features pf ON pf.id = sf.feature_id JOIN product_categories c ON c.id = pf.category_id
                              WHERE sf.stock_id = st.id), '[]'::json)) ORDER BY st.id)
      FROM stocks st WHERE ${sql.join(stockConditions(s, s.onlyAvailableStocks), sql` AND `)}), '[]'::json)`;
  }
  let sellerJson = sql`NULL::json`;
  if (s.withSeller) {
    key.push('seller');
    sellerJson = sql`(SELECT json_build_object('id', u.id, 'name', u.name, 'username', u.username) FROM users u WHERE u.id = p.owner_id)`;
  }

  const entry = sql`json_build_object(
    'id', p.id, 'ownerId', p.owner_id, 'isOffice', p.is_office, 'type', p.type, 'name', p.name, 'description', p.description,
    'priceCents', p.price_cents, 'dealerDiscountCents', p.dealer_discount_cents, 'status', p.status, 'officeStatus', p.office_status,
    'needsChangeMessage', p.needs_change_message, 'officePercentageBps', p.office_percentage_bps, 'weightGrams', p.weight_grams,
    'lengthMm', p.length_mm, 'widthMm', p.width_mm, 'heightMm', p.height_mm, 'numberOfSales', p.number_of_sales,
    'ncm', p.ncm, 'code', p.code, 'unilevelId', p.unilevel_id, 'createdAt', p.created_at, 'updatedAt', p.updated_at,
    'categoryIds', COALESCE((SELECT json_agg(l2.category_id ORDER BY l2.category_id) FROM product_category_links l2 WHERE l2.product_id = p.id), '[]'::json),
    'images', COALESCE((SELECT json_agg(json_build_object('id', i.id, 'fileId', f.id, 'fileName', f.original_file_name, 'contentType', f.content_type)
                                        ORDER BY i.position, i.id)
                        FROM product_images i JOIN stored_files f ON f.id = i.file_id WHERE i.product_id = p.id), '[]'::json),
    'stocks', ${stocksJson},
    'seller', ${sellerJson})`;

  const page = sql`json_agg(${entry} ORDER BY ${order})`;
  let statement: SQL;
  if (s.countLimit === undefined) {
    // An exact count, and the page cut first (in order) before its JSON is built for those rows only.
    statement = sql`
SELECT (SELECT count(*)::int FROM ${from} WHERE ${condition}) AS total,
       COALESCE((SELECT ${page}
                 FROM (SELECT p.* FROM ${from} WHERE ${condition}
                       ORDER BY ${order} LIMIT ${p('limit', 'int')} OFFSET ${p('offset', 'int')}) AS p), '[]'::json) AS rows`;
  } else {
    // The shop: one walk in the page's order, stopped at the cap, gives both the count and the page
    // (docs/marketplace.md, "Shop listing"): the planner follows the sort's index and stops early,
    // or reads few matches by a bitmap and sorts them.
    const columns = sql`p.id, p.name, p.number_of_sales`;
    const cap = sql`ORDER BY ${order} LIMIT ${p('countLimit', 'int')}`;
    let matches = sql`WITH matches AS MATERIALIZED (SELECT ${columns} FROM ${from} WHERE ${condition} ${cap})`;
    if (nameAt >= 0) {
      // A name search: the planner's trigram estimate is right, but it charges the stock probe to
      // every row a walk reads, so it always reads every match and sorts them; for a common name
      // that is thousands of matches. The newest 1,000 products tell how common the name is: from
      // 2 % the walk in the page's order fills the cap in a few thousand rows, below it the
      // trigram index reads the few matches. One branch runs (a one-time filter), the other is
      // never executed; both give the same rows (docs/performance.md, "Marketplace (issue 8)").
      matches = sql`WITH probe AS MATERIALIZED (
  SELECT count(*) >= ${sql.raw(String(COMMON_NAME_SAMPLE_HITS))} AS common
  FROM (SELECT p.name FROM products p ORDER BY p.id DESC LIMIT ${sql.raw(String(COMMON_NAME_SAMPLE))}) AS sample
  WHERE sample.name ILIKE ${p('namePattern', 'text')}),
matches AS MATERIALIZED (
  (SELECT ${columns} FROM ${from} WHERE ${condition} AND NOT (SELECT common FROM probe) ${cap})
  UNION ALL
  (SELECT ${columns} FROM ${from} WHERE ${walkCondition} AND (SELECT common FROM probe) ${cap}))`;
    }
    statement = sql`
${matches}
SELECT (SELECT count(*)::int FROM matches) AS total,
       COALESCE((SELECT ${page}
                 FROM (SELECT m.* FROM matches m ORDER BY ${orderOf('m')} LIMIT ${p('limit', 'int')} OFFSET ${p('offset', 'int')}) AS m
                 JOIN products p ON p.id = m.id), '[]'::json) AS rows`;
  }
  return { key: key.join('.'), statement };
}

type Page = { total: number; rows: ProductJson[] };
type Run = (db: DbOrTx, values: Record<string, unknown>) => Promise<Page[]>;
const statements = new Map<string, Run>();
const dialect = new PgDialect();

/** Compiled once, run unnamed: PostgreSQL plans it on every call for the values given. */
function plannedPerCall(statement: SQL): Run {
  const query = dialect.sqlToQuery(statement);
  return async (db, values) => rowsOf<Page>(await db._.session.prepareQuery(query, undefined, undefined, false).execute(values));
}

/**
 * Every shape is compiled once. Most run as named prepared statements (planned once per
 * connection); a shape with a name or keyword pattern is planned per call, because the best plan
 * depends on the text: a rare one is read from the trigram index, a common one by walking the
 * products in order until the page and the count are full (docs/marketplace.md, "Shop listing").
 */
function statementOf(s: ProductSearch): Run {
  const shape = searchShape(s);
  let run = statements.get(shape.key);
  if (!run) {
    const perCall = s.nameContains !== undefined || s.keywordContains !== undefined;
    run = perCall
      ? plannedPerCall(shape.statement)
      : preparedStatement<Page>(`product_search_${createHash('sha1').update(shape.key).digest('hex').slice(0, 20)}`, shape.statement);
    statements.set(shape.key, run);
  }
  return run;
}

/** The page of products (JSON built by PostgreSQL) and the number of matches, in one statement. */
export async function searchProducts(db: DbOrTx, s: ProductSearch): Promise<{ rows: ProductJson[]; total: number }> {
  const scope = s.scope;
  const [row] = await statementOf(s)(db, {
    ownerId: scope.kind === 'owner' ? scope.ownerId : null,
    buyerId: scope.kind === 'shop' ? scope.buyerId : null,
    sellerId: scope.kind === 'store' ? scope.sellerId : null,
    cityCode: s.servingCityCode ?? null,
    officeStatus: s.officeStatus ?? null,
    status: s.status ?? null,
    type: s.type ?? null,
    isOffice: s.isOffice ?? null,
    id: s.id ?? null,
    namePattern: s.nameContains !== undefined ? `%${s.nameContains}%` : null,
    keywordPattern: s.keywordContains !== undefined ? `%${s.keywordContains}%` : null,
    minWeightGrams: s.minWeightGrams ?? null,
    minLengthMm: s.minLengthMm ?? null,
    minHeightMm: s.minHeightMm ?? null,
    minPriceCents: s.minPriceCents ?? null,
    category: s.categoryIds?.length === 1 ? s.categoryIds[0] : null,
    categories: s.categoryIds && s.categoryIds.length > 1 ? s.categoryIds : null,
    features: s.featureIds?.length ? s.featureIds : null,
    featureCount: s.featureIds?.length ?? null,
    countLimit: s.countLimit ?? null,
    limit: s.limit,
    offset: s.offset,
  });
  return { rows: row?.rows ?? [], total: Number(row?.total ?? 0) };
}
