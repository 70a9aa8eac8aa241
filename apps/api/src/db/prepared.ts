import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { rowsOf } from './rows';

const dialect = new PgDialect();

/**
 * A raw statement run as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call. The statement is compiled once here, so every variable part
 * must be a `sql.placeholder` (arrays included); the values come with each call. On PGlite the name
 * is ignored and the statement simply runs. For query-builder statements use drizzle's `.prepare()`.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> => {
    return rowsOf<Row>(await db._.session.prepareQuery(query, undefined, name, false).execute(values));
  };
}

/**
 * `json_build_object` over constant keys (the drizzle property names, so that the object reads
 * like a selected row) and columns or expressions. Timestamps arrive as ISO strings.
 */
export const jsonObject = (fields: Record<string, SQLWrapper>): SQL =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}::text, ${value}`),
    sql`, `,
  )})`;
