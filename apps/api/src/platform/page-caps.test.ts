import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/helper';
import { invoices, plans } from '../db/schema';
import { creditMember, insertMember } from '../seed/builders';
import { dayInSaoPaulo } from './dates';
import { randomToken } from './tokens';

/**
 * The spec pages its lists by 50: a client asking for more gets 50 rows and the paging that goes
 * with them, not a 400 (docs/api-wire.md).
 */
let t: TestApp;
let ana: TestClient;
const asked = (Page: number, RowsPerPage: number) => ({ PaginationSettings: { Page, RowsPerPage } });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const member = await insertMember(db, { username: 'ana', password: 'segredo123' });
  const today = dayInSaoPaulo();
  await db.insert(invoices).values(
    Array.from({ length: 55 }, (_, i) => ({
      userId: member.id,
      type: 2,
      status: 1,
      description: `Fatura ${i}`,
      valueCents: 1_000 + i,
      dueDate: today,
      token: randomToken(),
    })),
  );
  for (let i = 0; i < 53; i++) await creditMember(db, member.id, 100 + i, 1, `Bônus ${i}`);
  await db.insert(plans).values(Array.from({ length: 57 }, (_, i) => ({ name: `Plano ${i}`, priceCents: 10_000, monthlyPaymentCents: 1_000, status: 1 })));
  ana = await t.login('ana', 'segredo123');
});
afterAll(() => t.close());

describe('RowsPerPage above 50', () => {
  it('answers 50 invoices and the paging of 50', async () => {
    const res = await ana.post('/api/payments/invoices/getAllInvoices', asked(1, 200));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toHaveLength(50);
    expect(res.json().PaginationSettings).toEqual({ Page: 1, TotalPages: 2, TotalRows: 55, AllPages: [1, 2] });
    expect((await ana.post('/api/payments/invoices/getAllInvoices', asked(2, 200))).json().Data).toHaveLength(5);
  });

  it('answers 50 earnings', async () => {
    const res = await ana.post('/api/finances/earnings/getAllEarnings', asked(1, 200));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.Earnings).toHaveLength(50);
    expect(res.json().PaginationSettings).toMatchObject({ Page: 1, TotalPages: 2, TotalRows: 53 });
  });

  it('answers 50 plans', async () => {
    const res = await t.client().post('/api/plans/getAllPlans', asked(1, 200));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toHaveLength(50);
    expect(res.json().PaginationSettings).toMatchObject({ Page: 1, TotalPages: 2, TotalRows: 57 });
  });

  it('accepts any larger page size on the other lists, bank accounts included', async () => {
    const lists = [
      '/api/users/bankAccount/getAllUserBankAccounts',
      '/api/users/transfers/getAllUsersTransfers',
      '/api/users/withdrawn/getAllWithdrawals',
      '/api/users/getAllUsers',
    ];
    for (const url of lists) {
      const res = await ana.post(url, asked(1, 100_000));
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.json().PaginationSettings.Page, url).toBe(1);
    }
  });

  it('still refuses a page size below 1 or not a whole number', async () => {
    for (const rows of [0, -5, 1.5]) {
      const res = await ana.post('/api/payments/invoices/getAllInvoices', asked(1, rows));
      expect(res.statusCode, String(rows)).toBe(400);
    }
  });
});
