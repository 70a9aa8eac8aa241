import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { creditMember, insertMember } from '../../seed/builders';
import { post, SystemAccount } from '../ledger';
import { earningsDetails } from './current-account.service';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
let ana: Row, bia: Row;

let fixtureSeq = 0;
/** A bonus credit; one of another day is posted with its date, as history imports are. */
async function creditAt(user: Row, cents: number, category: number, at?: Date) {
  if (!at) return void (await creditMember(t.database.db, user.id, cents, category, `crédito ${category}`));
  await post(t.database.db, {
    kind: 'bonus',
    idempotencyKey: `fixture:${++fixtureSeq}`,
    description: 'crédito antigo',
    at,
    legs: [
      { member: user.id, amountCents: cents, category },
      { system: SystemAccount.BonusExpense, amountCents: -cents, category },
    ],
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await insertMember(t.database.db, { username: 'ana' });
  bia = await insertMember(t.database.db, { username: 'bia' });
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
  // Gains today: 10,00 + 2,50 + 0,35 − 1,00 clawed back; earlier gains: 100,00 (cat 6) and 7,00 (cat 13).
  await creditAt(ana, 1_000, 1);
  await creditAt(ana, 250, 12);
  await creditAt(ana, 35, 5);
  await creditAt(ana, 10_000, 6, threeDaysAgo);
  await creditAt(ana, 700, 13, threeDaysAgo);
  // Not gains: transfer, refund, secondary-to-primary credits.
  await creditAt(ana, 5_000, 7);
  await creditAt(ana, 4_000, 8);
  await creditAt(ana, 3_000, 10);
  // A bonus clawed back today (a debit in its gain category) lowers both figures: 1,00.
  await post(t.database.db, {
    kind: 'clawback',
    idempotencyKey: 'ana-clawback-cat-1',
    description: 'estorno de bônus',
    legs: [
      { member: ana.id, amountCents: -100, category: 1 },
      { system: SystemAccount.BonusExpense, amountCents: 100, category: 1 },
    ],
  });
  // Someone else's gains never count.
  await creditAt(bia, 99_999, 1);
});
afterAll(() => t.close());

describe('GET /api/finances/earnings/getAllEarningsDetails', () => {
  it("answers today's and total gains in reais, net of reversals, from the caller's bonus entries only", async () => {
    const res = await as(ana).get('/api/finances/earnings/getAllEarningsDetails');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsSuccess: true, Message: null, Data: { DailyGains: 11.85, TotalGains: 118.85 } });
  });

  it('answers zeros for a member without gains', async () => {
    const carl = await insertMember(t.database.db, { username: 'carl' });
    expect((await as(carl).get('/api/finances/earnings/getAllEarningsDetails')).json().Data).toEqual({ DailyGains: 0, TotalGains: 0 });
  });

  it('needs a session; the home permission is enough', async () => {
    expect((await t.client().get('/api/finances/earnings/getAllEarningsDetails')).statusCode).toBe(401);
    const onlyHome = await insertMember(t.database.db, { username: 'soHome', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== 4) });
    expect((await as(onlyHome).get('/api/finances/earnings/getAllEarningsDetails')).statusCode).toBe(200);
  });
});

describe('earnings day boundaries (America/Sao_Paulo)', () => {
  it('counts a credit in the São Paulo day, not the UTC day', async () => {
    const dan = await insertMember(t.database.db, { username: 'dan' });
    // 2026-03-10 in São Paulo runs from 03:00Z on the 10th to 03:00Z on the 11th.
    await creditAt(dan, 100, 1, new Date('2026-03-10T02:59:59Z')); // 09/03 23:59:59 in SP
    await creditAt(dan, 200, 1, new Date('2026-03-10T03:00:00Z')); // 10/03 00:00 in SP
    await creditAt(dan, 400, 2, new Date('2026-03-11T02:30:00Z')); // 10/03 23:30 in SP, 11/03 in UTC
    await creditAt(dan, 800, 3, new Date('2026-03-11T03:00:00Z')); // 11/03 in SP
    const at = await earningsDetails(t.database.db, dan.id, new Date('2026-03-10T15:00:00Z'));
    expect(at).toEqual({ DailyGains: 6, TotalGains: 15 });
  });
});
