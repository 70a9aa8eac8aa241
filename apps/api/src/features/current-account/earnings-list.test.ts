import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_IDS, Permission } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { creditMember, insertMember } from '../../seed/builders';
import { post, SystemAccount } from '../ledger';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const url = '/api/finances/earnings/getAllEarnings';
const page1 = { PaginationSettings: { Page: 1, RowsPerPage: 50 } };
let ana: Row, bia: Row, many: Row, noCurrentAccount: Row;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 15));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ana = await insertMember(db, { username: 'ana' });
  bia = await insertMember(db, { username: 'bia' });
  many = await insertMember(db, { username: 'muitos' });
  noCurrentAccount = await insertMember(db, { username: 'semcc', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.CONTA_CORRENTE) });
  // Ana: two bonuses, a transfer in, then a withdrawal-like debit with its fee (a debit without category).
  await creditMember(db, ana.id, 10_000, 1, 'Bônus de Adesão - bia', day(0));
  await creditMember(db, ana.id, 2_550, 2, 'Bônus de Mensalidade - bia', day(1));
  await creditMember(db, ana.id, 700, 7, 'Transferência recebida de bia', day(2));
  await post(db, {
    kind: 'withdrawal',
    idempotencyKey: 'test:ana:withdrawal',
    description: 'Saque #1',
    at: day(3),
    legs: [
      { member: ana.id, amountCents: -3_000, category: null, description: 'Saque #1' },
      { member: ana.id, amountCents: -500, category: 9, description: 'Taxa de saque' },
      { system: SystemAccount.WithdrawalsInTransit, amountCents: 3_500 },
    ],
  });
  // Bia's entries must never show in Ana's list.
  await creditMember(db, bia.id, 99_900, 1, 'Bônus da Bia', day(4));
  for (let i = 0; i < 53; i++) await creditMember(db, many.id, 100 + i, i % 2 ? 5 : 7, `Lançamento ${i}`, day(i));
});
afterAll(() => t.close());

describe('POST /api/finances/earnings/getAllEarnings', () => {
  it("lists the caller's ledger entries newest first, signed, in reais, with Ganho Total", async () => {
    const res = await as(ana).post(url, page1);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ IsSuccess: true, Message: null });
    expect(body.PaginationSettings).toEqual({ Page: 1, TotalPages: 1, TotalRows: 5, AllPages: [1] });
    expect(body.Data).toEqual({
      Earnings: [
        // Same instant: the later entry (the fee) comes first.
        { Description: 'Taxa de saque', Created: day(3).toISOString(), Value: -5, Category: 9 },
        { Description: 'Saque #1', Created: day(3).toISOString(), Value: -30, Category: null },
        { Description: 'Transferência recebida de bia', Created: day(2).toISOString(), Value: 7, Category: 7 },
        { Description: 'Bônus de Mensalidade - bia', Created: day(1).toISOString(), Value: 25.5, Category: 2 },
        { Description: 'Bônus de Adesão - bia', Created: day(0).toISOString(), Value: 100, Category: 1 },
      ],
      // Gains are bonus credits only (1 and 2 here), as getAllEarningsDetails counts them.
      TotalGains: 125.5,
    });
    const details = await as(ana).get('/api/finances/earnings/getAllEarningsDetails');
    expect(details.json().Data.TotalGains).toBe(body.Data.TotalGains);
    expect(res.body).not.toContain('Bônus da Bia');
  });

  it('filters by category; TotalGains stays the total', async () => {
    const fees = await as(ana).post(url, { ...page1, Category: 9 });
    expect(fees.json().Data).toEqual({
      Earnings: [{ Description: 'Taxa de saque', Created: day(3).toISOString(), Value: -5, Category: 9 }],
      TotalGains: 125.5,
    });
    expect(fees.json().PaginationSettings.TotalRows).toBe(1);
    const none = await as(ana).post(url, { ...page1, Category: 13 });
    expect(none.json().Data).toEqual({ Earnings: [], TotalGains: 125.5 });
    expect((await as(ana).post(url, { ...page1, Category: null })).json().Data.Earnings).toHaveLength(5);
  });

  it('orders oldest first on request', async () => {
    const res = await as(ana).post(url, { ...page1, PaginationFilter: { OrderByDescending: false } });
    expect(res.json().Data.Earnings.map((e: { Description: string }) => e.Description)).toEqual([
      'Bônus de Adesão - bia',
      'Bônus de Mensalidade - bia',
      'Transferência recebida de bia',
      'Saque #1',
      'Taxa de saque',
    ]);
  });

  it('pages by 50 by default; pages are disjoint and complete; filters page too', async () => {
    const first = await as(many).post(url, {});
    expect(first.statusCode).toBe(200);
    expect(first.json().Data.Earnings).toHaveLength(50);
    expect(first.json().PaginationSettings).toEqual({ Page: 1, TotalPages: 2, TotalRows: 53, AllPages: [1, 2] });
    const second = await as(many).post(url, { PaginationSettings: { Page: 2, RowsPerPage: 50 } });
    expect(second.json().Data.Earnings).toHaveLength(3);
    const all = [...first.json().Data.Earnings, ...second.json().Data.Earnings].map((e: { Description: string }) => e.Description);
    expect(all).toEqual(Array.from({ length: 53 }, (_, i) => `Lançamento ${52 - i}`));
    const cashback = await as(many).post(url, { PaginationSettings: { Page: 1, RowsPerPage: 10 }, Category: 5 });
    expect(cashback.json().PaginationSettings).toMatchObject({ TotalRows: 26, TotalPages: 3 });
    expect(cashback.json().Data.Earnings.every((e: { Category: number }) => e.Category === 5)).toBe(true);
    expect(cashback.json().Data.TotalGains).toBe(second.json().Data.TotalGains);
    const beyond = await as(many).post(url, { PaginationSettings: { Page: 5, RowsPerPage: 50 } });
    expect(beyond.json().Data.Earnings).toEqual([]);
  });

  it('answers an empty list for a member without entries', async () => {
    const carl = await insertMember(t.database.db, { username: 'carl' });
    const res = await as(carl).post(url, page1);
    expect(res.json()).toMatchObject({ Data: { Earnings: [], TotalGains: 0 }, PaginationSettings: { TotalRows: 0 } });
  });

  it('refuses bad input with 400', async () => {
    for (const body of [
      { ...page1, Category: 0 },
      { ...page1, Category: 14 },
      { ...page1, Category: '1' },
      { ...page1, Category: 1.5 },
      { ...page1, UserId: bia.id },
      { ...page1, WalletType: 2 },
      { PaginationSettings: { Page: 0, RowsPerPage: 50 } },
      { PaginationSettings: { Page: 1, RowsPerPage: 0 } },
      { ...page1, PaginationFilter: { OrderByDescending: 'sim' } },
    ]) {
      const res = await as(ana).post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Data: null });
    }
    expect((await as(ana).post(url, { ...page1, Category: 99 })).json().Message).toBe('Categoria inválida.');
  });

  it('needs a session and CONTA_CORRENTE', async () => {
    expect((await t.client().post(url, page1)).statusCode).toBe(401);
    const res = await as(noCurrentAccount).post(url, page1);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'Você não tem permissão para acessar este recurso.' });
  });
});
