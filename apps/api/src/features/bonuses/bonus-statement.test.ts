import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EarningCategory, InvoiceStatus, InvoiceType, MEMBER_ROLE_IDS, Permission } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { commissionLines, unilevelTables, unilevelTableVersions } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { post, SystemAccount } from '../ledger';
import { insertInvoice } from '../payments/payments.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const URL = '/api/bonuses/getBonusStatement';
const page1 = { PaginationSettings: { Page: 1, RowsPerPage: 50 } };

let ana: Row, bia: Row, dan: Row, carl: Row, many: Row, noCurrentAccount: Row;
let tableId: number;
const ids: Record<string, number> = {};

type LineSeed = Partial<typeof commissionLines.$inferInsert> &
  Pick<typeof commissionLines.$inferInsert, 'sourceInvoiceId' | 'sourceUserId' | 'amountCents' | 'category' | 'status' | 'createdAt'>;

/** A commission line as the engine writes it (docs/bonuses.md#commission-lines), Ana's unless said; the statement only reads them. */
async function line(l: LineSeed) {
  const [row] = await db()
    .insert(commissionLines)
    .values({ beneficiaryId: ana.id, treeLevel: 1, paidLevel: 1, baseCents: 10_000, percentageBp: 1_000, unilevelTableId: tableId, unilevelVersion: 2, ...l })
    .returning({ id: commissionLines.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await insertMember(db(), { username: 'ana', name: 'Ana Beneficiária' });
  bia = await insertMember(db(), { username: 'bia', name: 'Bia Souza', sponsorId: ana.id });
  dan = await insertMember(db(), { username: 'dan', name: 'Dan Lima', sponsorId: bia.id });
  carl = await insertMember(db(), { username: 'carl' });
  many = await insertMember(db(), { username: 'muitos' });
  noCurrentAccount = await insertMember(db(), { username: 'semcc', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.CONTA_CORRENTE) });
  const [table] = await db().insert(unilevelTables).values({ name: 'Unilevel Adesão', currentVersion: 2 }).returning();
  tableId = table!.id;
  await db()
    .insert(unilevelTableVersions)
    .values([
      { tableId, version: 1, levelsBp: [800, 250] },
      { tableId, version: 2, levelsBp: [1_000, 250] },
    ]);

  const adhesion = await insertInvoice(db(), { userId: bia.id, type: InvoiceType.Adesao, valueCents: 100_000, status: InvoiceStatus.Pago });
  const monthly = await insertInvoice(db(), { userId: dan.id, type: InvoiceType.Mensalidade, valueCents: 10_000, status: InvoiceStatus.Pago });
  const sale = await insertInvoice(db(), { userId: bia.id, type: InvoiceType.B2B, valueCents: 20_000, status: InvoiceStatus.Cancelado });
  const purchase = await insertInvoice(db(), { userId: ana.id, type: InvoiceType.B2B, valueCents: 30_000, status: InvoiceStatus.Pago });

  // Ana's lines, on São Paulo days around 10/03/2026 (UTC-3): 02:59:59Z on the 10th is still the 9th there.
  ids.adhesion = await line({
    sourceInvoiceId: adhesion.id,
    sourceUserId: bia.id,
    baseCents: 100_000,
    percentageBp: 1_000,
    amountCents: 10_000,
    category: 1,
    status: 1,
    createdAt: new Date('2026-03-10T02:59:59Z'),
  });
  ids.monthly = await line({
    sourceInvoiceId: monthly.id,
    sourceUserId: dan.id,
    treeLevel: 2,
    paidLevel: 1,
    percentageBp: 250,
    amountCents: 250,
    category: 2,
    status: 2,
    createdAt: new Date('2026-03-10T03:00:00Z'),
  });
  ids.sale = await line({
    sourceInvoiceId: sale.id,
    sourceItemId: 7,
    sourceUserId: bia.id,
    baseCents: 5_000,
    amountCents: 500,
    category: 3,
    status: 1,
    createdAt: new Date('2026-03-11T12:00:00Z'),
  });
  ids.clawback = await line({
    sourceInvoiceId: sale.id,
    sourceItemId: 7,
    sourceUserId: bia.id,
    baseCents: 5_000,
    amountCents: -500,
    category: 3,
    status: 1,
    reversesLineId: ids.sale,
    note: 'clawback',
    createdAt: new Date('2026-03-12T12:00:00Z'),
  });
  ids.cashback = await line({
    sourceInvoiceId: purchase.id,
    sourceUserId: ana.id,
    treeLevel: 0,
    paidLevel: 0,
    unilevelTableId: null,
    unilevelVersion: null,
    baseCents: 30_000,
    percentageBp: 150,
    amountCents: 450,
    category: 5,
    status: 1,
    createdAt: new Date('2026-03-13T12:00:00Z'),
  });

  // Someone else's line and the club's share of the same invoice never reach Ana.
  await line({
    sourceInvoiceId: adhesion.id,
    sourceUserId: bia.id,
    beneficiaryId: carl.id,
    paidLevel: 2,
    amountCents: 99_999,
    category: 1,
    status: 1,
    createdAt: new Date('2026-03-10T12:00:00Z'),
  });
  await line({
    sourceInvoiceId: adhesion.id,
    sourceUserId: bia.id,
    beneficiaryId: null,
    paidLevel: 3,
    amountCents: 77_777,
    category: 1,
    status: 3,
    createdAt: new Date('2026-03-10T12:00:00Z'),
  });

  for (let i = 0; i < 53; i++) {
    await line({
      sourceInvoiceId: adhesion.id,
      sourceItemId: 100 + i,
      sourceUserId: bia.id,
      beneficiaryId: many.id,
      amountCents: 100 + i,
      category: 1,
      status: 1,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i, 15)),
    });
  }
});
afterAll(() => t.close());

