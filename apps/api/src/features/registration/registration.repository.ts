import { and, eq, ne, sql } from 'drizzle-orm';
import { UserStatus, UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { addresses, users } from '../../db/schema';

export type NewUserRow = typeof users.$inferInsert;
export type NewAddressRow = typeof addresses.$inferInsert;

/** A member who may sponsor: type 2 and not blocked (username matched case-insensitively). */
export async function findSponsor(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, username: users.username, phoneOne: users.phoneOne, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.type, UserType.User), ne(users.status, UserStatus.Bloqueado)))
    .limit(1);
  return row;
}

export async function insertUser(db: DbOrTx, user: NewUserRow) {
  const [row] = await db.insert(users).values(user).returning({ id: users.id, username: users.username });
  return row!;
}

export async function insertAddresses(db: DbOrTx, rows: NewAddressRow[]) {
  if (rows.length) await db.insert(addresses).values(rows);
}
