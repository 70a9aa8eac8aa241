import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { EarningCategory, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, withdrawals } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents, verifyLedger } from '../ledger';
import { insertBankAccount, setWithdrawalConfig } from './withdrawals.fixtures';

// On PostgreSQL these requests really race (one pooled connection each); on PGlite they run one by one.
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  await setWithdrawalConfig(db(), { WithdrawTaxAmount: 5, MinimalWithdraw: 10, WithdrawIsActive: 1, WithdrawDay: 0 });
});
afterAll(() => t.close());

describe(`concurrent withdrawals (${TEST_DB})`, () => {
  it('20 simultaneous requests of R$ 10 + R$ 5 fee from R$ 75: exactly 5 pass, no 5xx, exact balance', async () => {
    const ana = await insertMember(db(), { username: 'sacadora' });
    await creditMember(db(), ana.id, 7_500, EarningCategory.Adesao, 'bônus');
    const bank = await insertBankAccount(db(), ana.id);
    const client = as(ana);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/users/withdrawn/createNewWithdrawn', { UserBankAccountId: bank.id, Value: 10 })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s >= 400 && s < 500)).toHaveLength(15);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(['Saldo selecionado para saque indisponível.', 'Você não possuí saldo o suficiente para realizar um saque.']).toContain(r.json().Message);
    }
    expect(await memberBalanceCents(db(), ana.id)).toBe(0);
    const [n] = await db().select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, ana.id));
    expect(Number(n!.n)).toBe(5);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('an operator paying and cancelling the same withdrawal at once: exactly one wins', async () => {
    const ana = await insertMember(db(), { username: 'disputada' });
    const operator = await insertMember(db(), { username: 'operadores', type: UserType.Administrator });
    await creditMember(db(), ana.id, 10_000, EarningCategory.Adesao, 'bônus');
    const bank = await insertBankAccount(db(), ana.id);
    const created = await as(ana).post('/api/users/withdrawn/createNewWithdrawn', { UserBankAccountId: bank.id, Value: 50 });
    const id = created.json().Data.Id as number;
    const op = as(operator);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? op.post(`/api/admin/withdrawals/${id}/pay`) : op.post(`/api/admin/withdrawals/${id}/cancel`, { CancelReason: 'corrida' }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const winner = results.find((r) => r.statusCode === 200)!.json().Data.Status as number;
    expect(await memberBalanceCents(db(), ana.id)).toBe(winner === 2 ? 10_000 - 5_500 : 10_000);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `withdrawal:${id}`)),
    ).toHaveLength(1);
    expect(await verifyLedger(db())).toEqual([]);
  });
});
