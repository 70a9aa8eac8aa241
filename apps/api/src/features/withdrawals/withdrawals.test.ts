import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EarningCategory, MEMBER_ROLE_IDS, Permission, UserStatus } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { ledgerAccounts, ledgerEntries, withdrawals } from '../../db/schema';
import { clubWeekday } from '../../platform/dates';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents, SystemAccount } from '../ledger';
import { insertBankAccount, moneySnapshot, setWithdrawalConfig } from './withdrawals.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;

const CONFIG = '/api/users/withdrawn/getWithdrawalConfiguration';
const VALIDATION = '/api/users/withdrawn/validation';
const CREATE = '/api/users/withdrawn/createNewWithdrawn';
const LIST = '/api/users/withdrawn/getAllWithdrawals';
const page1 = { PaginationSettings: { Page: 1, RowsPerPage: 50 } };

let seq = 0;
/** A fresh active member with `cents` in his wallet and, unless told otherwise, one bank account. */
async function member(cents: number, opts: { bank?: boolean; status?: number; rolesIds?: number[] } = {}) {
  const u = await insertMember(db(), { username: `saq${++seq}`, status: opts.status, rolesIds: opts.rolesIds });
  if (cents > 0) await creditMember(db(), u.id, cents, EarningCategory.Adesao, 'bônus');
  const bank = opts.bank === false ? undefined : await insertBankAccount(db(), u.id);
  return { u, bank };
}

const otherWeekday = () => (clubWeekday() % 7) + 1;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await setWithdrawalConfig(db(), { WithdrawTaxAmount: 5, MinimalWithdraw: 10, WithdrawIsActive: 1, WithdrawDay: 0 });
});
afterAll(() => t.close());

describe('GET getWithdrawalConfiguration', () => {
  it('answers the configuration row in reais and flags', async () => {
    await setWithdrawalConfig(db(), { WithdrawTaxAmount: 7.5, MinimalWithdraw: 20, WithdrawIsActive: 1, WithdrawDay: 3 });
    const { u } = await member(0);
    const res = await as(u).get(CONFIG);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsSuccess: true, Message: null, Data: { WithdrawTaxAmount: 7.5, MinimalWithdraw: 20, WithdrawIsActive: 1, WithdrawDay: 3 } });
  });

  it('answers inactive defaults when no configuration is stored, and validation refuses', async () => {
    await setWithdrawalConfig(db(), null);
    const { u } = await member(10_000);
    expect((await as(u).get(CONFIG)).json().Data).toEqual({ WithdrawTaxAmount: 5, MinimalWithdraw: 0, WithdrawIsActive: 0, WithdrawDay: 0 });
    expect((await as(u).get(VALIDATION)).json().Data).toEqual({ CanWithdrawn: false, Message: 'Saque inativo no momento.' });
  });

  it('needs a session and SAQUE', async () => {
    const { u } = await member(0, { rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.SAQUE) });
    for (const [method, url] of [
      ['GET', CONFIG],
      ['GET', VALIDATION],
      ['POST', CREATE],
      ['POST', LIST],
    ] as const) {
      const body = method === 'POST' ? (url === CREATE ? { UserBankAccountId: 1, Value: 10 } : page1) : undefined;
      expect((await t.client().request({ method, url, payload: body })).statusCode, url).toBe(401);
      const res = await as(u).request({ method, url, payload: body });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'Você não tem permissão para acessar este recurso.' });
    }
  });
});

