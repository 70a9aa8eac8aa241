import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { InvoiceStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { addresses, auditLog, careerPlanRanks, invoices, plans, storedFiles, users } from '../../db/schema';

const loginColumns = {
  id: users.id,
  type: users.type,
  status: users.status,
  name: users.name,
  email: users.email,
  username: users.username,
  passwordHash: users.passwordHash,
  tokenVersion: users.tokenVersion,
};

/** Case-insensitive, through the lower() unique indexes. */
export async function findUserByLogin(db: DbOrTx, by: 'email' | 'username', value: string, type: number) {
  const column = by === 'email' ? users.email : users.username;
  const [row] = await db
    .select(loginColumns)
    .from(users)
    .where(and(sql`lower(${column}) = lower(${value})`, eq(users.type, type)))
    .limit(1);
  return row;
}

/** Either spelling the member may type in the recovery prompt. */
export async function findUserByUsernameOrEmail(db: DbOrTx, value: string) {
  const [row] = await db
    .select(loginColumns)
    .from(users)
    .where(sql`lower(${users.username}) = lower(${value}) OR lower(${users.email}) = lower(${value})`)
    .orderBy(asc(users.id))
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db.select(loginColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A new session is up to date: counting it also clears a pending relogin request. */
export async function recordLogin(db: DbOrTx, userId: number) {
  const [row] = await db
    .update(users)
    .set({ accessCount: sql`${users.accessCount} + 1`, lastAccessOn: new Date(), userNeedsRelogin: false })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion, rolesIds: users.rolesIds, username: users.username, type: users.type });
  return row!;
}

export async function getReloginFlag(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ flag: users.userNeedsRelogin }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.flag ?? false;
}

export async function setReloginFlag(db: DbOrTx, userId: number, value: boolean): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ userNeedsRelogin: value, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ flag: users.userNeedsRelogin });
  return row?.flag ?? value;
}

/** Sets a new password hash and revokes every token issued before. */
export async function replacePassword(db: DbOrTx, userId: number, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, type: users.type, tokenVersion: users.tokenVersion, rolesIds: users.rolesIds });
  return row;
}

const sponsors = alias(users, 'sponsors');

/** The user with his sponsor and career rank (and the rank image's file). */
export async function loadUserWithRelations(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      user: users,
      sponsor: { name: sponsors.name, username: sponsors.username, phoneOne: sponsors.phoneOne, email: sponsors.email },
      rank: { name: careerPlanRanks.name, color: careerPlanRanks.color, imageFileId: careerPlanRanks.imageFileId },
      rankImage: { id: storedFiles.id, originalFileName: storedFiles.originalFileName },
    })
    .from(users)
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .leftJoin(careerPlanRanks, eq(careerPlanRanks.id, users.careerPlanRankId))
    .leftJoin(storedFiles, eq(storedFiles.id, careerPlanRanks.imageFileId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export type UserWithRelations = NonNullable<Awaited<ReturnType<typeof loadUserWithRelations>>>;

export async function findPlan(db: DbOrTx, planId: number) {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
  return row;
}

export async function listUserAddresses(db: DbOrTx, userId: number) {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

export async function listPendingInvoices(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, InvoiceStatus.Pendente)))
    .orderBy(desc(invoices.id));
}

export async function audit(db: DbOrTx, entry: { actorId: number; action: string; target: string; data?: unknown }) {
  await db.insert(auditLog).values({ actorId: entry.actorId, action: entry.action, target: entry.target, data: entry.data ?? null });
}