const ask = (u: Row, body: unknown) => as(u).post(URL, body);
const lineIds = (body: { Data: { Lines: Array<{ Id: number }> } }) => body.Data.Lines.map((l) => l.Id);

describe('POST /api/bonuses/getBonusStatement', () => {
  it("answers the caller's lines newest first, with source, invoice type, levels, percentage, base, amount, category, situation and totals", async () => {
    const res = await ask(ana, page1);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ IsSuccess: true, Message: null, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: 5, AllPages: [1] } });
    expect(lineIds(body)).toEqual([ids.cashback, ids.clawback, ids.sale, ids.monthly, ids.adhesion]);
    const [cashback, clawback, sale, monthly, adhesion] = body.Data.Lines;
    expect(adhesion).toEqual({
      Id: ids.adhesion,
      Created: '2026-03-10T02:59:59.000Z',
      SourceUser: { Name: 'Bia Souza', Username: 'bia' },
      InvoiceType: 1,
      InvoiceTypeFormatted: 'Adesão',
      TreeLevel: 1,
      PaidLevel: 1,
      Percentage: 10,
      Base: 1000,
      Amount: 100,
      Category: 1,
      CategoryFormatted: 'Adesão',
      Status: 1,
      StatusFormatted: 'Creditado',
      StatusColor: 'green',
      UnilevelName: 'Unilevel Adesão',
      Version: 2,
      Held: false,
      ReleasesOn: null,
    });
    expect(monthly).toMatchObject({
      SourceUser: { Name: 'Dan Lima', Username: 'dan' },
      InvoiceTypeFormatted: 'Mensalidade',
      TreeLevel: 2,
      PaidLevel: 1,
      Percentage: 2.5,
      Base: 100,
      Amount: 2.5,
      CategoryFormatted: 'Mensalidade',
      Status: 2,
      StatusFormatted: 'Simulado',
    });
    expect(sale).toMatchObject({ InvoiceTypeFormatted: 'B2B', Amount: 5, CategoryFormatted: 'B2B', Status: 1, StatusFormatted: 'Estornado' });
    expect(clawback).toMatchObject({ Amount: -5, Base: 50, Status: 1, StatusFormatted: 'Estorno', StatusColor: 'red' });
    expect(cashback).toMatchObject({
      SourceUser: { Username: 'ana' },
      TreeLevel: 0,
      PaidLevel: 0,
      Percentage: 1.5,
      Amount: 4.5,
      CategoryFormatted: 'Cashback',
      UnilevelName: null,
      Version: null,
      Held: false,
      ReleasesOn: null,
    });
    // Net credited: 100 + 5 - 5 + 4,50; simulated apart: 2,50.
    expect(body.Data.Totals).toEqual({ CreditedTotal: 104.5, SimulatedTotal: 2.5, HeldTotal: 0, Count: 5 });
  });

  it("never shows another member's lines, nor the club's share", async () => {
    const carls = (await ask(carl, page1)).json();
    expect(carls.Data.Lines.map((l: { Amount: number }) => l.Amount)).toEqual([999.99]);
    expect(carls.Data.Totals).toEqual({ CreditedTotal: 999.99, SimulatedTotal: 0, HeldTotal: 0, Count: 1 });
    const anas = (await ask(ana, page1)).json();
    expect(anas.Data.Lines.some((l: { Amount: number }) => l.Amount === 999.99 || l.Amount === 777.77)).toBe(false);
    // A member with no lines gets an empty statement, not an error.
    const none = (await ask(bia, page1)).json();
    expect(none).toMatchObject({
      Data: { Lines: [], Totals: { CreditedTotal: 0, SimulatedTotal: 0, HeldTotal: 0, Count: 0 } },
      PaginationSettings: { TotalRows: 0 },
    });
  });

  it('filters by period in São Paulo days, both ends included, and the totals follow the filter', async () => {
    const day10 = (await ask(ana, { ...page1, Filters: { StartDate: '2026-03-10', EndDate: '2026-03-10' } })).json();
    expect(lineIds(day10)).toEqual([ids.monthly]);
    expect(day10.Data.Totals).toEqual({ CreditedTotal: 0, SimulatedTotal: 2.5, HeldTotal: 0, Count: 1 });
    const day9 = (await ask(ana, { ...page1, Filters: { EndDate: '2026-03-09' } })).json();
    expect(lineIds(day9)).toEqual([ids.adhesion]);
    const from11 = (await ask(ana, { ...page1, Filters: { StartDate: '2026-03-11', EndDate: null } })).json();
    expect(lineIds(from11)).toEqual([ids.cashback, ids.clawback, ids.sale]);
    expect(from11.Data.Totals).toEqual({ CreditedTotal: 4.5, SimulatedTotal: 0, HeldTotal: 0, Count: 3 });
    const to11 = (await ask(ana, { ...page1, Filters: { StartDate: '2026-03-09', EndDate: '2026-03-11' } })).json();
    expect(to11.Data.Totals).toEqual({ CreditedTotal: 105, SimulatedTotal: 2.5, HeldTotal: 0, Count: 3 });
  });

  it('filters by category, alone or with a period', async () => {
    const b2b = (await ask(ana, { ...page1, Filters: { Category: EarningCategory.B2B } })).json();
    expect(lineIds(b2b)).toEqual([ids.clawback, ids.sale]);
    expect(b2b.Data.Totals).toEqual({ CreditedTotal: 0, SimulatedTotal: 0, HeldTotal: 0, Count: 2 });
    const adhesionOn9 = (await ask(ana, { ...page1, Filters: { StartDate: '2026-03-09', EndDate: '2026-03-09', Category: 1 } })).json();
    expect(lineIds(adhesionOn9)).toEqual([ids.adhesion]);
    expect((await ask(ana, { ...page1, Filters: { Category: EarningCategory.BonusDeRank } })).json().Data).toEqual({
      Lines: [],
      Totals: { CreditedTotal: 0, SimulatedTotal: 0, HeldTotal: 0, Count: 0 },
    });
  });

  it('pages 50 at most, oldest first when asked, totals over every page', async () => {
    const first = (await ask(many, { PaginationSettings: { Page: 1, RowsPerPage: 500 } })).json();
    expect(first.Data.Lines).toHaveLength(50);
    expect(first.PaginationSettings).toEqual({ Page: 1, TotalPages: 2, TotalRows: 53, AllPages: [1, 2] });
    expect(first.Data.Lines[0].Amount).toBe(1.52);
    // 100 + 101 + ... + 152 centavos.
    expect(first.Data.Totals).toEqual({ CreditedTotal: 66.78, SimulatedTotal: 0, HeldTotal: 0, Count: 53 });
    const second = (await ask(many, { PaginationSettings: { Page: 2, RowsPerPage: 50 } })).json();
    expect(second.Data.Lines.map((l: { Amount: number }) => l.Amount)).toEqual([1.02, 1.01, 1]);
    const oldest = (await ask(many, { PaginationSettings: { Page: 1, RowsPerPage: 2 }, PaginationFilter: { OrderByDescending: false } })).json();
    expect(oldest.Data.Lines.map((l: { Amount: number }) => l.Amount)).toEqual([1, 1.01]);
    expect(oldest.PaginationSettings).toMatchObject({ TotalPages: 27, TotalRows: 53 });
  });

  it('refuses bad dates, categories and fields with 400 and a pt-BR message', async () => {
    const cases: Array<[unknown, string]> = [
      [{ StartDate: '2026-02-30' }, 'Data inválida: informe o dia no formato aaaa-mm-dd.'],
      [{ StartDate: '10/03/2026' }, 'Data inválida: informe o dia no formato aaaa-mm-dd.'],
      [{ EndDate: '2026-3-1' }, 'Data inválida: informe o dia no formato aaaa-mm-dd.'],
      [{ EndDate: 20260301 }, 'Data inválida: informe o dia no formato aaaa-mm-dd.'],
      [{ StartDate: '2026-03-10T00:00:00Z' }, 'Data inválida: informe o dia no formato aaaa-mm-dd.'],
      [{ StartDate: '2026-03-11', EndDate: '2026-03-10' }, 'A data inicial não pode ser posterior à data final.'],
      [{ Category: 0 }, 'Categoria inválida.'],
      [{ Category: 14 }, 'Categoria inválida.'],
      [{ Category: '1' }, 'Categoria inválida.'],
    ];
    for (const [Filters, message] of cases) {
      const res = await ask(ana, { ...page1, Filters });
      expect(res.statusCode, JSON.stringify(Filters)).toBe(400);
      expect(res.json(), JSON.stringify(Filters)).toMatchObject({ IsSuccess: false, Message: message, Data: null });
    }
    for (const body of [
      { ...page1, Filters: { UserId: carl.id } },
      { ...page1, BeneficiaryId: carl.id },
      { PaginationSettings: { Page: 0, RowsPerPage: 50 } },
    ]) {
      const res = await ask(ana, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Data: null });
    }
  });

  it('needs a session and CONTA_CORRENTE', async () => {
    expect((await t.client().post(URL, page1)).statusCode).toBe(401);
    const res = await ask(noCurrentAccount, page1);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'Você não tem permissão para acessar este recurso.' });
  });
});

