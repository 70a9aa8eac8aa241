import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { invoices } from '../../db/schema';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { insertMember } from '../../seed/builders';
import { randomToken } from '../../platform/tokens';

/** The invoices screen's filters and pagination over a member with many invoices of every kind. */
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const url = '/api/payments/invoices/getAllInvoices';
const labels: Record<number, string> = { 1: 'Adesão', 2: 'Mensalidade', 3: 'Troca de Plano', 4: 'B2B', 5: 'B2C', 6: 'Assinatura' };
const statusOf: Record<number, [string, string]> = { 0: ['Cancelado', 'red'], 1: ['Pendente', 'yellow'], 2: ['Pago', 'green'] };
let gil: Row, hugo: Row;
const gilInvoices: Array<{ id: number; type: number; status: number }> = [];
let hugoInvoiceId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  gil = await insertMember(db, { username: 'gil' });
  hugo = await insertMember(db, { username: 'hugo' });
  const today = dayInSaoPaulo();
  // 72 invoices: every type (1..6) with every status (0..2), four times over; a member has one
  // pending plan change at most (docs/plans.md#plan-changes), so the later ones are Cancelado.
  let pendingPlanChange = false;
  for (let i = 0; i < 72; i++) {
    const type = (i % 6) + 1;
    let status = Math.floor(i / 6) % 3;
    if (type === 3 && status === 1) {
      if (pendingPlanChange) status = 0;
      pendingPlanChange = true;
    }
    const [row] = await db
      .insert(invoices)
      .values({
        userId: gil.id,
        type,
        status,
        description: `Fatura ${i}`,
        valueCents: 1_000 + i,
        dueDate: addDays(today, i),
        token: randomToken(),
        paidAt: status === 2 ? new Date() : null,
      })
      .returning();
    gilInvoices.push({ id: row!.id, type, status });
  }
  const [h] = await db
    .insert(invoices)
    .values({ userId: hugo.id, type: 1, status: 1, description: 'Fatura do Hugo', valueCents: 500, dueDate: today, token: randomToken() })
    .returning();
  hugoInvoiceId = h!.id;
});
afterAll(() => t.close());

type Item = { Id: number; Type: number; TypeFormatted: string; Status: number; StatusFormatted: string; StatusColor: string };
const dataOf = (res: { json(): { Data: Item[] } }) => res.json().Data;

describe('getAllInvoices: filters and pagination', () => {
  it('pages of 50 are disjoint and together give every invoice, newest first', async () => {
    const first = await as(gil).post(url, { PaginationSettings: { Page: 1, RowsPerPage: 50 } });
    const second = await as(gil).post(url, { PaginationSettings: { Page: 2, RowsPerPage: 50 } });
    expect(first.json().PaginationSettings).toEqual({ Page: 1, TotalPages: 2, TotalRows: 72, AllPages: [1, 2] });
    expect(second.json().PaginationSettings).toMatchObject({ Page: 2, TotalPages: 2, TotalRows: 72 });
    const ids = [...dataOf(first), ...dataOf(second)].map((i) => i.Id);
    expect(ids).toEqual(gilInvoices.map((i) => i.id).reverse());
    const beyond = await as(gil).post(url, { PaginationSettings: { Page: 3, RowsPerPage: 50 } });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json().Data).toEqual([]);
  });

  it('each status filter answers only that status, with its label and colour', async () => {
    for (const status of [0, 1, 2]) {
      const res = await as(gil).post(url, { PaginationSettings: { Page: 1, RowsPerPage: 50 }, InvoiceStatus: status });
      const items = dataOf(res);
      const expected = gilInvoices.filter((i) => i.status === status).length;
      expect(expected).toBeGreaterThanOrEqual(21);
      expect(items).toHaveLength(expected);
      expect(res.json().PaginationSettings.TotalRows).toBe(expected);
      for (const i of items) expect([i.Status, i.StatusFormatted, i.StatusColor]).toEqual([status, ...statusOf[status]!]);
    }
  });

  it('each type filter answers only that type with its TypeFormatted; type and status combine', async () => {
    for (const type of [1, 2, 3, 4, 5, 6]) {
      const items = dataOf(await as(gil).post(url, { InvoiceType: type }));
      expect(items).toHaveLength(12);
      for (const i of items) expect([i.Type, i.TypeFormatted]).toEqual([type, labels[type]]);
    }
    const both = dataOf(await as(gil).post(url, { InvoiceType: 4, InvoiceStatus: 1 }));
    expect(both.map((i) => i.Id)).toEqual(
      gilInvoices
        .filter((i) => i.type === 4 && i.status === 1)
        .map((i) => i.id)
        .reverse(),
    );
  });

  it('a filtered list pages too', async () => {
    const page1 = await as(gil).post(url, { PaginationSettings: { Page: 1, RowsPerPage: 10 }, InvoiceStatus: 2 });
    const page3 = await as(gil).post(url, { PaginationSettings: { Page: 3, RowsPerPage: 10 }, InvoiceStatus: 2 });
    expect(page1.json().PaginationSettings).toEqual({ Page: 1, TotalPages: 3, TotalRows: 24, AllPages: [1, 2, 3] });
    expect(dataOf(page3)).toHaveLength(4);
  });

  it("never answers someone else's invoice, even asked by its Id", async () => {
    const byId = await as(gil).post(url, { Filters: { Id: hugoInvoiceId } });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().Data).toEqual([]);
    expect(byId.json().PaginationSettings.TotalRows).toBe(0);
    const all = await as(gil).post(url, { PaginationSettings: { Page: 1, RowsPerPage: 200 } });
    expect(dataOf(all).some((i) => i.Id === hugoInvoiceId)).toBe(false);
    expect(all.body).not.toContain('Fatura do Hugo');
    expect(dataOf(await as(hugo).post(url, {})).map((i) => i.Id)).toEqual([hugoInvoiceId]);
  });
});
