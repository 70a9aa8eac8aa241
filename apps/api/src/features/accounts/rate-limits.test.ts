import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';
import { accountThrottles, users } from '../../db/schema';
import { throttleKey, throttleRules, type ThrottleRule } from '../../platform/account-throttle';
import { personPayload } from '../registration/registration.fixtures';

const LOGIN = '/api/accounts/token/getAuthToken';
const RECOVER = (v: string) => `/api/users/passwords/recoveryPassword/${encodeURIComponent(v)}`;
const RESET = '/api/users/passwords/resetPassword';
const REGISTER = '/api/users/registerUser';
const UPDATE = '/api/accounts/authUser/updateUser';
const TOO_MANY = 'Muitas tentativas. Aguarde um instante e tente novamente.';
const ACCOUNT_WAIT = 'Muitas tentativas para esta conta. Aguarde alguns minutos e tente novamente.';
const SPONSOR_WAIT = 'Muitas tentativas de cadastro com este patrocinador. Aguarde alguns minutos e tente novamente.';

/** A request as if it came from `ip` through the proxy in front of the API. */
const from = (t: TestApp, ip: string, method: 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
  t.client(token).request({ method, url, headers: { 'x-forwarded-for': ip }, ...(payload ? { payload } : {}) });

const loginBody = (Username: string, Password: string) => ({ Username, Password, UserType: 2 });

describe('rate limits (RATE_LIMITS=on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    await insertMember(t.database.db, { username: 'gabi', password: 'senha-da-gabi' });
    await insertMember(t.database.db, { username: 'hugo', password: 'senha-do-hugo' });
    await insertMember(t.database.db, { username: 'ines', password: 'senha-da-ines' });
  });
  afterAll(() => t.close());

  it('login: 10 attempts a minute per client and account, then 429 in pt-BR; other accounts unaffected', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.client().post(LOGIN, { Username: i % 2 ? 'GABI' : 'gabi', Password: 'errada', UserType: 2 });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.client().post(LOGIN, { Username: 'gabi', Password: 'senha-da-gabi', UserType: 2 });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ IsSuccess: false, Message: 'Muitas tentativas. Aguarde um instante e tente novamente.' });
    const other = await t.client().post(LOGIN, { Username: 'hugo', Password: 'senha-do-hugo', UserType: 2 });
    expect(other.statusCode).toBe(200);
  });

  it('password recovery: 5 a minute per client and account', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await t.client().post('/api/users/passwords/recoveryPassword/hugo')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('password reset: 10 a minute per client', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await t.client().post('/api/users/passwords/resetPassword', { Token: `x${i}`, Password: 'senha-qualquer' })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('with no TRUST_PROXY, X-Forwarded-For does not make a caller someone else', async () => {
    // Before, any caller picked his address: 15 wrong passwords with 15 headers gave 15 × 401.
    const codes: number[] = [];
    for (let i = 1; i <= 15; i++) codes.push((await from(t, `203.0.113.${i}`, 'POST', LOGIN, loginBody('ines', 'errada'))).statusCode);
    const first429 = codes.indexOf(429);
    expect(first429).toBeGreaterThan(0);
    expect(first429).toBeLessThan(14);
    // The limit per address caught it (the per-account one would answer its own message).
    expect((await from(t, '203.0.113.99', 'POST', LOGIN, loginBody('ines', 'errada'))).json().Message).toBe(TOO_MANY);

    const reset: number[] = [];
    for (let i = 1; i <= 11; i++) reset.push((await from(t, `198.51.100.${i}`, 'POST', RESET, { Token: `y${i}`, Password: 'senha-qualquer' })).statusCode);
    expect(reset.at(-1)).toBe(429);
  });
});

describe('TRUST_PROXY: a hop count trusts that many proxies in front of the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('each forwarded address is its own client', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 12; i++) codes.push((await from(t, `198.51.100.${i}`, 'POST', RESET, { Token: `z${i}`, Password: 'senha-qualquer' })).statusCode);
    expect(codes.every((c) => c === 400)).toBe(true);
  });
});

