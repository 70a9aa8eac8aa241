import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EarningCategory, STAFF_ROLE_IDS, UserStatus, UserType } from '@clube/contract';
import { consoleJobs } from '@clube/contract/admin';
import { createTestApp, type TestApp } from '../../../test/helper';
import { jobRuns } from '../../db/schema';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { creditMember, insertMember } from '../../seed/builders';
import { post, SystemAccount } from '../ledger';
import { insertBankAccount, setWithdrawalConfig } from '../withdrawals/withdrawals.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const url = '/api/admin/overview';
const db = () => t.database.db;
const today = dayInSaoPaulo();
const noonOf = (day: string) => new Date(`${day}T15:00:00Z`);
const staff: Partial<Record<keyof typeof STAFF_ROLE_IDS, Row>> = {};

let seq = 0;
/** An invoice of `cents` paid through the gateway on `day`: clearing -> the club's revenue, as an approval posts it. */
async function revenueOn(day: string, cents: number) {
  await post(db(), {
    kind: 'invoice_gateway_payment',
    idempotencyKey: `overview:${++seq}`,
    description: 'Fatura paga',
    at: noonOf(day),
    legs: [
      { system: SystemAccount.GatewayClearing, amountCents: -cents },
      { system: SystemAccount.ClubRevenue, amountCents: cents },
    ],
  });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['Owner', 'Finance', 'Catalog', 'Support'] as const)
    staff[role] = await insertMember(db(), { username: `staff.${role.toLowerCase()}`, type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS[role] });
  // Members: 40 days ago one Ativo (outside the daily window); 5 days ago one Inativo and one
  // Pendente; today two Ativo and one Bloqueado. A store client (type 3) is not a member.
  await insertMember(db(), { username: 'antigo', createdAt: noonOf(addDays(today, -40)) });
  await insertMember(db(), { username: 'inativo', status: UserStatus.Inativo, createdAt: noonOf(addDays(today, -5)) });
  await insertMember(db(), { username: 'pendente', status: UserStatus.Pendente, createdAt: noonOf(addDays(today, -5)) });
  const ana = await insertMember(db(), { username: 'ana' });
  await insertMember(db(), { username: 'bia' });
  await insertMember(db(), { username: 'bloqueado', status: UserStatus.Bloqueado });
  await insertMember(db(), { username: 'cliente', type: UserType.UserStore });

  // Money: bonuses paid today 200,00 + 30,00; 3 days ago 1,00 clawed back (−1,00); revenue today
  // 150,00 (Ana pays from her balance), 5 days ago 80,00; 40 days ago 999,00 (outside).
  await creditMember(db(), ana.id, 20_000, EarningCategory.Adesao, 'Bônus de Adesão');
  await creditMember(db(), ana.id, 3_000, EarningCategory.Cashback, 'Cashback');
  await post(db(), {
    kind: 'clawback',
    idempotencyKey: 'overview:clawback',
    description: 'Estorno de bônus',
    at: noonOf(addDays(today, -3)),
    legs: [
      { member: ana.id, amountCents: -100, category: EarningCategory.Adesao },
      { system: SystemAccount.BonusExpense, amountCents: 100, category: EarningCategory.Adesao },
    ],
  });
  await post(db(), {
    kind: 'invoice_balance_payment',
    idempotencyKey: 'overview:balance-payment',
    description: 'Pagamento com saldo',
    legs: [
      { member: ana.id, amountCents: -15_000, category: null },
      { system: SystemAccount.ClubRevenue, amountCents: 15_000 },
    ],
  });
  await revenueOn(addDays(today, -5), 8_000);
  await revenueOn(addDays(today, -40), 99_900);

  // Two pending withdrawals (40,00 and 25,00, fee 5,00 each), asked through the real call.
  await setWithdrawalConfig(db(), { WithdrawTaxAmount: 5, MinimalWithdraw: 10, WithdrawIsActive: 1, WithdrawDay: 0 });
  const bank = await insertBankAccount(db(), ana.id);
  for (const value of [40, 25]) {
    const res = await as(ana).post('/api/users/withdrawn/createNewWithdrawn', { UserBankAccountId: bank.id, Value: value });
    expect(res.statusCode).toBe(200);
  }

  // Jobs: today the billing of monthly fees ran twice (one failure), the career plan once; yesterday's run does not count.
  const startedToday = new Date();
  await db()
    .insert(jobRuns)
    .values([
      { job: 'billing.monthlyFees', period: today, status: 'succeeded', startedAt: startedToday },
      { job: 'billing.monthlyFees', period: today, status: 'failed', error: 'falhou', startedAt: startedToday },
      { job: 'career-plan-evaluation', period: today, status: 'succeeded', startedAt: startedToday },
      { job: 'order-invoices-expiry', period: addDays(today, -1), status: 'failed', startedAt: noonOf(addDays(today, -2)) },
    ]);
});
afterAll(() => t.close());

