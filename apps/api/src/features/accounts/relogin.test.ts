import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';
import { users } from '../../db/schema';

const VERIFY = '/api/accounts/authUser/verifyIfUserNeedsRelogin';
const UPDATE = (v: string) => `/api/accounts/authUser/updateUserReloginData/${v}`;
let t: TestApp;
let bia: Awaited<ReturnType<typeof insertMember>>;

beforeAll(async () => {
  t = await createTestApp();
  bia = await insertMember(t.database.db, { username: 'bia', password: 'senha-da-bia' });
});
afterAll(() => t.close());

const flagOf = async (id: number) => (await t.database.db.select({ f: users.userNeedsRelogin }).from(users).where(eq(users.id, id)))[0]!.f;

describe('relogin check', () => {
  it('answers false/false for an up-to-date session', async () => {
    const c = await t.login('bia', 'senha-da-bia');
    const res = await c.get(VERIFY);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsSuccess: true, Message: null, Data: { NeedsRelogin: false, NeedsUpdate: false } });
  });

  it('after an operator sets the flag: relogin and update needed; sending false clears it', async () => {
    const c = await t.login('bia', 'senha-da-bia');
    // An operator's change of roles, status or password sets the flag (docs/security.md).
    await t.database.db.update(users).set({ userNeedsRelogin: true }).where(eq(users.id, bia.id));
    expect((await c.get(VERIFY)).json().Data).toEqual({ NeedsRelogin: true, NeedsUpdate: true });

    const cleared = await c.post(UPDATE('false'));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ IsSuccess: true, Data: { NeedsRelogin: false, NeedsUpdate: false } });
    expect(await flagOf(bia.id)).toBe(false);
    expect((await c.get(VERIFY)).json().Data).toEqual({ NeedsRelogin: false, NeedsUpdate: false });
  });

  it('sets the flag with true (empty body)', async () => {
    const c = await t.login('bia', 'senha-da-bia');
    const res = await c.post(UPDATE('true'));
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual({ NeedsRelogin: true, NeedsUpdate: true });
    expect(await flagOf(bia.id)).toBe(true);
    await c.post(UPDATE('false'));
  });

  it('refuses any value but true or false, changing nothing', async () => {
    const c = await t.login('bia', 'senha-da-bia');
    for (const v of ['yes', '1', 'TRUE', 'null']) {
      const res = await c.post(UPDATE(v));
      expect(res.statusCode, v).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Data: null });
    }
    expect(await flagOf(bia.id)).toBe(false);
  });

  it('needs a session (401) and a valid token', async () => {
    expect((await t.client().get(VERIFY)).statusCode).toBe(401);
    expect((await t.client().post(UPDATE('true'))).statusCode).toBe(401);
    expect((await t.client('not-a-jwt').get(VERIFY)).statusCode).toBe(401);
    expect((await t.client().post(UPDATE('true'))).json().Message).toBe('Sessão expirada ou inválida. Entre novamente.');
    expect(await flagOf(bia.id)).toBe(false);
  });
});
