import { and, asc, count, desc, eq, ilike, lt, type SQL } from 'drizzle-orm';
import { InvoiceStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema';

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

/** One member's invoices only: the owner is always part of the condition. */
export async function searchOfUser(db: DbOrTx, s: InvoiceSearch) {
  const conditions: SQL[] = [eq(invoices.userId, s.userId)];
  if (s.status !== undefined) conditions.push(eq(invoices.status, s.status));
  if (s.type !== undefined) conditions.push(eq(invoices.type, s.type));
  if (s.id !== undefined) conditions.push(eq(invoices.id, s.id));
  if (s.descriptionContains) conditions.push(ilike(invoices.description, `%${escapeLike(s.descriptionContains)}%`));
  if (s.overdueBefore) conditions.push(eq(invoices.status, InvoiceStatus.Pendente), lt(invoices.dueDate, s.overdueBefore));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(s.descending ? desc(invoices.id) : asc(invoices.id))
      .limit(s.limit)
      .offset(s.offset),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