describe('GET /api/admin/overview', () => {
  it('answers the Owner every section with hand-counted figures', async () => {
    const res = await as(staff.Owner!).get(url);
    expect(res.statusCode).toBe(200);
    const { Members, Money, Jobs } = res.json().Data;

    expect(Members.ByStatus).toEqual([
      { Status: 0, StatusFormatted: 'Inativo', Count: 1 },
      { Status: 1, StatusFormatted: 'Ativo', Count: 3 },
      { Status: 2, StatusFormatted: 'Pendente', Count: 1 },
      { Status: 3, StatusFormatted: 'Bloqueado', Count: 1 },
    ]);
    expect(Members.NewByDay).toHaveLength(30);
    expect(Members.NewByDay[0].Day).toBe(addDays(today, -29));
    expect(Members.NewByDay.at(-1)).toEqual({ Day: today, Count: 3 });
    expect(Members.NewByDay.find((d: { Day: string }) => d.Day === addDays(today, -5)).Count).toBe(2);
    expect(Members.NewByDay.reduce((s: number, d: { Count: number }) => s + d.Count, 0)).toBe(5);

    expect(Money.Days).toHaveLength(30);
    const day = (n: number) => Money.Days.find((d: { Day: string }) => d.Day === addDays(today, n));
    expect(day(0)).toEqual({ Day: today, Revenue: 150, Commissions: 230 });
    expect(day(-3)).toEqual({ Day: addDays(today, -3), Revenue: 0, Commissions: -1 });
    expect(day(-5)).toEqual({ Day: addDays(today, -5), Revenue: 80, Commissions: 0 });
    expect(Money.Days.reduce((s: number, d: { Revenue: number }) => s + d.Revenue, 0)).toBe(230);
    expect(Money.PendingWithdrawals).toEqual({ Count: 2, Value: 65 });

    expect(Jobs).toEqual(
      expect.arrayContaining([
        { Job: 'billing.monthlyFees', Label: 'Cobrança: mensalidades', Succeeded: 1, Failed: 1 },
        { Job: 'career-plan-evaluation', Label: 'Avaliação do plano de carreira', Succeeded: 1, Failed: 0 },
        { Job: 'order-invoices-expiry', Label: 'Expiração das faturas de pedidos', Succeeded: 0, Failed: 0 },
      ]),
    );
    // Every job of the contract's consoleJobs, whether it ran today or not.
    expect(Jobs).toHaveLength(consoleJobs.length);
  });

  it('gives each staff role only the sections its console pages show', async () => {
    const sections = async (role: keyof typeof STAFF_ROLE_IDS) => {
      const data = (await as(staff[role]!).get(url)).json().Data;
      return { members: data.Members !== null, money: data.Money !== null, jobs: data.Jobs !== null, compliance: data.Compliance !== null };
    };
    expect(await sections('Owner')).toEqual({ members: true, money: true, jobs: true, compliance: true });
    expect(await sections('Finance')).toEqual({ members: false, money: true, jobs: false, compliance: true });
    expect(await sections('Support')).toEqual({ members: true, money: false, jobs: false, compliance: false });
    expect(await sections('Catalog')).toEqual({ members: false, money: false, jobs: false, compliance: false });
  });

  it('refuses anonymous callers, members and a staff session without its second factor', async () => {
    expect((await t.client().get(url)).statusCode).toBe(401);
    const member = await insertMember(db(), { username: 'socio' });
    expect((await as(member).get(url)).statusCode).toBe(403);
    const owner = staff.Owner!;
    const passwordOnly = t.app.issueAccessToken(owner, { secondFactor: null }).token;
    expect((await t.client(passwordOnly).get(url)).statusCode).toBe(403);
  });
});
