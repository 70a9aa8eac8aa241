import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_IDS, Permission } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { creditMember, insertMember } from '../../seed/builders';
import { post, SystemAccount } from '../ledger';
import { balanceHistory } from './current-account.service';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const url = '/api/finances/earnings/getBalanceHistory';
const db = () => t.database.db;
const today = dayInSaoPaulo();
const noonOf = (day: string) => new Date(`${day}T15:00:00Z`);

let seq = 0;
/** A debit of the member's account into withdrawals in transit, as a withdrawal's request posts it. */
async function debitAt(user: Row, cents: number, at: Date) {
  await post(db(), {
    kind: 'withdrawal',
    idempotencyKey: `balance-history:${++seq}`,
    description: 'Saque',
    at,
    legs: [
      { member: user.id, amountCents: -cents, category: null },
      { system: SystemAccount.WithdrawalsInTransit, amountCents: cents },
    ],
  });
}

let ana: Row;
beforeAll(async () => {
  t = await createTestApp();
  ana = await insertMember(db(), { username: 'ana' });
  // 120 days ago +100,00 (before the window: the opening balance); 10 days ago +50,00 and −20,00;
  // today +5,00 and someone else's credit.
  await creditMember(db(), ana.id, 10_000, 1, 'Bônus antigo', noonOf(addDays(today, -120)));
  await creditMember(db(), ana.id, 5_000, 2, 'Bônus', noonOf(addDays(today, -10)));
  await debitAt(ana, 2_000, noonOf(addDays(today, -10)));
  await creditMember(db(), ana.id, 500, 5, 'Cashback');
  const bia = await insertMember(db(), { username: 'bia' });
  await creditMember(db(), bia.id, 77_700, 1, 'Bônus da Bia');
});
afterAll(() => t.close());

describe('GET /api/finances/earnings/getBalanceHistory', () => {
  it("answers the caller's closing balance of each of the last 90 days, oldest first", async () => {
    const res = await as(ana).get(url);
    expect(res.statusCode).toBe(200);
    const days: { Day: string; Balance: number }[] = res.json().Data.Days;
    expect(days).toHaveLength(90);
    expect(days[0]).toEqual({ Day: addDays(today, -89), Balance: 100 });
    expect(days[78]).toEqual({ Day: addDays(today, -11), Balance: 100 });
    expect(days[79]).toEqual({ Day: addDays(today, -10), Balance: 130 });
    expect(days[88]).toEqual({ Day: addDays(today, -1), Balance: 130 });
    expect(days[89]).toEqual({ Day: today, Balance: 135 });
  });

  it('answers zeros to a member without movements', async () => {
    const carl = await insertMember(db(), { username: 'carl' });
    const days: { Balance: number }[] = (await as(carl).get(url)).json().Data.Days;
    expect(days).toHaveLength(90);
    expect(days.every((d) => d.Balance === 0)).toBe(true);
  });

  it('needs a session and the current account permission', async () => {
    expect((await t.client().get(url)).statusCode).toBe(401);
    const noCurrentAccount = await insertMember(db(), { username: 'semcc', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.CONTA_CORRENTE) });
    expect((await as(noCurrentAccount).get(url)).statusCode).toBe(403);
  });

  it('closes each day at the São Paulo midnight', async () => {
    const dan = await insertMember(db(), { username: 'dan' });
    await creditMember(db(), dan.id, 1_000, 1, 'antes', new Date('2026-03-01T15:00:00Z'));
    await creditMember(db(), dan.id, 200, 1, 'fim do dia 10 em SP', new Date('2026-03-11T02:59:59Z'));
    await creditMember(db(), dan.id, 400, 1, 'dia 11 em SP', new Date('2026-03-11T03:00:00Z'));
    const { Days } = await balanceHistory(db(), dan.id, new Date('2026-03-12T15:00:00Z'));
    const at = (day: string) => Days.find((d) => d.Day === day)?.Balance;
    expect(at('2026-03-09')).toBe(10);
    expect(at('2026-03-10')).toBe(12);
    expect(at('2026-03-11')).toBe(16);
    // The balance now, whatever came after the window's day: later movements are taken off.
    expect(Days.at(-1)).toEqual({ Day: '2026-03-12', Balance: 16 });
  });
});
