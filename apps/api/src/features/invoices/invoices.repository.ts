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

/** The invoice columns toInvoiceDto reads: selected as they are (payments) or as JSON (invoiceJson). */
export const invoiceColumns = {
  id: invoices.id,
  type: invoices.type,
  description: invoices.description,
  valueCents: invoices.valueCents,
  deliverValueCents: invoices.deliverValueCents,
  dueDate: invoices.dueDate,
  status: invoices.status,
  token: invoices.token,
};

/** An invoice row as JSON built in SQL (the fields toInvoiceDto reads), for one-query reads. */
export const invoiceJson = jsonObject(invoiceColumns);

interface PageRow {
  total: number;
  id: number | null;
  type: number;
  description: string;
  value_cents: string | number;
  deliver_value_cents: string | number;
  due_date: string;
  status: number;
  token: string;
}

/**
 * The page and the total in ONE prepared statement (one round trip; docs/performance.md): the
 * count, and the page joined to it as plain rows (one row with NULL columns when the page is
 * empty). Plain rows, not JSON built by PostgreSQL: on a machine where the database and the API
 * share the CPU, `json_build_object` for 50 rows cost more than reading the rows.
 */
const pageStatement = (order: 'asc' | 'desc') =>
  preparedStatement<PageRow>(
    `invoice_page_rows_${order}`,
    sql`
SELECT c.total, i.id, i.type, i.description, i.value_cents, i.deliver_value_cents, i.due_date::text AS due_date, i.status, i.token
FROM (SELECT count(*)::int AS total FROM ${invoices} WHERE ${condition}) AS c
LEFT JOIN LATERAL (SELECT * FROM ${invoices} WHERE ${condition}
                   ORDER BY ${invoices.id} ${sql.raw(order)} LIMIT ${p('limit', 'int')} OFFSET ${p('offset', 'int')}) AS i ON true
ORDER BY i.id ${sql.raw(order)}`,
  );
const pages = { asc: pageStatement('asc'), desc: pageStatement('desc') };

export async function searchOfUser(db: DbOrTx, s: InvoiceSearch): Promise<{ rows: InvoiceFields[]; total: number }> {
  const found = await pages[s.descending ? 'desc' : 'asc'](db, {
    userId: s.userId,
    status: s.status ?? null,
    type: s.type ?? null,
    id: s.id ?? null,
    pattern: s.descriptionContains ? `%${escapeLike(s.descriptionContains)}%` : null,
    overdueBefore: s.overdueBefore ?? null,
    limit: s.limit,
    offset: s.offset,
  });
  const rows: InvoiceFields[] = [];
  for (const r of found) {
    if (r.id === null) continue;
    rows.push({
      id: r.id,
      type: r.type,
      description: r.description,
      valueCents: Number(r.value_cents),
      deliverValueCents: Number(r.deliver_value_cents),
      dueDate: r.due_date,
      status: r.status,
      token: r.token,
    });
  }
  return { rows, total: Number(found[0]?.total ?? 0) };
}
