import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EarningCategory, messages, STAFF_ROLE_IDS, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { addMonths, dayInSaoPaulo } from '../../platform/dates';
import { insertMember } from '../../seed/builders';
import { post, SystemAccount } from '../ledger';

/**
 * The compliance panel of the console's first page (docs/transparency.md#the-compliance-panel):
 * commissions by origin over the last 12 club months, and the warning when the share from
 * adhesions and fees passes the club's limit.
 */
let t: TestApp;
const db = () => t.database.db;
type Row = Awaited<ReturnType<typeof insertMember>>;
let owner: Row, ana: Row;
const today = dayInSaoPaulo();
const monthOf = (back: number) => addMonths(`${today.slice(0, 7)}-01`, -back).slice(0, 7);
/** The 15th of the month `back` months before this one, at noon in São Paulo. */
const midMonth = (back: number) => new Date(`${monthOf(back)}-15T15:00:00Z`);

let seq = 0;
async function credit(cents: number, category: number, at: Date, kind = 'commission') {
  await post(db(), {
    kind,
    idempotencyKey: `compliance-test:${++seq}`,
    description: 'teste',
    at,
    legs: [
      { system: kind.startsWith('order_sale') ? SystemAccount.ClubRevenue : SystemAccount.BonusExpense, amountCents: -cents, category },
      { member: ana.id, amountCents: cents, category },
    ],
  });
}

const overview = async () => (await t.client(t.token(owner)).get('/api/admin/overview')).json().Data.Compliance;
const setLimit = (limit: unknown) => t.client(t.token(owner)).put('/api/configurations/updateSCBonificationCenter', { FeeCommissionShareLimit: limit });

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertMember(db(), { username: 'dono', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Owner });
  ana = await insertMember(db(), { username: 'ana' });
  // This month: 300,00 from sales (B2B) and 300,00 from fees: exactly 50 %.
  await credit(30_000, EarningCategory.B2B, new Date());
  await credit(30_000, EarningCategory.Mensalidade, new Date());
  // Last month: 60,01 from adhesions against 59,99 from sales (B2C): 50,01 %, over the limit.
  await credit(6_001, EarningCategory.Adesao, midMonth(1));
  await credit(5_999, EarningCategory.B2C, midMonth(1));
  // Two months ago: only a seller's credit for goods and a profit sharing: no commission volume.
  await credit(10_000, EarningCategory.B2B, midMonth(2), 'order_sale');
  await credit(10_000, EarningCategory.DivisaoDeLucro, midMonth(2), 'profit_sharing');
  // Eleven months ago (the window's first month): 100,00 of fees less a 40,00 clawback; twelve (outside): 999,00.
  await credit(10_000, EarningCategory.Mensalidade, midMonth(11));
  await credit(-4_000, EarningCategory.Mensalidade, midMonth(11), 'commission_clawback');
  await credit(99_900, EarningCategory.Adesao, midMonth(12));
});
afterAll(() => t.close());

describe(`the compliance panel (${TEST_DB})`, () => {
  it('follows the last 12 months, oldest first, and warns only for the month past the default 50 %', async () => {
    const c = await overview();
    expect(c.Limit).toBe(50);
    expect(c.Months).toHaveLength(12);
    expect(c.Months[0]).toEqual({ Month: monthOf(11), Sales: 0, AdhesionAndFees: 60, AdhesionAndFeesShare: 100 });
    expect(c.Months[9]).toEqual({ Month: monthOf(2), Sales: 0, AdhesionAndFees: 0, AdhesionAndFeesShare: null });
    expect(c.Months[10]).toEqual({ Month: monthOf(1), Sales: 59.99, AdhesionAndFees: 60.01, AdhesionAndFeesShare: 50.01 });
    expect(c.Months[11]).toEqual({ Month: monthOf(0), Sales: 300, AdhesionAndFees: 300, AdhesionAndFeesShare: 50 });
    // This month sits at the limit, which is not past it.
    expect(c.MonthsAboveLimit).toEqual([monthOf(11), monthOf(1)]);
  });

  it('takes the limit the club sets, 1 to 100, and refuses anything else with its message', async () => {
    for (const bad of [0, 101, 50.5, 'cinquenta']) {
      const res = await setLimit(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(messages.feeCommissionShareLimitInvalid);
    }
    expect((await overview()).Limit).toBe(50);

    expect((await setLimit(49)).statusCode).toBe(200);
    const c = await overview();
    expect(c.Limit).toBe(49);
    expect(c.MonthsAboveLimit).toEqual([monthOf(11), monthOf(1), monthOf(0)]);
    expect((await setLimit(100)).statusCode).toBe(200);
    expect((await overview()).MonthsAboveLimit).toEqual([]);
  });
});
