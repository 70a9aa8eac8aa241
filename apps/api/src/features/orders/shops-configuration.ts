import { SC_GENERAL_KEY, SC_SHOPS_KEY } from '@clube/contract/configurations';
import type { DbOrTx } from '../../db/client';
import { parseFreightTable, type FreightTable } from '../../integrations/freight';
import { configurationValue } from './orders.repository';

const field = (value: unknown, name: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;

/** The offline freight table: scShops.FreightTable when well formed, else the default (docs/marketplace.md#freight). */
export async function freightTable(db: DbOrTx): Promise<FreightTable> {
  return parseFreightTable(field(await configurationValue(db, SC_SHOPS_KEY), 'FreightTable'));
}

/**
 * The freight table read at most once every `ttlMs` (FREIGHT_TABLE_CACHE_SECONDS): every preview
 * and order quotes freight, and the table changes only when an administrator edits scShops
 * (updateSCShops, docs/marketplace.md#freight). An edit is seen within the TTL; a failed read
 * is not kept.
 */
export function cachedFreightTable(db: DbOrTx, ttlMs: number, now: () => number = Date.now): () => Promise<FreightTable> {
  let cached: { table: Promise<FreightTable>; until: number } | undefined;
  return () => {
    const at = now();
    if (cached && cached.until > at) return cached.table;
    const table = freightTable(db);
    const entry = { table, until: at + ttlMs };
    cached = entry;
    table.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return table;
  };
}

/** Whom a buyer of the club's own products talks to: the club's name and support phone (scGeneral). */
export async function clubContact(db: DbOrTx): Promise<{ name: string | null; phone: string | null }> {
  const general = await configurationValue(db, SC_GENERAL_KEY);
  const name = field(general, 'ClubName');
  const phone = field(general, 'SupportPhone');
  return { name: typeof name === 'string' && name ? name : null, phone: typeof phone === 'string' && phone ? phone : null };
}
