import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EarningCategory, STAFF_ROLE_IDS, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog, ledgerAccounts, ledgerEntries, withdrawals } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents, SystemAccount, systemBalanceCents, type SystemAccountCode } from '../ledger';
import { insertBankAccount, moneySnapshot, setWithdrawalConfig } from './withdrawals.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
let operator: Row;

let seq = 0;
/** A member who asked for a withdrawal of `value` reais (fee 5) out of R$ 100,00. */
async function requested(value: number) {
  const u = await insertMember(db(), { username: `op${++seq}`, name: `Sócio Op ${seq}` });
  await creditMember(db(), u.id, 10_000, EarningCategory.Adesao, 'bônus');
  const bank = await insertBankAccount(db(), u.id, 'Banco Itaú S.A.');
  const res = await as(u).post('/api/users/withdrawn/createNewWithdrawn', { UserBankAccountId: bank.id, Value: value });
  expect(res.statusCode).toBe(200);
  return { u, bank, id: res.json().Data.Id as number };
}

const systemBalance = (code: SystemAccountCode) => systemBalanceCents(db(), code);

beforeAll(async () => {
  t = await createTestApp();
  await setWithdrawalConfig(db(), { WithdrawTaxAmount: 5, MinimalWithdraw: 10, WithdrawIsActive: 1, WithdrawDay: 0 });
  operator = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
});
afterAll(() => t.close());

describe('operators: POST /api/admin/withdrawals/:id/pay', () => {
  it('pays a pending withdrawal once: in transit -> bank payouts and fees; audit row; a second click changes nothing', async () => {
    const { u, id } = await requested(40);
    const transitBefore = await systemBalance(SystemAccount.WithdrawalsInTransit);
    const feesBefore = await systemBalance(SystemAccount.Fees);
    const res = await as(operator).post(`/api/admin/withdrawals/${id}/pay`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      IsSuccess: true,
      Message: 'Saque pago com sucesso.',
      Data: {
        Id: id,
        Value: 40,
        Tax: 5,
        Status: 2,
        StatusFormatted: 'Pago',
        StatusColor: 'green',
        CancelReason: null,
        User: { Id: u.id, Username: u.username },
      },
    });
    expect(res.json().Data.ProcessedOn).toEqual(expect.any(String));
    expect(await systemBalance(SystemAccount.WithdrawalsInTransit)).toBe(transitBefore - 4_500);
    expect(await systemBalance(SystemAccount.BankPayouts)).toBeGreaterThanOrEqual(4_000);
    expect(await systemBalance(SystemAccount.Fees)).toBe(feesBefore + 500);
    expect(await memberBalanceCents(db(), u.id)).toBe(10_000 - 4_500);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `withdrawal:${id}`));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'withdrawal.pay',
      actorId: operator.id,
      ip: '127.0.0.1',
      before: { status: 1, cancelReason: null, processedAt: null },
      after: { status: 2, cancelReason: null, processedAt: res.json().Data.ProcessedOn },
      reason: null,
      data: { userId: u.id, valueCents: 4_000, taxCents: 500 },
    });

    const before = await moneySnapshot(db(), [u.id]);
    for (const action of ['pay', 'cancel']) {
      const again = await as(operator).post(`/api/admin/withdrawals/${id}/${action}`, action === 'cancel' ? { CancelReason: 'tarde demais' } : undefined);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ IsSuccess: false, Message: 'Este saque não está mais em análise.' });
    }
    expect(await moneySnapshot(db(), [u.id])).toEqual(before);
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row).toMatchObject({ status: 2, cancelReason: null, processedBy: operator.id });
  });
});

