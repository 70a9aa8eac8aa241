import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { STAFF_ROLE_IDS, StaffRole, UserType } from '@clube/contract';
import type { TestApp, TestClient } from '../../../test/helper';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { insertMember } from '../../seed/builders';

/**
 * Test support for the console's catalog of offers (plans, subscriptions, ranks, funds, unilevels;
 * docs/admin.md#offers): a client per kind of caller and the audit rows of a record.
 */
export interface StaffClients {
  anonymous: TestClient;
  member: TestClient;
  Finance: TestClient;
  Catalog: TestClient;
  Support: TestClient;
  owner: TestClient;
  ownerId: number;
}

export async function staffClients(t: TestApp, prefix: string): Promise<StaffClients> {
  const as = (u: Awaited<ReturnType<typeof insertMember>>) => t.client(t.token(u));
  const staff = async (role: StaffRole) =>
    insertMember(t.database.db, { username: `${prefix}.${role.toLowerCase()}`, type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS[role] });
  const owner = await staff(StaffRole.Owner);
  return {
    anonymous: t.client(),
    member: as(await insertMember(t.database.db, { username: `${prefix}.socio` })),
    Finance: as(await staff(StaffRole.Finance)),
    Catalog: as(await staff(StaffRole.Catalog)),
    Support: as(await staff(StaffRole.Support)),
    owner: as(owner),
    ownerId: owner.id,
  };
}

/** Only an Owner reaches the call: anonymous 401, a member and the other staff roles 403, before any input is read. */
export async function expectOwnerOnly(s: StaffClients, call: (c: TestClient) => Promise<LightMyRequestResponse>) {
  expect((await call(s.anonymous)).statusCode).toBe(401);
  for (const c of [s.member, s.Finance, s.Catalog, s.Support]) expect((await call(c)).statusCode).toBe(403);
}

export const auditsOf = (db: DbOrTx, target: string) => db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id);
