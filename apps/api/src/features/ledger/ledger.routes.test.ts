import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { creditMember, insertMember } from '../../seed/builders';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
let rich: Row, poor: Row;

beforeAll(async () => {
  t = await createTestApp();
  rich = await insertMember(t.database.db, { username: 'rico' });
  poor = await insertMember(t.database.db, { username: 'pobre' });
  await creditMember(t.database.db, rich.id, 123_456, 1, 'Bônus de adesão');
  await creditMember(t.database.db, rich.id, 5, 2, 'Bônus de mensalidade');
});
afterAll(() => t.close());

describe('wallets', () => {
  it('answers the current account balance in reais', async () => {
    const res = await as(rich).get('/api/users/wallets/getUserWalletByWalletType/1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ IsSuccess: true, Data: { Amount: 1234.61 } });
    expect((await as(poor).get('/api/users/wallets/getUserWalletByWalletType/1')).json().Data).toEqual({ Amount: 0, Held: 0, NextReleaseOn: null });
  });

  it('tells whether the member has balance', async () => {
    expect((await as(rich).get('/api/users/wallets/verifyIfUserHasBalance/1')).json()).toMatchObject({ IsSuccess: true, Data: true });
    expect((await as(poor).get('/api/users/wallets/verifyIfUserHasBalance/1')).json()).toMatchObject({ IsSuccess: true, Data: false });
  });

  it('refuses other wallet types and non-numbers with 400', async () => {
    for (const path of ['getUserWalletByWalletType', 'verifyIfUserHasBalance']) {
      for (const type of ['2', '0', 'abc', '1.5', '-1']) {
        const res = await as(rich).get(`/api/users/wallets/${path}/${type}`);
        expect(res.statusCode, `${path}/${type}`).toBe(400);
        expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'Tipo de carteira inválido.' });
      }
    }
  });

  it('needs a session', async () => {
    expect((await t.client().get('/api/users/wallets/getUserWalletByWalletType/1')).statusCode).toBe(401);
    expect((await t.client().get('/api/users/wallets/verifyIfUserHasBalance/1')).statusCode).toBe(401);
  });
});