describe('operators: POST /api/admin/withdrawals/:id/cancel', () => {
  it('cancels once: value + fee back to the member as one category 8 entry; the member sees the reason', async () => {
    const { u, id } = await requested(30);
    expect(await memberBalanceCents(db(), u.id)).toBe(10_000 - 3_500);
    const res = await as(operator).post(`/api/admin/withdrawals/${id}/cancel`, { CancelReason: '  Conta bancária encerrada.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Message: 'Saque cancelado com sucesso.',
      Data: { Id: id, Status: 0, StatusFormatted: 'Cancelado', StatusColor: 'red', CancelReason: 'Conta bancária encerrada.' },
    });
    expect(await memberBalanceCents(db(), u.id)).toBe(10_000);
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, id));
    const refund = await db()
      .select({ amount: ledgerEntries.amountCents, category: ledgerEntries.category, userId: ledgerAccounts.userId })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, row!.settleTransactionId!));
    expect(refund).toEqual(expect.arrayContaining([{ amount: 3_500, category: 8, userId: u.id }]));
    expect(refund).toHaveLength(2);

    const list = await as(u).post('/api/users/withdrawn/getAllWithdrawals', { PaginationSettings: { Page: 1, RowsPerPage: 50 } });
    expect(list.json().Data).toEqual({
      Withdrawals: [expect.objectContaining({ Id: id, Status: 0, CancelReason: 'Conta bancária encerrada.' })],
      PendingWithdrawalsValue: 0,
    });

    const before = await moneySnapshot(db(), [u.id]);
    const twice = await as(operator).post(`/api/admin/withdrawals/${id}/cancel`, { CancelReason: 'de novo' });
    expect(twice.statusCode).toBe(409);
    const pay = await as(operator).post(`/api/admin/withdrawals/${id}/pay`);
    expect(pay.statusCode).toBe(409);
    expect(await moneySnapshot(db(), [u.id])).toEqual(before);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `withdrawal:${id}`));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'withdrawal.cancel',
      actorId: operator.id,
      ip: '127.0.0.1',
      before: { status: 1, cancelReason: null, processedAt: null },
      after: { status: 0, cancelReason: 'Conta bancária encerrada.', processedAt: expect.any(String) },
      reason: 'Conta bancária encerrada.',
      data: { userId: u.id, valueCents: 3_000, taxCents: 500 },
    });
  });

  it('needs a reason; refuses unknown ids and bad input without changing anything', async () => {
    const { u, id } = await requested(10);
    const before = await moneySnapshot(db(), [u.id]);
    const cases: Array<[string, unknown, number, string?]> = [
      [`/api/admin/withdrawals/${id}/cancel`, {}, 400, 'Razão do cancelamento é obrigatória.'],
      [`/api/admin/withdrawals/${id}/cancel`, { CancelReason: '   ' }, 400, 'Razão do cancelamento é obrigatória.'],
      [`/api/admin/withdrawals/${id}/cancel`, { CancelReason: 'x'.repeat(501) }, 400, 'Texto longo demais.'],
      [`/api/admin/withdrawals/${id}/cancel`, { CancelReason: 'ok', Extra: 1 }, 400],
      ['/api/admin/withdrawals/999999/cancel', { CancelReason: 'ok' }, 404, 'Saque não encontrado.'],
      ['/api/admin/withdrawals/999999/pay', undefined, 404, 'Saque não encontrado.'],
      ['/api/admin/withdrawals/abc/pay', undefined, 400],
      ['/api/admin/withdrawals/0/pay', undefined, 400],
      ['/api/admin/withdrawals/-1/pay', undefined, 400],
      ['/api/admin/withdrawals/99999999999/pay', undefined, 400],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await as(operator).post(url, payload);
      expect(res.statusCode, url).toBe(status);
      expect(res.json()).toMatchObject({ IsSuccess: false, Data: null, ...(message ? { Message: message } : {}) });
    }
    expect(await moneySnapshot(db(), [u.id])).toEqual(before);
  });
});

describe('operators only', () => {
  it("answers 401 without a session and 403 to members, even the withdrawal's owner", async () => {
    const { u, id } = await requested(10);
    const before = await moneySnapshot(db(), [u.id]);
    const calls: Array<[string, unknown]> = [
      [`/api/admin/withdrawals/${id}/pay`, undefined],
      [`/api/admin/withdrawals/${id}/cancel`, { CancelReason: 'quero de volta' }],
      ['/api/admin/withdrawals/getAll', { PaginationSettings: { Page: 1, RowsPerPage: 50 } }],
    ];
    for (const [url, payload] of calls) {
      expect((await t.client().post(url, payload)).statusCode, url).toBe(401);
      const res = await as(u).post(url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().Message).toBe('Você não tem permissão para acessar este recurso.');
    }
    expect((await t.client().get('/api/admin/withdrawals/exportPaid?Date=2026-01-02')).statusCode).toBe(401);
    expect((await as(u).get('/api/admin/withdrawals/exportPaid?Date=2026-01-02')).statusCode).toBe(403);
    expect(await moneySnapshot(db(), [u.id])).toEqual(before);
  });
});

