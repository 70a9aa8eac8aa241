import { and, asc, count, eq, sql } from 'drizzle-orm';
import { Permission, UserStatus, UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

const staffColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  status: users.status,
  rolesIds: users.rolesIds,
  createdAt: users.createdAt,
  lastAccessOn: users.lastAccessOn,
};
export type StaffRow = {
  id: number;
  name: string;
  username: string;
  email: string;
  status: number;
  rolesIds: number[];
  createdAt: Date;
  lastAccessOn: Date | null;
};

export async function listStaff(db: DbOrTx): Promise<StaffRow[]> {
  return db.select(staffColumns).from(users).where(eq(users.type, UserType.Administrator)).orderBy(asc(users.id));
}

export async function findStaff(db: DbOrTx, id: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.type, UserType.Administrator)))
    .limit(1);
  return row;
}

// Staff changes queue behind one another: two Owners demoting each other at once must not both
// pass the last-Owner check (docs/admin.md#staff).
const STAFF_CHANGES_LOCK = 7_310_002;

export async function lockStaffChanges(tx: DbOrTx) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${STAFF_CHANGES_LOCK})`);
}

export async function countActiveOwners(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.type, UserType.Administrator), eq(users.status, UserStatus.Ativo), sql`${Permission.CONSOLE_OWNER} = ANY(${users.rolesIds})`));
  return Number(row?.n ?? 0);
}

export async function updateStaff(tx: DbOrTx, id: number, set: Partial<Pick<typeof users.$inferInsert, 'status' | 'rolesIds'>>) {
  await tx
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.type, UserType.Administrator)));
}
