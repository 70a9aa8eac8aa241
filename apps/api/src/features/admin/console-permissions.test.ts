import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE_IDS, StaffRole, UserType, type Endpoint } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';

/**
 * docs/admin.md#staff-roles: the permission matrix of every console call (every contract endpoint
 * marked adminOnly) × {anonymous, member, each staff role}. A call's own rules (validation, not
 * found) may answer anything but 401/403 to a role that holds its permission; every other caller is
 * refused before the call's input is even read.
 */
const contractDir = fileURLToPath(new URL('../../../../../packages/contract/src/', import.meta.url));

async function consoleEndpoints(): Promise<Endpoint[]> {
  const found = new Map<string, Endpoint>();
  for (const dir of readdirSync(contractDir, { withFileTypes: true })) {
    if (!dir.isDirectory() || dir.name === 'common') continue;
    const mod = (await import(`@clube/contract/${dir.name}`)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      const e = value as Partial<Endpoint> | null;
      if (e && typeof e === 'object' && typeof e.path === 'string' && typeof e.method === 'string' && e.adminOnly)
        found.set(`${e.method} ${e.path}`, e as Endpoint);
    }
  }
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** A path with every parameter filled by an id no record has (or a name no job has). */
const concrete = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => (/id$/i.test(name) ? '999999' : 'inexistente'));

let t: TestApp;
let endpoints: Endpoint[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  endpoints = await consoleEndpoints();
  const member = await insertMember(t.database.db, { username: 'socio.matriz' });
  tokens['member'] = t.token(member);
  for (const role of Object.values(StaffRole)) {
    const u = await insertMember(t.database.db, { username: `staff.${role.toLowerCase()}`, type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS[role] });
    tokens[role] = t.token(u);
  }
});
afterAll(() => t.close());

const call = (e: Endpoint, token?: string) =>
  t.client(token).request({ method: e.method, url: concrete(e.path), ...(e.method === 'GET' ? {} : { payload: {} }) });

describe('console calls: who may reach them', () => {
  it('finds the console calls of every area, each under a staff permission', () => {
    const paths = endpoints.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/withdrawals/:id/pay',
        '/api/admin/products/:id/accept',
        '/api/configurations/updateSCGeneral',
        '/api/admin/audit/getAll',
      ]),
    );
    for (const e of endpoints) expect(Object.values(STAFF_ROLE_IDS.Owner), `${e.method} ${e.path}`).toContain(e.permission);
  });

  it('every /api/admin call is a console call (adminOnly)', async () => {
    const all = new Map<string, Partial<Endpoint>>();
    for (const dir of readdirSync(contractDir, { withFileTypes: true })) {
      if (!dir.isDirectory() || dir.name === 'common') continue;
      for (const v of Object.values((await import(`@clube/contract/${dir.name}`)) as Record<string, Partial<Endpoint>>)) {
        if (v && typeof v === 'object' && typeof v.path === 'string' && v.path.startsWith('/api/admin/')) all.set(v.path, v);
      }
    }
    const open = [...all.values()].filter((e) => !e.adminOnly).map((e) => e.path);
    expect(open).toEqual([]);
  });

  it('refuses anonymous callers (401) and members (403)', async () => {
    for (const e of endpoints) {
      expect((await call(e)).statusCode, `anonymous ${e.method} ${e.path}`).toBe(401);
      expect((await call(e, tokens['member'])).statusCode, `member ${e.method} ${e.path}`).toBe(403);
    }
  });

  it.each(Object.values(StaffRole))('lets %s reach exactly the calls of its permissions', async (role) => {
    for (const e of endpoints) {
      const status = (await call(e, tokens[role])).statusCode;
      const allowed = STAFF_ROLE_IDS[role].includes(e.permission!);
      if (allowed) expect([401, 403], `${role} ${e.method} ${e.path} answered ${status}`).not.toContain(status);
      else expect(status, `${role} ${e.method} ${e.path}`).toBe(403);
      expect(status, `${role} ${e.method} ${e.path}`).toBeLessThan(500);
    }
  });
});
