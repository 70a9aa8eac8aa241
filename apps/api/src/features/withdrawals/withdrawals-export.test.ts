import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EarningCategory, STAFF_ROLE_IDS, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog, bankAccounts, withdrawals } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { insertBankAccount, setWithdrawalConfig } from './withdrawals.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const EXPORT = '/api/admin/withdrawals/exportPaid';
let finance: Row;

const HEADER = 'ID,Sócio,Usuário,Titular,CPF/CNPJ,Código do Banco,Banco,Tipo de Conta,Agência,Conta,Chaves Pix,Valor,Taxa,Pago em';

let seq = 0;
/** A member's withdrawal of `value` reais (fee 5), answered by an operator, paid at `at` as stored. */
async function withdrawal(value: number, answer: 'pay' | 'cancel' | null, at?: string, member: { name?: string } = {}) {
  const u = await insertMember(db(), { username: `exp${++seq}`, name: member.name ?? `Sócio Exportado ${seq}` });
  await creditMember(db(), u.id, 10_000, EarningCategory.Adesao, 'bônus');
  const bank = await insertBankAccount(db(), u.id, 'Banco do Brasil S.A.');
  const res = await as(u).post('/api/users/withdrawn/createNewWithdrawn', { UserBankAccountId: bank.id, Value: value });
  expect(res.statusCode).toBe(200);
  const id = res.json().Data.Id as number;
  if (answer) {
    const done = await as(finance).post(`/api/admin/withdrawals/${id}/${answer}`, answer === 'cancel' ? { CancelReason: 'x' } : undefined);
    expect(done.statusCode).toBe(200);
  }
  // The clock of the payout, moved to the instant the case needs.
  if (at)
    await db()
      .update(withdrawals)
      .set({ processedAt: new Date(at) })
      .where(eq(withdrawals.id, id));
  return { u, bank, id };
}

const exportOf = (day: string) => as(finance).get(`${EXPORT}?Date=${day}`);
/** The file's records (CRLF-separated), without the BOM. */
const recordsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

beforeAll(async () => {
  t = await createTestApp();
  await setWithdrawalConfig(db(), { WithdrawTaxAmount: 5, MinimalWithdraw: 10, WithdrawIsActive: 1, WithdrawDay: 0 });
  finance = await insertMember(db(), { username: 'financeiro', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Finance });
});
afterAll(() => t.close());

describe('GET /api/admin/withdrawals/exportPaid', () => {
  it("answers the day's payouts as a CSV attachment, with the member and the bank data", async () => {
    const paid = await withdrawal(40, 'pay', '2026-03-10T15:30:05Z');
    const res = await exportOf('2026-03-10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="saques-pagos-2026-03-10.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(recordsOf(res.body)).toEqual([
      HEADER,
      `${paid.id},${paid.u.name},${paid.u.username},Titular Teste,52998224725,001,Banco do Brasil S.A.,Conta Corrente,1234-5,123456-7,Email: titular@clube.test,40.00,5.00,2026-03-10 12:30:05`,
    ]);
    // An export changes nothing: no audit row.
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'withdrawal.export'))).toEqual([]);
  });

  it('takes the São Paulo day: from 00:00 to 23:59:59.999 there, Pago only', async () => {
    const day = '2026-04-21';
    const first = await withdrawal(11, 'pay', '2026-04-21T03:00:00.000Z'); // 00:00:00 in São Paulo
    const last = await withdrawal(12, 'pay', '2026-04-22T02:59:59.999Z'); // 23:59:59.999 in São Paulo
    await withdrawal(13, 'pay', '2026-04-21T02:59:59.999Z'); // the day before, there
    await withdrawal(14, 'pay', '2026-04-22T03:00:00.000Z'); // the day after, there
    await withdrawal(15, 'cancel', '2026-04-21T15:00:00Z'); // answered that day, but cancelled
    await withdrawal(16, null); // still Pendente
    const ids = recordsOf((await exportOf(day)).body)
      .slice(1)
      .map((r) => Number(r.split(',')[0]));
    expect(ids).toEqual([first.id, last.id]);
    expect(recordsOf((await exportOf(day)).body)[1]!.endsWith(',11.00,5.00,2026-04-21 00:00:00')).toBe(true);
    expect(
      recordsOf((await exportOf('2026-04-20')).body)
        .at(-1)!
        .endsWith(',13.00,5.00,2026-04-20 23:59:59'),
    ).toBe(true);
    // A day with no payouts: the header alone.
    expect(recordsOf((await exportOf('2019-01-01')).body)).toEqual([HEADER]);
  });

  it('quotes per RFC 4180 and defuses cells a spreadsheet would run as formulas', async () => {
    const paid = await withdrawal(20, 'pay', '2026-05-05T12:00:00Z', { name: 'Silva, José "Zé"' });
    await db()
      .update(bankAccounts)
      .set({
        holderName: '=HYPERLINK("http://mal.example","clique")',
        bankName: '@SUM(1+1)',
        agency: '+123',
        agencyDigit: null,
        accountNumber: '-99',
        accountNumberDigit: null,
        accountVariation: '51',
        pixKeys: [
          { Type: 5, Value: 'a1b2' },
          { Type: 4, Value: '+55 11 98765-4321' },
        ],
      })
      .where(eq(bankAccounts.id, paid.bank.id));
    const [, record] = recordsOf((await exportOf('2026-05-05')).body);
    expect(record).toBe(
      [
        String(paid.id),
        '"Silva, José ""Zé"""',
        paid.u.username,
        `"'=HYPERLINK(""http://mal.example"",""clique"")"`,
        '52998224725',
        '001',
        "'@SUM(1+1)",
        'Conta Corrente',
        "'+123",
        "'-99 (variação 51)",
        'Código Aleatório: a1b2 | Celular: +55 11 98765-4321',
        '20.00',
        '5.00',
        '2026-05-05 09:00:00',
      ].join(','),
    );
    // A line break inside a value stays inside its quoted field.
    await db().update(bankAccounts).set({ holderName: 'Ana\r\nMaria' }).where(eq(bankAccounts.id, paid.bank.id));
    expect((await exportOf('2026-05-05')).body).toContain(`,"Ana\r\nMaria",`);
  });

  it('refuses a missing or impossible day with a pt-BR message', async () => {
    for (const query of ['', '?Date=', '?Date=2026-02-30', '?Date=10/03/2026', '?Date=2026-3-1', '?Date=2026-03-10&Extra=1']) {
      const res = await as(finance).get(`${EXPORT}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type'], query).toContain('application/json');
      expect(res.json(), query).toMatchObject({ IsSuccess: false, Data: null });
    }
    expect((await as(finance).get(`${EXPORT}?Date=2026-02-30`)).json().Message).toBe('Data inválida: informe o dia no formato aaaa-mm-dd.');
  });
});
