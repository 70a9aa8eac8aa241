import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { sameDocumentSql } from '../../db/same-document';

/**
 * The seller's status, and whether the buyer holds the same CPF or CNPJ (documents are kept as
 * digits; an account without one matches nobody). Undefined when either account does not exist.
 */
export async function sellerStanding(db: DbOrTx, sellerId: number, buyerId: number): Promise<{ status: number; sameDocument: boolean } | undefined> {
  const [row] = rowsOf<{ status: number; same_document: boolean }>(
    await db.execute(sql`
      SELECT s.status, ${sameDocumentSql('b', 's')} IS TRUE AS same_document
      FROM users s JOIN users b ON b.id = ${buyerId}
      WHERE s.id = ${sellerId}`),
  );
  return row && { status: Number(row.status), sameDocument: row.same_document === true };
}
