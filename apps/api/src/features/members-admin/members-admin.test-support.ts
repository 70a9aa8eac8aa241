import { asc, eq } from 'drizzle-orm';
import { STAFF_ROLE_IDS, StaffRole, UserType } from '@clube/contract';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import type { TestApp } from '../../../test/helper';

/** Test support for the console's members and staff sections: one administrator per staff role. */

export type UserRow = Awaited<ReturnType<typeof insertMember>>;

export async function insertStaff(db: Db, username: string, role: StaffRole, password?: string) {
  return insertMember(db, { username, type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS[role], password });
}

export async function staffTeam(db: Db, prefix = 'staff') {
  return {
    owner: await insertStaff(db, `${prefix}.owner`, StaffRole.Owner),
    finance: await insertStaff(db, `${prefix}.finance`, StaffRole.Finance),
    catalog: await insertStaff(db, `${prefix}.catalog`, StaffRole.Catalog),
    support: await insertStaff(db, `${prefix}.support`, StaffRole.Support),
  };
}

export const auditRowsOf = (db: Db, userId: number) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `user:${userId}`))
    .orderBy(asc(auditLog.id));

export const userRow = async (db: Db, id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

/** A client with a session of his own (the token login's path: a session row behind the token). */
export const clientOf = (t: TestApp, u: UserRow) => t.client(t.token(u));

/**
 * Who may call a console call: anonymous 401, a member and the roles without the permission 403;
 * the roles with it get past the guard ('passes': any answer but 401/403, so an invalid body may be
 * used to leave the records alone).
 */
export async function expectOnly(
  t: TestApp,
  allowed: StaffRole[],
  team: Awaited<ReturnType<typeof staffTeam>>,
  member: UserRow,
  request: (c: ReturnType<TestApp['client']>) => Promise<{ statusCode: number }>,
) {
  const statuses: Record<string, number> = { anonymous: (await request(t.client())).statusCode, member: (await request(clientOf(t, member))).statusCode };
  const byRole = { Owner: team.owner, Finance: team.finance, Catalog: team.catalog, Support: team.support };
  for (const [role, u] of Object.entries(byRole)) statuses[role] = (await request(clientOf(t, u))).statusCode;
  const expected: Record<string, number | 'passes'> = { anonymous: 401, member: 403 };
  for (const role of Object.keys(byRole)) expected[role] = allowed.includes(role as StaffRole) ? 'passes' : 403;
  const seen = Object.fromEntries(Object.entries(statuses).map(([k, s]) => [k, expected[k] === 'passes' && s !== 401 && s !== 403 ? 'passes' : s]));
  return { seen, expected };
}
