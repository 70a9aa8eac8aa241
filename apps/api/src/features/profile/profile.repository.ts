import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export async function findProfileOwner(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, personType: users.personType, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export interface ProfileChanges {
  name: string;
  phoneOne: string;
  phoneTwo: string | null;
  language: string;
  /** Only for individuals (PersonType 1). */
  personal?: { birthday: string; gender: number; regionalId: string };
  /** A new password hash revokes the tokens issued before. */
  passwordHash?: string;
}

export async function updateProfileRow(db: DbOrTx, userId: number, c: ProfileChanges) {
  const [row] = await db
    .update(users)
    .set({
      name: c.name,
      phoneOne: c.phoneOne,
      phoneTwo: c.phoneTwo,
      language: c.language,
      ...(c.personal ? { birthday: c.personal.birthday, gender: c.personal.gender, regionalId: c.personal.regionalId } : {}),
      ...(c.passwordHash ? { passwordHash: c.passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id, type: users.type, tokenVersion: users.tokenVersion, rolesIds: users.rolesIds, username: users.username });
  return row;
}