describe('GET validation', () => {
  it('lets an active member with a bank account and enough balance withdraw', async () => {
    const { u } = await member(1_500);
    expect((await as(u).get(VALIDATION)).json()).toEqual({ IsSuccess: true, Message: null, Data: { CanWithdrawn: true, Message: null } });
  });

  it('refuses when inactive, on another weekday, without bank account, without balance, or when the member is not Ativo', async () => {
    const rich = await member(100_000);
    await setWithdrawalConfig(db(), { WithdrawIsActive: 0 });
    expect((await as(rich.u).get(VALIDATION)).json().Data).toEqual({ CanWithdrawn: false, Message: 'Saque inativo no momento.' });

    await setWithdrawalConfig(db(), { WithdrawDay: otherWeekday() });
    const wrongDay = (await as(rich.u).get(VALIDATION)).json().Data;
    expect(wrongDay.CanWithdrawn).toBe(false);
    expect(wrongDay.Message).toMatch(/^Saques só podem ser solicitados (aos|às) .+\.$/);

    await setWithdrawalConfig(db(), { WithdrawDay: clubWeekday() });
    expect((await as(rich.u).get(VALIDATION)).json().Data.CanWithdrawn).toBe(true);

    const noBank = await member(100_000, { bank: false });
    expect((await as(noBank.u).get(VALIDATION)).json().Data).toEqual({
      CanWithdrawn: false,
      Message: 'Você não possui nenhuma conta bancária cadastrada, clique aqui para cadastrar.',
    });

    // Minimum 10 + fee 5 = 15,00: 14,99 is not enough.
    const poor = await member(1_499);
    expect((await as(poor.u).get(VALIDATION)).json().Data).toEqual({
      CanWithdrawn: false,
      Message: 'Você não possuí saldo o suficiente para realizar um saque.',
    });

    const inactive = await member(100_000, { status: UserStatus.Inativo });
    expect((await as(inactive.u).get(VALIDATION)).json().Data).toEqual({ CanWithdrawn: false, Message: 'Somente sócios ativos podem solicitar saques.' });
  });

  it('names each allowed weekday in pt-BR', async () => {
    const { u } = await member(100_000);
    const expected: Record<number, string> = {
      1: 'aos domingos',
      2: 'às segundas-feiras',
      3: 'às terças-feiras',
      4: 'às quartas-feiras',
      5: 'às quintas-feiras',
      6: 'às sextas-feiras',
      7: 'aos sábados',
    };
    for (let day = 1; day <= 7; day++) {
      if (day === clubWeekday()) continue;
      await setWithdrawalConfig(db(), { WithdrawDay: day });
      expect((await as(u).get(VALIDATION)).json().Data.Message).toBe(`Saques só podem ser solicitados ${expected[day]}.`);
    }
  });
});

