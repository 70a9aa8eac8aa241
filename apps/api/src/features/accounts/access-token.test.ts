import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { UserStatus, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';
import { auditLog, userTokens } from '../../db/schema';

const ISSUE = (id: number | string) => `/api/admin/users/${id}/accessToken`;
const LOGIN = '/api/accounts/token/getAuthToken';
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
let admin: Row, edu: Row, fabi: Row, blocked: Row, otherAdmin: Row;
const as = (u: Row) => t.client(t.token(u));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await insertMember(db, { username: 'admin', type: UserType.Administrator, password: 'senha-admin' });
  otherAdmin = await insertMember(db, { username: 'admin2', type: UserType.Administrator });
  edu = await insertMember(db, { username: 'Edu', password: 'senha-do-edu' });
  fabi = await insertMember(db, { username: 'fabi' });
  blocked = await insertMember(db, { username: 'bloq', status: UserStatus.Bloqueado });
});
afterAll(() => t.close());

async function issue(userId: number) {
  const res = await as(admin).post(ISSUE(userId));
  expect(res.statusCode).toBe(200);
  return res.json().Data as { AccessToken: string; Username: string; Url: string; ExpiresOn: string };
}

describe('one-use access token (admin "entrar como sócio")', () => {
  it('issues a link for the token login; the token signs in once', async () => {
    const data = await issue(edu.id);
    expect(data.Username).toBe('Edu');
    const url = new URL(data.Url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/accessToken');
    expect(url.searchParams.get('accessToken')).toBe(data.AccessToken);
    expect(url.searchParams.get('username')).toBe('Edu');
    const life = new Date(data.ExpiresOn).getTime() - Date.now();
    expect(life).toBeGreaterThan(4 * 60_000);
    expect(life).toBeLessThanOrEqual(5 * 60_000);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${edu.id}`));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'accounts.access_token_issued' });

    const first = await t.client().post(LOGIN, { AccessToken: data.AccessToken, Username: 'edu', UserType: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json().Data).toMatchObject({ IsAuth: true, Username: 'Edu', AccessToken: expect.any(String) });
    const me = await t.client(first.json().Data.AccessToken).get('/api/accounts/authUser/getAuthUserData');
    expect(me.json().Data.User.Id).toBe(edu.id);

    const second = await t.client().post(LOGIN, { AccessToken: data.AccessToken, Username: 'Edu', UserType: 2 });
    expect(second.statusCode).toBe(401);
    expect(second.json().Message).toBe('Token de acesso inválido ou expirado.');
  });

  it('the token is bound to its account and type: a wrong username or type does not use it up', async () => {
    const data = await issue(edu.id);
    const wrongUser = await t.client().post(LOGIN, { AccessToken: data.AccessToken, Username: 'fabi', UserType: 2 });
    expect(wrongUser.statusCode).toBe(401);
    const wrongType = await t.client().post(LOGIN, { AccessToken: data.AccessToken, Username: 'Edu', UserType: 1 });
    expect(wrongType.statusCode).toBe(401);
    const right = await t.client().post(LOGIN, { AccessToken: data.AccessToken, Username: 'Edu', UserType: 2 });
    expect(right.statusCode).toBe(200);
  });

  it('two simultaneous uses of one token: exactly one signs in', async () => {
    const data = await issue(fabi.id);
    const body = { AccessToken: data.AccessToken, Username: 'fabi', UserType: 2 };
    const results = await Promise.all([t.client().post(LOGIN, body), t.client().post(LOGIN, body), t.client().post(LOGIN, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('expires after 5 minutes', async () => {
    const data = await issue(fabi.id);
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(userTokens.userId, fabi.id));
    const res = await t.client().post(LOGIN, { AccessToken: data.AccessToken, Username: 'fabi', UserType: 2 });
    expect(res.statusCode).toBe(401);
  });

  it('an invented token and a password reset token do not sign in', async () => {
    const res = await t.client().post(LOGIN, { AccessToken: 'x'.repeat(43), Username: 'Edu', UserType: 2 });
    expect(res.statusCode).toBe(401);
    expect(res.json().Message).toBe('Token de acesso inválido ou expirado.');
    await t.client().post('/api/users/passwords/recoveryPassword/Edu');
    const link = /token=([^\s]+)/.exec(t.mails.at(-1)!.text)![1]!;
    const reuse = await t.client().post(LOGIN, { AccessToken: decodeURIComponent(link), Username: 'Edu', UserType: 2 });
    expect(reuse.statusCode).toBe(401);
  });

  it('needs Username with the token', async () => {
    const res = await t.client().post(LOGIN, { AccessToken: 'abc', UserType: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Email/Usuário é obrigatório.');
  });

  it('a blocked member cannot use one', async () => {
    const data = await issue(blocked.id);
    const res = await t.client().post(LOGIN, { AccessToken: data.AccessToken, Username: 'bloq', UserType: 2 });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('Usuário bloqueado. Entre em contato com o suporte.');
  });

  it('only administrators issue them (401 without session, 403 for a member)', async () => {
    expect((await t.client().post(ISSUE(edu.id))).statusCode).toBe(401);
    const byMember = await as(edu).post(ISSUE(fabi.id));
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().Message).toBe('Você não tem permissão para acessar este recurso.');
    const count = await t.database.db.select().from(userTokens).where(eq(userTokens.userId, fabi.id));
    expect(count.every((r) => r.usedAt !== null || r.expiresAt < new Date())).toBe(true);
  });

  it('answers 404 for an unknown user or an administrator, 400 for a bad id', async () => {
    expect((await as(admin).post(ISSUE(999_999))).statusCode).toBe(404);
    const toAdmin = await as(admin).post(ISSUE(otherAdmin.id));
    expect(toAdmin.statusCode).toBe(404);
    expect(toAdmin.json().Message).toBe('Usuário não encontrado.');
    expect((await as(admin).post(ISSUE('abc'))).statusCode).toBe(400);
    expect((await as(admin).post(ISSUE(-1))).statusCode).toBe(400);
  });
});
