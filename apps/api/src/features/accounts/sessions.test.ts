import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helper';
import { insertMember } from '../../seed/builders';
import { sessions, users } from '../../db/schema';

const ME = '/api/accounts/authUser/getAuthUserData';
const LOGOUT = '/api/accounts/authUser/logout';
const LOGOUT_ALL = '/api/accounts/authUser/logoutAllDevices';
const EXPIRED = 'Sessão expirada ou inválida. Entre novamente.';
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
let edu: Row, bia: Row, gui: Row, admin: Row;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  edu = await insertMember(db, { username: 'edu', password: 'senha-do-edu' });
  bia = await insertMember(db, { username: 'bia', password: 'senha-da-bia' });
  gui = await insertMember(db, { username: 'gui', password: 'senha-do-gui' });
  await insertMember(db, { username: 'rui', password: 'senha-do-rui' });
  admin = await insertMember(db, { username: 'chefe', type: UserType.Administrator, password: 'senha-do-chefe' });
});
afterAll(() => t.close());

const claimsOf = (c: TestClient) => JSON.parse(Buffer.from(c.token!.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const sessionRow = async (id: string) => (await t.database.db.select().from(sessions).where(eq(sessions.id, id)))[0];
const versionOf = async (id: number) => (await t.database.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, id)))[0]!.v;

async function expectRefused(c: TestClient) {
  const res = await c.get(ME);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ IsSuccess: false, Message: EXPIRED, Data: null });
}