/**
 * Limits per account (docs/accounts.md): the API trusts its proxy (127.0.0.1, the test client),
 * so every request below comes from another address, as from a botnet. Only the account limit
 * can stop them.
 */
describe('limits per account, whatever the address', () => {
  let t: TestApp;
  let ip = 0;
  const next = () => `10.0.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
  const post = (url: string, payload?: object, token?: string) => from(t, next(), 'POST', url, payload, token);
  const put = (url: string, payload: object, token: string) => from(t, next(), 'PUT', url, payload, token);

  const row = async (rule: ThrottleRule, value: string) =>
    (
      await t.database.db
        .select()
        .from(accountThrottles)
        .where(eq(accountThrottles.key, throttleKey(rule, value)))
    )[0];
  /** The wait is over, as if its time had passed. */
  const expire = (rule: ThrottleRule, value: string) =>
    t.database.db
      .update(accountThrottles)
      .set({ blockedUntil: sql`now() - interval '1 second'` })
      .where(eq(accountThrottles.key, throttleKey(rule, value)));

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: '127.0.0.1' } });
    const db = t.database.db;
    await insertMember(db, { username: 'joana', email: 'joana@clube.test', password: 'senha-da-joana' });
    await insertMember(db, { username: 'kleber', password: 'senha-do-kleber' });
    await insertMember(db, { username: 'luna', password: 'senha-da-luna' });
    await insertMember(db, { username: 'patrocinador', password: 'senha-patrocinador' });
    await insertMember(db, { username: 'marcos', password: 'senha-do-marcos' });
  });
  afterAll(() => t.close());

  it('login: 15 wrong passwords from 15 addresses get 429 before the 15th; the right one waits too', async () => {
    const answers = [];
    for (let i = 0; i < 15; i++) answers.push(await post(LOGIN, loginBody(i % 2 ? 'JOANA' : 'joana', `errada-${i}`)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual(Array(5).fill(429));
    expect(answers[10]!.json()).toEqual({ IsSuccess: false, Message: ACCOUNT_WAIT, Data: null });

    const right = await post(LOGIN, loginBody('joana', 'senha-da-joana'));
    expect(right.statusCode).toBe(429);
    expect(right.json().Message).toBe(ACCOUNT_WAIT);
    // Waiting answers count nothing more.
    expect((await row(throttleRules.login, 'joana'))!.failures).toBe(10);
    // Other accounts are not held up.
    expect((await post(LOGIN, loginBody('kleber', 'senha-do-kleber'))).statusCode).toBe(200);
  });

  it('after the wait the right password signs in and clears the count', async () => {
    await expire(throttleRules.login, 'joana');
    const res = await post(LOGIN, loginBody('joana', 'senha-da-joana'));
    expect(res.statusCode).toBe(200);
    expect(await row(throttleRules.login, 'joana')).toBeUndefined();
    for (let i = 0; i < 9; i++) expect((await post(LOGIN, loginBody('joana', 'errada'))).statusCode).toBe(401);
  });

  it('each wrong password after the allowance doubles the wait, up to 15 minutes', async () => {
    const waitOf = async () => {
      const r = (await row(throttleRules.login, 'kleber-inexistente'))!;
      return Math.round((r.blockedUntil!.getTime() - Date.now()) / 1000);
    };
    for (let i = 0; i < 10; i++) expect((await post(LOGIN, loginBody('kleber-inexistente', 'errada'))).statusCode).toBe(401);
    expect(await waitOf()).toBeGreaterThanOrEqual(28);
    expect(await waitOf()).toBeLessThanOrEqual(30);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      await expire(throttleRules.login, 'kleber-inexistente');
      expect((await post(LOGIN, loginBody('kleber-inexistente', 'errada'))).statusCode).toBe(401);
      waits.push(Math.round((await waitOf()) / 30) * 30);
      expect((await post(LOGIN, loginBody('kleber-inexistente', 'errada'))).statusCode).toBe(429);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
  });

  it('an unknown name behaves exactly like a real account', async () => {
    const real = [];
    const unknown = [];
    for (let i = 0; i < 12; i++) {
      real.push(await post(LOGIN, loginBody('luna', 'errada')));
      unknown.push(await post(LOGIN, loginBody('ninguem-aqui', 'errada')));
    }
    expect(unknown.map((r) => [r.statusCode, r.json()])).toEqual(real.map((r) => [r.statusCode, r.json()]));
    expect(real.at(-1)!.statusCode).toBe(429);
  });

  it('parallel wrong passwords cannot slip past the count (one statement per attempt)', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(LOGIN, loginBody('marcos', 'errada'))));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
  });

  it('a password reset by e-mail ends the login wait (someone else typed the failures)', async () => {
    expect((await post(LOGIN, loginBody('marcos', 'senha-do-marcos'))).statusCode).toBe(429);
    t.mails.length = 0;
    expect((await post(RECOVER('marcos'))).statusCode).toBe(200);
    await waitForMail(t);
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(t.mails[0]!.text)![1]!);
    expect((await post(RESET, { Token: token, Password: 'nova-senha-do-marcos' })).statusCode).toBe(200);
    expect((await post(LOGIN, loginBody('marcos', 'nova-senha-do-marcos'))).statusCode).toBe(200);
  });

  it('password recovery: 5 requests per typed value, whatever the address; the same for unknown values', async () => {
    for (const value of ['luna', 'quem@nao.existe']) {
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(await post(RECOVER(i % 2 ? value.toUpperCase() : value)));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(answers[5]!.json().Message).toBe(ACCOUNT_WAIT);
    }
    await expire(throttleRules.recovery, 'luna');
    expect((await post(RECOVER('luna'))).statusCode).toBe(200);
    expect((await post(RECOVER('luna'))).statusCode).toBe(429);
  });

  it('registration: successes are free; 10 failures under one sponsor make it wait, whatever the address', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await post(REGISTER, personPayload({ Username: `recruta${i}`, Email: `recruta${i}@clube.test` }));
      expect(res.statusCode, res.body).toBe(200);
    }
    const failures = [];
    for (let i = 0; i < 11; i++) failures.push(await post(REGISTER, personPayload({ Username: 'recruta0', Email: `outro${i}@clube.test` })));
    expect(failures.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(409));
    expect(failures[10]!.statusCode).toBe(429);
    expect(failures[10]!.json()).toEqual({ IsSuccess: false, Message: SPONSOR_WAIT, Data: null });
    // Even a valid registration waits, and creates nothing.
    const valid = await post(REGISTER, personPayload({ SponsorUsername: 'PATROCINADOR', Username: 'recruta-novo', Email: 'recruta-novo@clube.test' }));
    expect(valid.statusCode).toBe(429);
    expect(await t.database.db.select().from(users).where(eq(users.username, 'recruta-novo'))).toEqual([]);
    // Another sponsor's link works.
    const other = await post(REGISTER, personPayload({ SponsorUsername: 'luna', Username: 'recruta-luna', Email: 'recruta-luna@clube.test' }));
    expect(other.statusCode).toBe(200);

    await expire(throttleRules.registration, 'patrocinador');
    expect((await post(REGISTER, personPayload({ Username: 'recruta-novo', Email: 'recruta-novo@clube.test' }))).statusCode).toBe(200);
  });

  it('password change: 5 wrong current passwords, then the member waits', async () => {
    const session = await t.login('kleber', 'senha-do-kleber');
    const form = (CurrentPassword: string) => ({
      Name: 'Kleber',
      PhoneOne: '11 91111-2222',
      Birthday: '1990-01-15',
      Gender: 3,
      Password: 'nova-senha-do-kleber',
      CurrentPassword,
    });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await put(UPDATE, form('errada'), session.token!)).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await put(UPDATE, form('senha-do-kleber'), session.token!)).statusCode).toBe(429);
    await t.database.db.update(accountThrottles).set({ blockedUntil: sql`now() - interval '1 second'` });
    const ok = await put(UPDATE, form('senha-do-kleber'), session.token!);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

/** The recovery e-mail leaves after the answer. */
async function waitForMail(t: TestApp) {
  for (let i = 0; i < 50 && t.mails.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  expect(t.mails).toHaveLength(1);
}
