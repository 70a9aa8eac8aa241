import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { UserStatus, UserType } from '@clube/contract';
import { OfficeStatus, STORE_B2C_STATUSES } from '@clube/contract/products';
import type { DbOrTx } from '../../db/client';
import { addresses, productCategories, users } from '../../db/schema';

export type NewStoreClientRow = typeof users.$inferInsert;
export type NewAddressRow = typeof addresses.$inferInsert;

/** The owner of a public store: a member (type 2) who is not blocked, username matched case-insensitively. */
export async function findStoreOwner(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, username: users.username, status: users.status })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.type, UserType.User), ne(users.status, UserStatus.Bloqueado)))
    .limit(1);
  return row;
}

/**
 * Product categories holding at least one product the store shows: accepted, available on B2C,
 * the club's or the owner's (the same scope as the listing, docs/marketplace.md#public-store;
 * `ownerId` null while the owner is not Ativo: the club's only).
 */
export async function storeCategories(db: DbOrTx, ownerId: number | null) {
  return db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(
      and(
        eq(productCategories.type, 1),
        sql`EXISTS (SELECT 1 FROM product_category_links l JOIN products p ON p.id = l.product_id
                    WHERE l.category_id = ${productCategories.id}
                      AND p.office_status = ${sql.raw(String(OfficeStatus.Aceito))}
                      AND p.status IN (${sql.raw(STORE_B2C_STATUSES.join(', '))})
                      AND (p.is_office OR p.owner_id = ${ownerId}::int))`,
      ),
    )
    .orderBy(asc(productCategories.name), asc(productCategories.id));
}

/**
 * Serialises sign-ups with one document: held until the transaction ends, so two sign-ups with
 * the same CPF cannot both pass the check below (no unique index: members may share a CPF).
 */
export async function lockDocument(tx: DbOrTx, document: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`store-client:${document}`}, 0))`);
}

/** Whether a store client (type 3) already holds this CPF or CNPJ (digits). */
export async function storeClientHoldsDocument(db: DbOrTx, column: 'cpf' | 'cnpj', digits: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, UserType.UserStore), eq(column === 'cpf' ? users.regionalId : users.cnpj, digits)))
    .limit(1);
  return !!row;
}

export async function insertStoreClient(db: DbOrTx, row: NewStoreClientRow) {
  const [inserted] = await db
    .insert(users)
    .values(row)
    .returning({ id: users.id, type: users.type, tokenVersion: users.tokenVersion, rolesIds: users.rolesIds, username: users.username });
  return inserted!;
}

export async function insertAddress(db: DbOrTx, row: NewAddressRow) {
  await db.insert(addresses).values(row);
}

/** A store client by the e-mail he signed up with (case-insensitive, through the lower() unique index). */
export async function findStoreClientByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.type, UserType.UserStore)))
    .limit(1);
  return row;
}

/** Counts the login, as the office's does; a new session is up to date, so a pending relogin request is cleared. */
export async function recordLogin(db: DbOrTx, userId: number) {
  const [row] = await db
    .update(users)
    .set({ accessCount: sql`${users.accessCount} + 1`, lastAccessOn: new Date(), userNeedsRelogin: false })
    .where(eq(users.id, userId))
    .returning({ id: users.id, type: users.type, tokenVersion: users.tokenVersion, rolesIds: users.rolesIds, username: users.username });
  return row!;
}