describe('sessions on the server', () => {
  it('a password login opens a session: the token carries sub, sid, typ, ver and exp, and the row expires with it', async () => {
    const res = await t.client().post('/api/accounts/token/getAuthToken', { Username: 'edu', Password: 'senha-do-edu', UserType: 2 });
    expect(res.statusCode).toBe(200);
    const c = t.client(res.json().Data.AccessToken);
    const claims = claimsOf(c);
    expect(claims).toMatchObject({ sub: edu.id, sid: expect.any(String), typ: 2, ver: 0, exp: expect.any(Number) });
    expect(Number.isInteger(claims['sub'])).toBe(true);
    const row = await sessionRow(claims['sid'] as string);
    expect(row).toMatchObject({ userId: edu.id, impersonatorId: null, revokedAt: null });
    expect(Math.abs(row!.expiresAt.getTime() - (claims['exp'] as number) * 1000)).toBeLessThan(2_000);
    expect(new Date(res.json().Data.ExpiresOn).getTime()).toBe(row!.expiresAt.getTime());
    expect((await c.get(ME)).statusCode).toBe(200);
  });

  it("logout ends this session at once; the member's other sessions go on", async () => {
    const phone = await t.login('bia', 'senha-da-bia');
    const laptop = await t.login('bia', 'senha-da-bia');
    expect((await phone.get(ME)).statusCode).toBe(200);

    const res = await phone.post(LOGOUT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsSuccess: true, Message: 'Sessão encerrada.', Data: null });
    await expectRefused(phone);
    expect((await phone.post(LOGOUT)).statusCode).toBe(401);
    expect((await sessionRow(claimsOf(phone)['sid'] as string))!.revokedAt).toBeInstanceOf(Date);

    expect((await laptop.get(ME)).statusCode).toBe(200);
    expect(await versionOf(bia.id)).toBe(0);
  });

  it('logoutAllDevices ends every session of the member and moves his token version; a new login works', async () => {
    const phone = await t.login('gui', 'senha-do-gui');
    const laptop = await t.login('gui', 'senha-do-gui');
    const other = await t.login('rui', 'senha-do-rui');
    expect((await laptop.get(ME)).statusCode).toBe(200);

    const res = await phone.post(LOGOUT_ALL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsSuccess: true, Message: 'Sessão encerrada em todos os dispositivos.', Data: null });
    await expectRefused(phone);
    await expectRefused(laptop);
    expect(await versionOf(gui.id)).toBe(1);
    const open = await t.database.db.select().from(sessions).where(eq(sessions.userId, gui.id));
    expect(open.length).toBe(2);
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);

    expect((await other.get(ME)).statusCode).toBe(200);
    const again = await t.login('gui', 'senha-do-gui');
    expect((await again.get(ME)).json().Data.User.Id).toBe(gui.id);
  });

  it('works for an administrator too', async () => {
    const res = await t.client().post('/api/accounts/token/getAuthToken', { Username: 'chefe', Password: 'senha-do-chefe', UserType: 1 });
    const c = t.client(res.json().Data.AccessToken);
    const RELOGIN = '/api/accounts/authUser/verifyIfUserNeedsRelogin';
    expect((await c.get(RELOGIN)).statusCode).toBe(200);
    expect((await c.post(LOGOUT)).statusCode).toBe(200);
    expect((await c.get(RELOGIN)).statusCode).toBe(401);
    expect(await sessionRow(claimsOf(c)['sid'] as string)).toMatchObject({ userId: admin.id, revokedAt: expect.any(Date) });
  });

  it('needs a session (401) and the XSRF header (403), ending nothing without them', async () => {
    const c = await t.login('edu', 'senha-do-edu');
    expect((await t.client().post(LOGOUT)).statusCode).toBe(401);
    expect((await t.client().post(LOGOUT_ALL)).statusCode).toBe(401);
    for (const url of [LOGOUT, LOGOUT_ALL]) {
      const res = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${c.token}` } });
      expect(res.statusCode).toBe(403);
      expect(res.json().IsSuccess).toBe(false);
    }
    expect((await c.get(ME)).statusCode).toBe(200);
    expect(await versionOf(edu.id)).toBe(0);
  });

  it('a session expired or revoked in the database is refused while its token still looks valid', async () => {
    const expiring = await t.login('edu', 'senha-do-edu');
    const revoked = await t.login('edu', 'senha-do-edu');
    expect((await expiring.get(ME)).statusCode).toBe(200);
    expect((await revoked.get(ME)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, claimsOf(expiring)['sid'] as string));
    await t.database.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, claimsOf(revoked)['sid'] as string));
    // Changed behind the API's back: wait until this instance has heard of it (the trigger's notification).
    await t.app.authSettled();
    await expectRefused(expiring);
    await expectRefused(revoked);
  });
});

describe('strict access tokens', () => {
  const sign = (payload: Record<string, unknown>, expiresIn?: number) => t.app.jwt.sign(payload as never, expiresIn === undefined ? {} : { expiresIn });

  it('refuses tokens the server did not shape, though signed with its secret', async () => {
    const c = await t.login('bia', 'senha-da-bia');
    const good = claimsOf(c);
    const base = { sub: good['sub'], sid: good['sid'], typ: good['typ'], ver: good['ver'] };
    // The same claims, signed here, are accepted: each refusal below comes from one changed claim.
    expect((await t.client(sign(base, 600)).get(ME)).statusCode).toBe(200);

    const other = claimsOf(await t.login('edu', 'senha-do-edu'));
    const bad: Array<[string, string]> = [
      ['no exp', sign(base)],
      ['sub as text', sign({ ...base, sub: String(bia.id) }, 600)],
      ['fractional sub', sign({ ...base, sub: bia.id + 0.5 }, 600)],
      ['no sub', sign({ sid: base.sid, typ: base.typ, ver: base.ver }, 600)],
      ['no sid', sign({ sub: base.sub, typ: base.typ, ver: base.ver }, 600)],
      ['unknown sid', sign({ ...base, sid: 'x'.repeat(43) }, 600)],
      ["another member's sid", sign({ ...base, sid: other['sid'] }, 600)],
      ['old token version', sign({ ...base, ver: 7 }, 600)],
      ['other user type', sign({ ...base, typ: 1 }, 600)],
      ['expired', sign({ ...base, exp: Math.floor(Date.now() / 1000) - 5 })],
      ['other secret', c.token!.replace(/\.[^.]+$/, '.c2lnbmF0dXJh')],
      ['not a token', 'abc.def.ghi'],
    ];
    for (const [why, token] of bad) {
      const res = await t.client(token).get(ME);
      expect(res.statusCode, why).toBe(401);
      expect(res.json().Message, why).toBe(EXPIRED);
    }
  });

  it('a token verified before is refused once its exp has passed, though its session row is still live', async () => {
    const c = await t.login('bia', 'senha-da-bia');
    const good = claimsOf(c);
    const shortLived = sign({ sub: good['sub'], sid: good['sid'], typ: good['typ'], ver: good['ver'] }, 2);
    // The verifier keeps verified tokens (platform/auth.ts): the first call puts this one there.
    expect((await t.client(shortLived).get(ME)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_000 });
    try {
      const res = await t.client(shortLived).get(ME);
      expect(res.statusCode).toBe(401);
      expect(res.json().Message).toBe(EXPIRED);
      // The session itself is live: the login's own token, valid for hours, still works.
      expect((await c.get(ME)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
