import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';

const LOGIN = '/api/accounts/token/getAuthToken';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  await insertMember(t.database.db, { username: 'gabi', password: 'senha-da-gabi' });
  await insertMember(t.database.db, { username: 'hugo', password: 'senha-do-hugo' });
});
afterAll(() => t.close());

describe('rate limits (RATE_LIMITS=on)', () => {
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
    for (let i = 0; i < 11; i++) codes.push((await t.client().post('/api/users/passwords/resetPassword', { Token: `x${i}`, Password: 'senha-qualquer' })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
