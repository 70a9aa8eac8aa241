import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { users } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { signUpPayload, validCpf } from './store.fixtures';

const SIGN_UP = (u: string) => `/api/store/public/registerStoreClient/${u}`;
const STORE_LOGIN = '/api/store/public/getAuthToken';
const TOO_MANY = 'Muitas tentativas. Aguarde um instante e tente novamente.';
const STORE_WAIT = 'Muitas tentativas de cadastro com este patrocinador. Aguarde alguns minutos e tente novamente.';
const ACCOUNT_WAIT = 'Muitas tentativas para esta conta. Aguarde alguns minutos e tente novamente.';

const CPFS = Array.from({ length: 13 }, (_, i) => validCpf(4_200 + i));

/**
 * docs/accounts.md, "Limits per account": the store's calls behind a trusted proxy (127.0.0.1, the
 * test client), every request from another address, so only the limits per store and per e-mail
 * can stop them; and one address alone hits the limit per address.
 */
describe(`the public store's limits (RATE_LIMITS=on, ${TEST_DB})`, () => {
  let t: TestApp;
  let ip = 0;
  const next = () => `10.1.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
  const post = (url: string, payload: object, from = next()) => t.client().request({ method: 'POST', url, headers: { 'x-forwarded-for': from }, payload });

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: '127.0.0.1' } });
    await insertMember(t.database.db, { username: 'loja.ana' });
    await insertMember(t.database.db, { username: 'loja.bia' });
  });
  afterAll(() => t.close());

  it('sign-up: successes are free; 10 failures at one store make it wait, whatever the address; other stores go on', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await post(SIGN_UP('loja.ana'), signUpPayload({ Email: `cliente${i}@loja.test`, RegionalId: CPFS[i] }));
      expect(res.statusCode, res.body).toBe(200);
    }
    const failures = [];
    for (let i = 0; i < 11; i++)
      failures.push(await post(SIGN_UP(i % 2 ? 'LOJA.ANA' : 'loja.ana'), signUpPayload({ Email: 'cliente0@loja.test', RegionalId: CPFS[12] })));
    expect(failures.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(409));
    expect(failures[10]!.json()).toEqual({ IsSuccess: false, Message: STORE_WAIT, Data: null });
    const valid = await post(SIGN_UP('loja.ana'), signUpPayload({ Email: 'nova@loja.test', RegionalId: CPFS[12] }));
    expect(valid.statusCode).toBe(429);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'nova@loja.test'))).toEqual([]);
    expect((await post(SIGN_UP('loja.bia'), signUpPayload({ Email: 'nova@loja.test', RegionalId: CPFS[12] }))).statusCode).toBe(200);
  });

  it('login: 10 wrong passwords for one e-mail, from anywhere, make it wait', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await post(STORE_LOGIN, { Email: 'cliente1@loja.test', Password: `errada-${i}` })).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    const right = await post(STORE_LOGIN, { Email: 'CLIENTE1@loja.test', Password: 'segredo123' });
    expect(right.json()).toMatchObject({ Message: ACCOUNT_WAIT });
    expect((await post(STORE_LOGIN, { Email: 'cliente2@loja.test', Password: 'segredo123' })).statusCode).toBe(200);
  });

  it('one address: 10 sign-ups a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await post(SIGN_UP('loja.bia'), { Name: '' }, '192.0.2.7')).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(codes[10]).toBe(429);
    expect((await post(SIGN_UP('loja.bia'), { Name: '' }, '192.0.2.7')).json().Message).toBe(TOO_MANY);
  });
});
