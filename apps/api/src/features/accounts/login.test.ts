import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLE_IDS, MEMBER_ROLE_IDS, UserStatus, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';
import { users } from '../../db/schema';

const LOGIN = '/api/accounts/token/getAuthToken';
const INVALID = 'Usuário ou senha inválidos.';
let t: TestApp;
let ana: Awaited<ReturnType<typeof insertMember>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ana = await insertMember(db, { username: 'Ana.Silva', email: 'Ana.Silva@Clube.test', password: 'senha-da-ana' });
  await insertMember(db, { username: 'bloqueado', password: 'senha-bloq', status: UserStatus.Bloqueado });
  await insertMember(db, { username: 'pendente', password: 'senha-pend', status: UserStatus.Pendente });
  await insertMember(db, { username: 'chefe', password: 'senha-chefe', type: UserType.Administrator });
  await insertMember(db, { username: 'lojista', password: 'senha-loja', type: UserType.UserStore });
});
afterAll(() => t.close());

const login = (body: unknown) => t.client().post(LOGIN, body);

async function accessCount(id: number) {
  const [row] = await t.database.db.select({ n: users.accessCount, at: users.lastAccessOn }).from(users).where(eq(users.id, id));
  return row!;
}

describe('POST /api/accounts/token/getAuthToken', () => {
  it('signs a member in by username, case-insensitive, with the wire shape the web keeps', async () => {
    const before = await accessCount(ana.id);
    const res = await login({ Username: 'ana.silva', Password: 'senha-da-ana', UserType: 2 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ IsSuccess: true, Message: 'Login realizado com sucesso.' });
    expect(body.Data).toEqual({
      Message: 'Login realizado com sucesso.',
      IsAuth: true,
      AccessToken: expect.any(String),
      ExpiresOn: expect.any(String),
      RolesIds: MEMBER_ROLE_IDS,
      Username: 'Ana.Silva',
    });
    expect(new Date(body.Data.ExpiresOn).getTime()).toBeGreaterThan(Date.now());
    const after = await accessCount(ana.id);
    expect(after.n).toBe(before.n + 1);
    expect(after.at).not.toBeNull();
    // The token opens authenticated calls.
    const me = await t.client(body.Data.AccessToken).get('/api/accounts/authUser/getAuthUserData');
    expect(me.statusCode).toBe(200);
    expect(me.json().Data.User.Username).toBe('Ana.Silva');
  });

  it('signs in by e-mail, case-insensitive', async () => {
    const res = await login({ Email: 'ANA.SILVA@clube.TEST', Password: 'senha-da-ana', UserType: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.IsAuth).toBe(true);
  });

  it('answers the same 401 for a wrong password and for an unknown user', async () => {
    const wrong = await login({ Username: 'ana.silva', Password: 'senha-errada', UserType: 2 });
    const unknown = await login({ Username: 'ninguem', Password: 'senha-da-ana', UserType: 2 });
    const unknownEmail = await login({ Email: 'ninguem@clube.test', Password: 'x', UserType: 2 });
    for (const res of [wrong, unknown, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ IsSuccess: false, Message: INVALID, Data: null });
    }
  });

  it('does not take a password typed in the e-mail field as a username', async () => {
    const res = await login({ Email: 'ana.silva', Password: 'senha-da-ana', UserType: 2 });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a blocked member, but only to whoever knows the password', async () => {
    const right = await login({ Username: 'bloqueado', Password: 'senha-bloq', UserType: 2 });
    expect(right.statusCode).toBe(403);
    expect(right.json().Message).toBe('Usuário bloqueado. Entre em contato com o suporte.');
    const wrong = await login({ Username: 'bloqueado', Password: 'outra', UserType: 2 });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().Message).toBe(INVALID);
  });

  it('lets a pending member in (he must be able to pay his adhesion invoice)', async () => {
    const res = await login({ Username: 'pendente', Password: 'senha-pend', UserType: 2 });
    expect(res.statusCode).toBe(200);
  });

  it('keeps member and administrator logins apart', async () => {
    const adminAsMember = await login({ Username: 'chefe', Password: 'senha-chefe', UserType: 2 });
    expect(adminAsMember.statusCode).toBe(401);
    expect(adminAsMember.json().Message).toBe(INVALID);
    const memberAsAdmin = await login({ Username: 'ana.silva', Password: 'senha-da-ana', UserType: 1 });
    expect(memberAsAdmin.statusCode).toBe(401);
    const admin = await login({ Username: 'chefe', Password: 'senha-chefe', UserType: 1 });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().Data.RolesIds).toEqual(ADMIN_ROLE_IDS);
  });

  it('has no login for store clients (type 3)', async () => {
    const res = await login({ Username: 'lojista', Password: 'senha-loja', UserType: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Tipo de usuário inválido.');
  });

  it('answers 400 with the pt-BR reason for bad input', async () => {
    const cases: Array<[unknown, string]> = [
      [{ Password: 'x', UserType: 2 }, 'Email/Usuário é obrigatório.'],
      [{ Username: 'ana.silva', UserType: 2 }, 'Senha é obrigatória.'],
      [{ Username: 'ana.silva', Password: 'senha-da-ana' }, 'Tipo de usuário inválido.'],
      [{ Username: 'ana.silva', Password: 'senha-da-ana', UserType: '2' }, 'Tipo de usuário inválido.'],
    ];
    for (const [body, message] of cases) {
      const res = await login(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: message, Data: null });
    }
    const unknownField = await login({ Username: 'ana.silva', Password: 'senha-da-ana', UserType: 2, IsAdmin: true });
    expect(unknownField.statusCode).toBe(400);
    const huge = await login({ Username: 'a'.repeat(5000), Password: 'senha-da-ana', UserType: 2 });
    expect(huge.statusCode).toBe(400);
    const hugePassword = await login({ Username: 'ana.silva', Password: 'p'.repeat(10_000), UserType: 2 });
    expect(hugePassword.statusCode).toBe(400);
    const notJson = await t.client().request({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload: '{"Username":' });
    expect(notJson.statusCode).toBe(400);
  });

  it('needs the anti-forgery header like every other write', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, payload: { Username: 'ana.silva', Password: 'senha-da-ana', UserType: 2 } });
    expect(res.statusCode).toBe(403);
  });

  it('clears a pending relogin request: the new session is up to date', async () => {
    await t.database.db.update(users).set({ userNeedsRelogin: true }).where(eq(users.id, ana.id));
    const c = await t.login('ana.silva', 'senha-da-ana');
    const res = await c.get('/api/accounts/authUser/verifyIfUserNeedsRelogin');
    expect(res.json().Data).toEqual({ NeedsRelogin: false, NeedsUpdate: false });
  });
});