describe('POST createNewWithdrawn', () => {
  it('debits value + fee at once into the withdrawals in transit, with the withdrawal row, and answers it', async () => {
    const { u, bank } = await member(10_000);
    const res = await as(u).post(CREATE, { UserBankAccountId: bank!.id, Value: 50.25 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      IsSuccess: true,
      Message: 'Saque solicitado com sucesso.',
      Data: {
        Id: expect.any(Number),
        Created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        Value: 50.25,
        Tax: 5,
        Status: 1,
        StatusFormatted: 'Pendente',
        StatusColor: 'yellow',
        CancelReason: null,
      },
    });
    expect(await memberBalanceCents(db(), u.id)).toBe(10_000 - 5_025 - 500);
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, body.Data.Id));
    expect(row).toMatchObject({ userId: u.id, bankAccountId: bank!.id, valueCents: 5_025, taxCents: 500, status: 1 });
    expect(row!.requestTransactionId).toEqual(expect.any(Number));
    const entries = await db()
      .select({ amount: ledgerEntries.amountCents, category: ledgerEntries.category, description: ledgerEntries.description, code: ledgerAccounts.code })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, row!.requestTransactionId!));
    expect(entries).toEqual(
      expect.arrayContaining([
        { amount: -5_025, category: null, description: `Saque #${row!.id}`, code: null },
        { amount: -500, category: 9, description: `Taxa do saque #${row!.id}`, code: null },
        { amount: 5_525, category: null, description: `Saque #${row!.id}`, code: SystemAccount.WithdrawalsInTransit },
      ]),
    );
    expect(entries).toHaveLength(3);
  });

  it('ignores a fee sent by the client: the configuration decides', async () => {
    const { u, bank } = await member(10_000);
    const res = await as(u).post(CREATE, { UserBankAccountId: bank!.id, Value: 20, Tax: 0 });
    expect(res.json().Data.Tax).toBe(5);
    expect(await memberBalanceCents(db(), u.id)).toBe(10_000 - 2_500);
  });

  it('has no fee entry when the fee is zero', async () => {
    await setWithdrawalConfig(db(), { WithdrawTaxAmount: 0, MinimalWithdraw: 0 });
    const { u, bank } = await member(1_000);
    const res = await as(u).post(CREATE, { UserBankAccountId: bank!.id, Value: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Tax).toBe(0);
    expect(await memberBalanceCents(db(), u.id)).toBe(0);
  });

  it('refuses with the spec messages and changes nothing', async () => {
    const { u, bank } = await member(2_000);
    const other = await member(100_000);
    const before = await moneySnapshot(db(), [u.id, other.u.id]);
    const cases: Array<[unknown, number, string]> = [
      [{ UserBankAccountId: bank!.id, Value: 9.99 }, 422, 'Valor mínimo deve ser respeitado.'],
      [{ UserBankAccountId: bank!.id, Value: 15.01 }, 422, 'Saldo selecionado para saque indisponível.'],
      [{ UserBankAccountId: other.bank!.id, Value: 10 }, 404, 'Conta bancária não encontrada.'],
      [{ UserBankAccountId: 999_999, Value: 10 }, 404, 'Conta bancária não encontrada.'],
      [{ UserBankAccountId: bank!.id }, 400, 'Valor do saque é obrigatório.'],
      [{ Value: 10 }, 400, 'Contas bancárias é obrigatório.'],
      [{ UserBankAccountId: bank!.id, Value: -10 }, 400, 'O valor deve ser maior que zero.'],
      [{ UserBankAccountId: bank!.id, Value: 0 }, 400, 'O valor deve ser maior que zero.'],
      [{ UserBankAccountId: bank!.id, Value: 10.001 }, 400, 'O valor deve ter no máximo duas casas decimais.'],
      [{ UserBankAccountId: bank!.id, Value: 1e15 }, 400, 'Valor acima do permitido.'],
      [{ UserBankAccountId: bank!.id, Value: '10' }, 400, 'Valor do saque inválido.'],
      [{ UserBankAccountId: String(bank!.id), Value: 10 }, 400, 'Contas bancárias é obrigatório.'],
      [{ UserBankAccountId: bank!.id, Value: 10, Extra: 1 }, 400, expect.any(String) as unknown as string],
      [{ UserBankAccountId: bank!.id, Value: 10, Tax: 'x' }, 400, expect.any(String) as unknown as string],
    ];
    for (const [payload, status, message] of cases) {
      const res = await as(u).post(CREATE, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ IsSuccess: false, Message: message, Data: null });
    }
    expect(await moneySnapshot(db(), [u.id, other.u.id])).toEqual(before);
  });

  it('checks the schedule and the balance again on the server, changing nothing when refused', async () => {
    const { u, bank } = await member(1_400);
    const rich = await member(100_000);
    const pending = await member(100_000, { status: UserStatus.Pendente });
    const before = await moneySnapshot(db(), [u.id, rich.u.id, pending.u.id]);
    const poor = await as(u).post(CREATE, { UserBankAccountId: bank!.id, Value: 10 });
    expect(poor.statusCode).toBe(422);
    expect(poor.json().Message).toBe('Você não possuí saldo o suficiente para realizar um saque.');

    await setWithdrawalConfig(db(), { WithdrawIsActive: 0 });
    const off = await as(rich.u).post(CREATE, { UserBankAccountId: rich.bank!.id, Value: 10 });
    expect([off.statusCode, off.json().Message]).toEqual([422, 'Saque inativo no momento.']);

    await setWithdrawalConfig(db(), { WithdrawDay: otherWeekday() });
    const wrongDay = await as(rich.u).post(CREATE, { UserBankAccountId: rich.bank!.id, Value: 10 });
    expect(wrongDay.statusCode).toBe(422);
    expect(wrongDay.json().Message).toMatch(/^Saques só podem ser solicitados/);

    await setWithdrawalConfig(db(), { WithdrawDay: clubWeekday() });
    const notActive = await as(pending.u).post(CREATE, { UserBankAccountId: pending.bank!.id, Value: 10 });
    expect([notActive.statusCode, notActive.json().Message]).toEqual([422, 'Somente sócios ativos podem solicitar saques.']);

    expect(await moneySnapshot(db(), [u.id, rich.u.id, pending.u.id])).toEqual(before);
    expect(before.balances).toEqual([1_400, 100_000, 100_000]);

    const today = await as(rich.u).post(CREATE, { UserBankAccountId: rich.bank!.id, Value: 10 });
    expect(today.statusCode).toBe(200);
  });
});

