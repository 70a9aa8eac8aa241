import { reaisToCents } from '@clube/contract';
import { SC_GENERAL_KEY, SC_SHOPS_KEY } from '@clube/contract/configurations';
import type { DbOrTx } from '../../db/client';
import { parseFreightTable, type FreightTable } from '../../integrations/freight';
import { readSCShops } from '../configurations';
import type { BuyerCaps } from './buyer-caps';
import { configurationValue } from './orders.repository';

const field = (value: unknown, name: string): unknown => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined);

/** The offline freight table: scShops.FreightTable when well formed, else the default (docs/marketplace.md#freight). */
export async function freightTable(db: DbOrTx): Promise<FreightTable> {
  return parseFreightTable(field(await configurationValue(db, SC_SHOPS_KEY), 'FreightTable'));
}

/** `read` at most once every `ttlMs`; a failed read is not kept. */
function cachedRead<T>(read: () => Promise<T>, ttlMs: number, now: () => number): () => Promise<T> {
  let cached: { value: Promise<T>; until: number } | undefined;
  return () => {
    const at = now();
    if (cached && cached.until > at) return cached.value;
    const value = read();
    const entry = { value, until: at + ttlMs };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return value;
  };
}

/**
 * The freight table read at most once every `ttlMs` (FREIGHT_TABLE_CACHE_SECONDS): every preview
 * and order quotes freight, and the table changes only when an administrator edits scShops
 * (updateSCShops, docs/marketplace.md#freight). An edit is seen within the TTL; a failed read
 * is not kept.
 */
export function cachedFreightTable(db: DbOrTx, ttlMs: number, now: () => number = Date.now): () => Promise<FreightTable> {
  return cachedRead(() => freightTable(db), ttlMs, now);
}

/** scShops.MinimumOrderValue in centavos (0: no minimum), read through the configurations feature (docs/marketplace.md#orders). */
export async function minimumOrderCents(db: DbOrTx): Promise<number> {
  return reaisToCents((await readSCShops(db)).MinimumOrderValue ?? 0);
}

/** The minimum order with the freight table's cache rule: every preview and order checks it, an edit is seen within the TTL. */
export function cachedMinimumOrder(db: DbOrTx, ttlMs: number, now: () => number = Date.now): () => Promise<number> {
  return cachedRead(() => minimumOrderCents(db), ttlMs, now);
}

/** scShops' caps on one buyer's unpaid orders (docs/marketplace.md#hoarding-limits). */
export async function buyerCaps(db: DbOrTx): Promise<BuyerCaps> {
  const shops = await readSCShops(db);
  return { maxOpenOrders: shops.MaxOpenOrdersPerBuyer, maxReservedUnits: shops.MaxReservedUnitsPerBuyer };
}

/** The caps with the minimum order's cache rule: an edit holds for new orders within the TTL. */
export function cachedBuyerCaps(db: DbOrTx, ttlMs: number, now: () => number = Date.now): () => Promise<BuyerCaps> {
  return cachedRead(() => buyerCaps(db), ttlMs, now);
}

/** Whom a buyer of the club's own products talks to: the club's name and support phone (scGeneral). */
export async function clubContact(db: DbOrTx): Promise<{ name: string | null; phone: string | null }> {
  const general = await configurationValue(db, SC_GENERAL_KEY);
  const name = field(general, 'ClubName');
  const phone = field(general, 'SupportPhone');
  return { name: typeof name === 'string' && name ? name : null, phone: typeof phone === 'string' && phone ? phone : null };
}