describe('staff roles (docs/admin.md#staff-roles)', () => {
  it('Finance and Owner reach the queue; Catalog and Support get 403 and change nothing', async () => {
    const staff = async (role: keyof typeof STAFF_ROLE_IDS) =>
      insertMember(db(), { username: `staff.saques.${role.toLowerCase()}`, type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS[role] });
    const [owner, finance, catalog, support] = await Promise.all([staff('Owner'), staff('Finance'), staff('Catalog'), staff('Support')]);
    const { u, id } = await requested(10);
    const second = await requested(10);
    const list = { PaginationSettings: { Page: 1, RowsPerPage: 50 } };

    const before = await moneySnapshot(db(), [u.id]);
    for (const who of [catalog, support]) {
      for (const [url, payload] of [
        ['/api/admin/withdrawals/getAll', list],
        [`/api/admin/withdrawals/${id}/pay`, undefined],
        [`/api/admin/withdrawals/${id}/cancel`, { CancelReason: 'não' }],
      ] as const) {
        const res = await as(who).post(url, payload);
        expect(res.statusCode, `${who.username} ${url}`).toBe(403);
      }
      expect((await as(who).get('/api/admin/withdrawals/exportPaid?Date=2026-01-02')).statusCode, who.username).toBe(403);
    }
    expect(await moneySnapshot(db(), [u.id])).toEqual(before);

    for (const who of [finance, owner]) {
      expect((await as(who).post('/api/admin/withdrawals/getAll', list)).statusCode, who.username).toBe(200);
      expect((await as(who).get('/api/admin/withdrawals/exportPaid?Date=2026-01-02')).statusCode, who.username).toBe(200);
    }
    expect((await as(finance).post(`/api/admin/withdrawals/${id}/pay`)).statusCode).toBe(200);
    expect((await as(owner).post(`/api/admin/withdrawals/${second.id}/cancel`, { CancelReason: 'Dados bancários errados.' })).statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `withdrawal:${id}`));
    expect(rows.map((r) => [r.action, r.actorId])).toEqual([['withdrawal.pay', finance.id]]);
    const cancelled = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `withdrawal:${second.id}`));
    expect(cancelled.map((r) => [r.action, r.actorId, r.reason])).toEqual([['withdrawal.cancel', owner.id, 'Dados bancários errados.']]);
  });
});

describe('operators: POST /api/admin/withdrawals/getAll', () => {
  it("lists every member's withdrawals with the member and his bank data, filtered by status and username", async () => {
    const a = await requested(11);
    const b = await requested(12);
    const res = await as(operator).post('/api/admin/withdrawals/getAll', { PaginationSettings: { Page: 1, RowsPerPage: 50 }, WithdrawnStatus: 1 });
    expect(res.statusCode).toBe(200);
    const ids = res.json().Data.map((w: { Id: number }) => w.Id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(res.json().Data.every((w: { Status: number }) => w.Status === 1)).toBe(true);
    const one = res.json().Data.find((w: { Id: number }) => w.Id === a.id);
    expect(one).toMatchObject({
      Value: 11,
      Tax: 5,
      User: { Id: a.u.id, Name: a.u.name, Username: a.u.username },
      BankAccount: {
        Id: a.bank.id,
        BankCode: '001',
        BankName: 'Banco Itaú S.A.',
        HolderName: 'Titular Teste',
        HolderCPF: '52998224725',
        Agency: '1234',
        AccountNumber: '123456',
        UserPix: [{ Type: 3, Value: 'titular@clube.test' }],
      },
    });
    const byName = await as(operator).post('/api/admin/withdrawals/getAll', {
      PaginationSettings: { Page: 1, RowsPerPage: 50 },
      Filters: { Username: b.u.username },
    });
    expect(byName.json().Data.map((w: { Id: number }) => w.Id)).toEqual([b.id]);
    const bad = await as(operator).post('/api/admin/withdrawals/getAll', { PaginationSettings: { Page: 1, RowsPerPage: 50 }, WithdrawnStatus: 7 });
    expect(bad.statusCode).toBe(400);
  });
});