describe('POST getAllWithdrawals', () => {
  it("lists only the caller's withdrawals, newest first, with the pending total of values", async () => {
    const { u, bank } = await member(100_000);
    const other = await member(100_000);
    for (const v of [10, 20, 30]) expect((await as(u).post(CREATE, { UserBankAccountId: bank!.id, Value: v })).statusCode).toBe(200);
    await as(other.u).post(CREATE, { UserBankAccountId: other.bank!.id, Value: 99 });
    // One of his is already paid: it leaves the pending total.
    const [oldest] = await db().select().from(withdrawals).where(eq(withdrawals.userId, u.id)).orderBy(withdrawals.id).limit(1);
    await db().update(withdrawals).set({ status: 2 }).where(eq(withdrawals.id, oldest!.id));

    const res = await as(u).post(LIST, { ...page1, GetPedingWithdrawalsValues: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Data.Withdrawals.map((w: { Value: number }) => w.Value)).toEqual([30, 20, 10]);
    expect(body.Data.Withdrawals[2]).toMatchObject({ Status: 2, StatusFormatted: 'Pago', StatusColor: 'green' });
    expect(body.Data.PendingWithdrawalsValue).toBe(50);
    expect(body.PaginationSettings).toEqual({ Page: 1, TotalPages: 1, TotalRows: 3, AllPages: [1] });

    const pendingOnly = await as(u).post(LIST, { ...page1, WithdrawnStatus: 1 });
    expect(pendingOnly.json().Data.Withdrawals.map((w: { Value: number }) => w.Value)).toEqual([30, 20]);
    const ascending = await as(u).post(LIST, { ...page1, PaginationFilter: { OrderByDescending: false } });
    expect(ascending.json().Data.Withdrawals.map((w: { Value: number }) => w.Value)).toEqual([10, 20, 30]);
  });

  it('pages by 50 at most', async () => {
    await setWithdrawalConfig(db(), { WithdrawTaxAmount: 0, MinimalWithdraw: 0 });
    const { u, bank } = await member(100_000);
    for (let i = 0; i < 52; i++) await as(u).post(CREATE, { UserBankAccountId: bank!.id, Value: 1 });
    const first = await as(u).post(LIST, { PaginationSettings: { Page: 1, RowsPerPage: 200 } });
    expect(first.json().Data.Withdrawals).toHaveLength(50);
    expect(first.json().PaginationSettings).toMatchObject({ Page: 1, TotalPages: 2, TotalRows: 52 });
    const second = await as(u).post(LIST, { PaginationSettings: { Page: 2, RowsPerPage: 50 } });
    expect(second.json().Data.Withdrawals).toHaveLength(2);
    expect(first.json().Data.PendingWithdrawalsValue).toBe(52);
  });

  it('answers an empty page and a zero total for a member without withdrawals; refuses bad input', async () => {
    const { u } = await member(0);
    expect((await as(u).post(LIST, page1)).json().Data).toEqual({ Withdrawals: [], PendingWithdrawalsValue: 0 });
    for (const payload of [
      { ...page1, WithdrawnStatus: 9 },
      { ...page1, Extra: true },
      { PaginationSettings: { Page: 0, RowsPerPage: 50 } },
      { ...page1, GetPedingWithdrawalsValues: 'sim' },
    ]) {
      const res = await as(u).post(LIST, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().IsSuccess).toBe(false);
    }
  });
});
