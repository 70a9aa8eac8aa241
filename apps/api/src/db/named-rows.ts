import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** A table whose rows have an id, a name unique ignoring case, and a status (the console's offers). */
type NamedTable = PgTable & { id: AnyPgColumn; name: AnyPgColumn; status: AnyPgColumn };

/** A console list's page, narrowed by status and part of the name. */
export interface NameStatusFilter {
  status?: number;
  nameContains?: string;
  limit: number;
  offset: number;
}

/** A console list's condition: the status, and part of the name (any case); undefined for every row. */
export function nameStatusWhere(t: NamedTable, f: { status?: number; nameContains?: string }): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.status !== undefined) conditions.push(eq(t.status, f.status));
  // strpos, not LIKE: the name typed is matched as it is, % and _ included.
  if (f.nameContains) conditions.push(sql`strpos(lower(${t.name}), lower(${f.nameContains})) > 0`);
  return conditions.length ? and(...conditions) : undefined;
}

/** Another row already named so, any case. */
export async function nameTaken(db: DbOrTx, t: NamedTable, name: string, exceptId?: number): Promise<boolean> {
  const same = sql`lower(${t.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(exceptId === undefined ? same : and(same, ne(t.id, exceptId)))
    .limit(1);
  return !!row;
}
