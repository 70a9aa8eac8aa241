import { eq, sql } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

// Two operators creating the first member at once: the second waits and then finds the first one.
const ROOT_MEMBER_LOCK = 7_310_002;

export async function lockRootMemberCreation(tx: DbOrTx) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROOT_MEMBER_LOCK})`);
}

/** Whether any member (type 2) exists, whatever his status. */
export async function anyMemberExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.type, UserType.User)).limit(1);
  return row !== undefined;
}
