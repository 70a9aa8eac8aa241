import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export async function findProfileOwner(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, personType: users.personType, language: users.language, name: users.name, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** What a member may change in his profile; nothing else of the row is ever written here. */
export interface ProfileChanges {
  name: string;
  phoneOne: string;
  phoneTwo: string | null;
  language: string;
  /** Only for individuals (PersonType 1). The CPF is fixed at registration. */
  personal?: { birthday: string; gender: number };
  /**
   * A new password hash, written only if the stored one is still the hash the current password
   * was checked against; it revokes the tokens issued before.
   */
  password?: { hash: string; replaces: string | null };
}

/** The updated row, or nothing when the user is gone or his password changed meanwhile. */
export async function updateProfileRow(db: DbOrTx, userId: number, c: ProfileChanges) {
  const [row] = await db
    .update(users)
    .set({
      name: c.name,
      phoneOne: c.phoneOne,
      phoneTwo: c.phoneTwo,
      language: c.language,
      ...(c.personal ? { birthday: c.personal.birthday, gender: c.personal.gender } : {}),
      ...(c.password ? { passwordHash: c.password.hash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), c.password ? sql`${users.passwordHash} IS NOT DISTINCT FROM ${c.password.replaces}` : undefined))
    .returning({ id: users.id, type: users.type, tokenVersion: users.tokenVersion, rolesIds: users.rolesIds, username: users.username });
  return row;
}
