import { sql, type SQL } from 'drizzle-orm';
import { InvoiceStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { jsonObject, preparedStatement } from '../../db/prepared';
import { invoices } from '../../db/schema';
import type { InvoiceFields } from './invoices.mapper';

export interface InvoiceSearch {
  userId: number;
  status?: number;
  type?: number;
  id?: number;
  descriptionContains?: string;
  /** Pendente and due before this day (yyyy-MM-dd). */
  overdueBefore?: string;
  descending: boolean;
  limit: number;
  offset: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const p = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/** One member's invoices only: the owner is always part of the condition; absent filters are NULL. */
const condition: SQL = sql`${invoices.userId} = ${p('userId', 'int')}
  AND (${p('status', 'smallint')} IS NULL OR ${invoices.status} = ${p('status', 'smallint')})
  AND (${p('type', 'smallint')} IS NULL OR ${invoices.type} = ${p('type', 'smallint')})
  AND (${p('id', 'int')} IS NULL OR ${invoices.id} = ${p('id', 'int')})
  AND (${p('pattern', 'text')} IS NULL OR ${invoices.description} ILIKE ${p('pattern', 'text')})
  AND (${p('overdueBefore', 'date')} IS NULL
       OR (${invoices.status} = ${sql.raw(String(InvoiceStatus.Pendente))} AND ${invoices.dueDate} < ${p('overdueBefore', 'date')}))`;

/** An invoice row as JSON built in SQL (the fields toInvoiceDto reads), for one-query reads. */
export const invoiceJson = jsonObject({
  id: invoices.id,
  type: invoices.type,
  description: invoices.description,
  valueCents: invoices.valueCents,
  deliverValueCents: invoices.deliverValueCents,
  dueDate: invoices.dueDate,
  status: invoices.status,
  token: invoices.token,
});

/**
 * The page and the total in ONE prepared statement (one round trip; docs/performance.md). The page
 * is cut before its JSON is built; the cut is named "invoices" so the column references still apply.
 */
const pageStatement = (order: 'asc' | 'desc') =>
  preparedStatement<{ total: number; rows: InvoiceFields[] }>(
    `invoice_page_${order}`,
    sql`
SELECT (SELECT count(*)::int FROM ${invoices} WHERE ${condition}) AS total,
       COALESCE((SELECT json_agg(${invoiceJson} ORDER BY ${invoices.id} ${sql.raw(order)})
                 FROM (SELECT * FROM ${invoices} WHERE ${condition}
                       ORDER BY ${invoices.id} ${sql.raw(order)} LIMIT ${p('limit', 'int')} OFFSET ${p('offset', 'int')}) AS ${invoices}), '[]'::json) AS rows`,
  );
const pages = { asc: pageStatement('asc'), desc: pageStatement('desc') };

export async function searchOfUser(db: DbOrTx, s: InvoiceSearch) {
  const [row] = await pages[s.descending ? 'desc' : 'asc'](db, {
    userId: s.userId,
    status: s.status ?? null,
    type: s.type ?? null,
    id: s.id ?? null,
    pattern: s.descriptionContains ? `%${escapeLike(s.descriptionContains)}%` : null,
    overdueBefore: s.overdueBefore ?? null,
    limit: s.limit,
    offset: s.offset,
  });
  return { rows: row?.rows ?? [], total: Number(row?.total ?? 0) };
}
