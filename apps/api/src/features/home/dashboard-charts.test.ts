import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { addDays, addMonths, dayInSaoPaulo } from '../../platform/dates';
import { creditMember, insertMember } from '../../seed/builders';
import { post, SystemAccount } from '../ledger';
import { dashboardCharts } from './dashboard-charts.service';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const url = '/api/dashboard/getCharts';
const db = () => t.database.db;

const today = dayInSaoPaulo();
const thisMonth = `${today.slice(0, 7)}-01`;
/** Noon in São Paulo (15:00Z) of a club day. */
const noonOf = (day: string) => new Date(`${day}T15:00:00Z`);
/** The 10th of the month `n` months from this one, at noon in São Paulo. */
const inMonth = (n: number) => noonOf(addMonths(thisMonth, n).slice(0, 8) + '10');
const month = (n: number) => addMonths(thisMonth, n).slice(0, 7);

let seq = 0;
async function entryAt(user: Row, cents: number, category: number, at: Date) {
  await post(db(), {
    kind: cents > 0 ? 'bonus' : 'clawback',
    idempotencyKey: `charts:${++seq}`,
    description: 'lançamento',
    at,
    legs: [
      { member: user.id, amountCents: cents, category },
      { system: SystemAccount.BonusExpense, amountCents: -cents, category },
    ],
  });
}

let ana: Row, bia: Row;

beforeAll(async () => {
  t = await createTestApp();
  // Registered oldest first, as the registration gives ids (docs/charts.md#home). Ana's downline:
  // one member 13 months ago (outside the window), one 11 months ago (the window's first month),
  // two at level 1 and one at level 3 two months ago, two this month (levels 1 and 2).
  ana = await insertMember(db(), { username: 'ana', createdAt: inMonth(-14) });
  bia = await insertMember(db(), { username: 'bia', createdAt: inMonth(-14) });
  const old = await insertMember(db(), { username: 'antigo', sponsorId: ana.id, createdAt: inMonth(-13) });
  await insertMember(db(), { username: 'onze', sponsorId: old.id, createdAt: inMonth(-11) });
  const c1 = await insertMember(db(), { username: 'c1', sponsorId: ana.id, createdAt: inMonth(-2) });
  const c2 = await insertMember(db(), { username: 'c2', sponsorId: ana.id, createdAt: inMonth(-2) });
  // Someone else's network in the same months never counts for Ana.
  await insertMember(db(), { username: 'daBia', sponsorId: bia.id, createdAt: inMonth(-2) });
  const c3 = await insertMember(db(), { username: 'c3', sponsorId: c2.id, createdAt: inMonth(-2) });
  await insertMember(db(), { username: 'c4', sponsorId: c3.id, createdAt: inMonth(-2) });
  await insertMember(db(), { username: 'd1', sponsorId: ana.id });
  await insertMember(db(), { username: 'd2', sponsorId: c1.id });

  // Ana's gains: today 10,00 (Adesão) + 5,00 (Mensalidade); three days ago 2,50 (Adesão) less
  // 1,00 clawed back = 1,50, and 7,00 (Bônus de Rank); 29 days ago (the window's first day) 3,00
  // (Cashback); 30 days ago 100,00 (outside). Not gains: a transfer today.
  await creditMember(db(), ana.id, 1_000, 1, 'Bônus de Adesão');
  await creditMember(db(), ana.id, 500, 2, 'Bônus de Mensalidade');
  await entryAt(ana, 250, 1, noonOf(addDays(today, -3)));
  await entryAt(ana, -100, 1, noonOf(addDays(today, -3)));
  await entryAt(ana, 700, 13, noonOf(addDays(today, -3)));
  await entryAt(ana, 300, 5, noonOf(addDays(today, -29)));
  await entryAt(ana, 10_000, 1, noonOf(addDays(today, -30)));
  await creditMember(db(), ana.id, 4_000, 7, 'Transferência recebida');
  await creditMember(db(), bia.id, 99_900, 1, 'Bônus da Bia');
});
afterAll(() => t.close());

describe('GET /api/dashboard/getCharts', () => {
  it("answers the caller's gains of the last 30 days by day and category, net, in reais", async () => {
    const res = await as(ana).get(url);
    expect(res.statusCode).toBe(200);
    const data = res.json().Data;
    expect(data.From).toBe(addDays(today, -29));
    expect(data.To).toBe(today);
    expect(data.Earnings).toEqual([
      { Day: addDays(today, -29), Category: 5, Value: 3 },
      { Day: addDays(today, -3), Category: 1, Value: 1.5 },
      { Day: addDays(today, -3), Category: 13, Value: 7 },
      { Day: today, Category: 1, Value: 10 },
      { Day: today, Category: 2, Value: 5 },
    ]);
  });

  it("counts the new members of the caller's whole downline per month, the last 12 months, zeros included", async () => {
    const data = (await as(ana).get(url)).json().Data;
    expect(data.NewMembers).toHaveLength(12);
    expect(data.NewMembers[0]).toEqual({ Month: month(-11), Count: 1 });
    expect(data.NewMembers[9]).toEqual({ Month: month(-2), Count: 4 });
    expect(data.NewMembers[11]).toEqual({ Month: month(0), Count: 2 });
    expect(data.NewMembers.reduce((s: number, m: { Count: number }) => s + m.Count, 0)).toBe(7);
    expect(data.NewMembers.map((m: { Month: string }) => m.Month)).toEqual(Array.from({ length: 12 }, (_, i) => month(i - 11)));
  });

  it("shows nobody else's figures: Bia sees her gains and her one partner only", async () => {
    const data = (await as(bia).get(url)).json().Data;
    expect(data.Earnings).toEqual([{ Day: today, Category: 1, Value: 999 }]);
    expect(data.NewMembers[9]).toEqual({ Month: month(-2), Count: 1 });
    expect(data.NewMembers.reduce((s: number, m: { Count: number }) => s + m.Count, 0)).toBe(1);
  });

  it('answers empty figures to a new member, and 401 without a session', async () => {
    const carl = await insertMember(db(), { username: 'carl' });
    const data = (await as(carl).get(url)).json().Data;
    expect(data.Earnings).toEqual([]);
    expect(data.NewMembers.every((m: { Count: number }) => m.Count === 0)).toBe(true);
    expect((await t.client().get(url)).statusCode).toBe(401);
  });
});

describe('dashboard charts: club days (America/Sao_Paulo)', () => {
  it('puts a gain in its São Paulo day and starts the window at the São Paulo midnight', async () => {
    const dan = await insertMember(db(), { username: 'dan' });
    const now = new Date('2026-03-31T15:00:00Z'); // window: 02/03 to 31/03 in São Paulo
    await entryAt(dan, 100, 1, new Date('2026-03-02T02:59:59Z')); // 01/03 23:59:59 in SP: outside
    await entryAt(dan, 200, 1, new Date('2026-03-02T03:00:00Z')); // 02/03 00:00 in SP
    await entryAt(dan, 400, 2, new Date('2026-03-11T02:30:00Z')); // 10/03 23:30 in SP, 11/03 in UTC
    const charts = await dashboardCharts(db(), dan.id, now);
    expect(charts.From).toBe('2026-03-02');
    expect(charts.Earnings).toEqual([
      { Day: '2026-03-02', Category: 1, Value: 2 },
      { Day: '2026-03-10', Category: 2, Value: 4 },
    ]);
  });
});