describe('the dashboard reflects credited commissions', () => {
  it('Ganho do Dia and Ganho Total grow by a commission credited through the ledger, as the statement shows it', async () => {
    const eve = await insertMember(db(), { username: 'eve' });
    const fred = await insertMember(db(), { username: 'fred', sponsorId: eve.id });
    const gains = async () => (await as(eve).get('/api/finances/earnings/getAllEarningsDetails')).json().Data;
    const before = await gains();
    const invoice = await insertInvoice(db(), { userId: fred.id, type: InvoiceType.Adesao, valueCents: 50_000, status: InvoiceStatus.Pago });
    // The engine's way (docs/bonuses.md#commission-lines): a ledger credit of category 1 from the
    // bonus expense account, and the line naming that transaction.
    const { transactionId } = await post(db(), {
      kind: 'bonus',
      idempotencyKey: `test:commission:${invoice.id}:1`,
      description: 'Bônus de Adesão - fred',
      legs: [
        { system: SystemAccount.BonusExpense, amountCents: -5_000, category: EarningCategory.Adesao },
        { member: eve.id, amountCents: 5_000, category: EarningCategory.Adesao },
      ],
    });
    await line({
      sourceInvoiceId: invoice.id,
      sourceUserId: fred.id,
      beneficiaryId: eve.id,
      baseCents: 50_000,
      amountCents: 5_000,
      category: 1,
      status: 1,
      ledgerTransactionId: transactionId,
      createdAt: new Date(),
    });
    expect(await gains()).toEqual({ DailyGains: before.DailyGains + 50, TotalGains: before.TotalGains + 50 });
    expect((await ask(eve, page1)).json().Data.Totals).toEqual({ CreditedTotal: 50, SimulatedTotal: 0, HeldTotal: 0, Count: 1 });
  });
});
