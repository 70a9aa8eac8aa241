import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses, users } from '../../db/schema';

export interface AddressValues {
  name: string | null;
  zipCode: string;
  street: string;
  number: string;
  district: string;
  city: string;
  state: string;
  country: string;
  complement: string | null;
}

/** Serializes a member's address writes, so that the cap holds under concurrent requests. */
export async function lockMember(db: DbOrTx, userId: number) {
  await db.execute(sql`SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
}

export async function countAddresses(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertAddress(db: DbOrTx, userId: number, v: AddressValues) {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...v })
    .returning();
  return row!;
}

/** Only the owner's row: another member's id updates nothing. */
export async function updateOwnAddress(db: DbOrTx, userId: number, id: number, v: AddressValues) {
  const [row] = await db
    .update(addresses)
    .set(v)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}
