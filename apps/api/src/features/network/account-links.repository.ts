import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { accountLinks, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';

/** account_links.status (docs/accounts.md#linked-accounts). */
export const LinkStatus = { Refused: 0, Pending: 1, Confirmed: 2 } as const;

/** Pending requests one page shows: a primary never has more than a handful. */
export const LINK_REQUESTS_CAP = 50;

/**
 * The primary account of the member's group: the one his confirmed link points to, or himself.
 * A pending or refused link makes nobody anyone's primary.
 */
export const primaryIdOf = (userId: number): SQL =>
  sql`coalesce((SELECT l.primary_id FROM ${accountLinks} l WHERE l.secondary_id = ${userId} AND l.status = ${LinkStatus.Confirmed}), ${userId})`;

/** Whether `users.id` belongs to the member's group ('Minhas Contas': the primary and its confirmed secondaries). */
export function inLinkedGroup(userId: number): SQL {
  const primary = primaryIdOf(userId);
  return sql`(${users.id} = ${primary} OR ${users.id} IN (SELECT l.secondary_id FROM ${accountLinks} l WHERE l.primary_id = ${primary} AND l.status = ${LinkStatus.Confirmed}))`;
}

export interface LinkRequested {
  primary_id: number;
  primary_name: string;
  primary_email: string;
}

/**
 * Registration's part, ONE statement whether or not the document is in use (the answer must not
 * tell): the first member account holding the new one's CPF or CNPJ that is not itself someone's
 * secondary is asked to confirm; a pending row with the e-mail link's hash is written for it.
 * Answers that primary, or nothing when the document was free.
 */
export async function insertLinkRequest(
  db: DbOrTx,
  r: { secondaryId: number; document: { column: 'regional_id' | 'cnpj'; digits: string }; tokenHash: string; expiresAt: Date },
): Promise<LinkRequested | undefined> {
  const column = sql.raw(r.document.column);
  const [row] = rowsOf<LinkRequested>(
    await db.execute(sql`
      WITH p AS (
        SELECT u.id, u.name, u.email FROM users u
        WHERE u.${column} = ${r.document.digits} AND u.type = ${UserType.User} AND u.id <> ${r.secondaryId}
          AND NOT EXISTS (SELECT 1 FROM account_links s WHERE s.secondary_id = u.id AND s.status = ${LinkStatus.Confirmed})
        ORDER BY u.id LIMIT 1
      ), ins AS (
        INSERT INTO account_links (secondary_id, primary_id, status, token_hash, token_expires_at)
        SELECT ${r.secondaryId}, p.id, ${LinkStatus.Pending}, ${r.tokenHash}, ${r.expiresAt.toISOString()}::timestamptz FROM p
        RETURNING primary_id
      )
      SELECT p.id AS primary_id, p.name AS primary_name, p.email AS primary_email FROM p JOIN ins ON ins.primary_id = p.id`),
  );
  return row ? { ...row, primary_id: Number(row.primary_id) } : undefined;
}

/** The requests waiting for this primary's answer, oldest first. */
export async function pendingRequestsOf(db: DbOrTx, primaryId: number) {
  return db
    .select({ id: accountLinks.id, username: users.username, createdAt: accountLinks.createdAt })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.secondaryId))
    .where(and(eq(accountLinks.primaryId, primaryId), eq(accountLinks.status, LinkStatus.Pending)))
    .orderBy(asc(accountLinks.id))
    .limit(LINK_REQUESTS_CAP);
}

export interface DecidedLink {
  id: number;
  primaryId: number;
  secondaryId: number;
}

/**
 * Answers a pending request, in one conditional UPDATE: only its primary's answer matches, and
 * only while it is pending, so two answers at once cannot both win. The e-mailed link dies with it.
 */
export async function decideRequest(db: DbOrTx, id: number, primaryId: number, status: 0 | 2): Promise<DecidedLink | undefined> {
  const [row] = await db
    .update(accountLinks)
    .set({ status, decidedAt: sql`now()`, tokenHash: null, tokenExpiresAt: null })
    .where(and(eq(accountLinks.id, id), eq(accountLinks.primaryId, primaryId), eq(accountLinks.status, LinkStatus.Pending)))
    .returning({ id: accountLinks.id, primaryId: accountLinks.primaryId, secondaryId: accountLinks.secondaryId });
  return row;
}

/** The e-mailed link's use: confirms the pending request whose live link this is, once. */
export async function confirmByTokenHash(db: DbOrTx, tokenHash: string): Promise<DecidedLink | undefined> {
  const [row] = await db
    .update(accountLinks)
    .set({ status: LinkStatus.Confirmed, decidedAt: sql`now()`, tokenHash: null, tokenExpiresAt: null })
    .where(and(eq(accountLinks.tokenHash, tokenHash), eq(accountLinks.status, LinkStatus.Pending), sql`${accountLinks.tokenExpiresAt} > now()`))
    .returning({ id: accountLinks.id, primaryId: accountLinks.primaryId, secondaryId: accountLinks.secondaryId });
  return row;
}

/** Every link (pending, confirmed or refused) the member is on either side of is dropped; answers how many. */
export async function deleteLinksOf(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .delete(accountLinks)
    .where(sql`${accountLinks.secondaryId} = ${userId} OR ${accountLinks.primaryId} = ${userId}`)
    .returning({ id: accountLinks.id });
  return rows.length;
}
