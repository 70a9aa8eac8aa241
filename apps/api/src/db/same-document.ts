import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether two accounts, by their aliases in a query, hold the same CPF or CNPJ (documents are kept
 * as digits; an account without one matches nobody): docs/marketplace.md, "Who may sell to whom".
 */
export function sameDocumentSql(a: string, b: string): SQL {
  return sql`(${sql.raw(a)}.regional_id = ${sql.raw(b)}.regional_id OR ${sql.raw(a)}.cnpj = ${sql.raw(b)}.cnpj)`;
}
