import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import { escapeLike } from './audit.repository';

export interface OutboxFilters {
  to?: string;
  subject?: string;
}

const listColumns = { id: outboxEmails.id, to: outboxEmails.to, subject: outboxEmails.subject, createdAt: outboxEmails.createdAt };

/** A page of the outbox, newest first; filters match part of the address or subject, any case. */
export async function search(db: DbOrTx, filters: OutboxFilters, limit: number, offset: number) {
  const where: SQL[] = [];
  if (filters.to) where.push(ilike(outboxEmails.to, `%${escapeLike(filters.to)}%`));
  if (filters.subject) where.push(ilike(outboxEmails.subject, `%${escapeLike(filters.subject)}%`));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select(listColumns).from(outboxEmails).where(cond).orderBy(desc(outboxEmails.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(outboxEmails).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return row;
}
