import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_IDS, Permission } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { invoices } from '../../db/schema';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { insertMember } from '../../seed/builders';
import { createInvoice } from './invoices.service';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const url = '/api/payments/invoices/getAllInvoices';
const page1 = { PaginationSettings: { Page: 1, RowsPerPage: 50 } };
let ana: Row, bia: Row, noInvoices: Row;
const ids: Record<string, number> = {};
let biaToken = '';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ana = await insertMember(db, { username: 'ana' });
  bia = await insertMember(db, { username: 'bia' });
  noInvoices = await insertMember(db, { username: 'semfat', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.FATURAS) });
  const today = dayInSaoPaulo();
  ids.adesao = (await createInvoice(db, { userId: ana.id, type: 1, description: 'Adesão Plano Ouro', valueCents: 19_990, dueDate: addDays(today, -10) })).id;
  ids.mensal = (await createInvoice(db, { userId: ana.id, type: 2, description: 'Mensalidade', valueCents: 4_990, dueDate: addDays(today, 20) })).id;
  ids.hoje = (await createInvoice(db, { userId: ana.id, type: 2, description: 'Mensalidade de hoje', valueCents: 4_990, dueDate: today })).id;
  const [paid] = await db
    .insert(invoices)
    .values({
      userId: ana.id,
      type: 4,
      description: 'Pedido B2B',
      valueCents: 10_050,
      deliverValueCents: 2_575,
      dueDate: addDays(today, -40),
      status: 2,
      token: 'paid-token-ana',
      paidAt: new Date(),
    })
    .returning();
  ids.pago = paid!.id;
  const [cancelled] = await db
    .insert(invoices)
    .values({
      userId: ana.id,
      type: 3,
      description: 'Troca de Plano',
      valueCents: 5_000,
      dueDate: addDays(today, -50),
      status: 0,
      token: 'cancelled-token-ana',
    })
    .returning();
  ids.cancelado = cancelled!.id;
  const bias = await createInvoice(db, { userId: bia.id, type: 1, description: 'Adesão da Bia', valueCents: 1_000, dueDate: addDays(today, -5) });
  biaToken = bias.token;
  for (let i = 0; i < 52; i++) {
    await createInvoice(db, { userId: bia.id, type: 2, description: `Mensalidade ${i}`, valueCents: 100 + i, dueDate: addDays(today, i) });
  }
});
afterAll(() => t.close());

const idsOf = (res: { json(): { Data: Array<{ Id: number }> } }) => res.json().Data.map((i) => i.Id);

describe('POST /api/payments/invoices/getAllInvoices', () => {
  it("lists the caller's invoices only, newest id first, with the wire shape in reais", async () => {
    const res = await as(ana).post(url, page1);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(idsOf(res)).toEqual([ids.cancelado, ids.pago, ids.hoje, ids.mensal, ids.adesao]);
    expect(body.PaginationSettings).toEqual({ Page: 1, TotalPages: 1, TotalRows: 5, AllPages: [1] });
    expect(body.Data[1]).toEqual({
      Id: ids.pago,
      Type: 4,
      TypeFormatted: 'B2B',
      Description: 'Pedido B2B',
      Value: 100.5,
      DeliverValue: 25.75,
      DueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      Status: 2,
      StatusFormatted: 'Pago',
      StatusColor: 'green',
      Token: 'paid-token-ana',
    });
    expect(body.Data[0]).toMatchObject({ StatusFormatted: 'Cancelado', StatusColor: 'red', TypeFormatted: 'Troca de Plano' });
    expect(res.body).not.toContain(biaToken);
  });

  it('orders ascending on request', async () => {
    const res = await as(ana).post(url, { ...page1, PaginationFilter: { OrderByDescending: false } });
    expect(idsOf(res)).toEqual([ids.adesao, ids.mensal, ids.hoje, ids.pago, ids.cancelado]);
  });

  it('filters by status, by type, and overdue (Pendente due before today)', async () => {
    const pending = await as(ana).post(url, { ...page1, InvoiceStatus: 1 });
    expect(idsOf(pending)).toEqual([ids.hoje, ids.mensal, ids.adesao]);
    expect(pending.json().PaginationSettings.TotalRows).toBe(3);
    expect(idsOf(await as(ana).post(url, { ...page1, InvoiceType: 2 }))).toEqual([ids.hoje, ids.mensal]);
    expect(idsOf(await as(ana).post(url, { ...page1, InvoiceType: 2, InvoiceStatus: 1 }))).toEqual([ids.hoje, ids.mensal]);
    expect(idsOf(await as(ana).post(url, { ...page1, OnlyOverdue: true }))).toEqual([ids.adesao]);
    expect(idsOf(await as(ana).post(url, { ...page1, InvoiceStatus: 0 }))).toEqual([ids.cancelado]);
    expect(idsOf(await as(ana).post(url, { ...page1, InvoiceStatus: null, InvoiceType: null, Filters: { Description: 'hoje' } }))).toEqual([ids.hoje]);
  });

  it('pages by RowsPerPage (50 by default)', async () => {
    const first = await as(bia).post(url, {});
    expect(first.statusCode).toBe(200);
    expect(first.json().Data).toHaveLength(50);
    expect(first.json().PaginationSettings).toMatchObject({ Page: 1, TotalPages: 2, TotalRows: 53, AllPages: [1, 2] });
    const second = await as(bia).post(url, { PaginationSettings: { Page: 2, RowsPerPage: 50 } });
    expect(second.json().Data).toHaveLength(3);
    expect(second.json().PaginationSettings.Page).toBe(2);
  });

  it('refuses bad input with 400', async () => {
    const cases = [
      { ...page1, InvoiceStatus: 7 },
      { ...page1, InvoiceStatus: '1' },
      { ...page1, InvoiceType: 9 },
      { ...page1, OnlyOverdue: 'sim' },
      { ...page1, UserId: bia.id },
      { ...page1, Filters: { UserId: bia.id } },
      { ...page1, Filters: { Description: 'x'.repeat(5_000) } },
      { PaginationSettings: { Page: 0, RowsPerPage: 50 } },
      { PaginationSettings: { Page: 1, RowsPerPage: 0 } },
    ];
    for (const body of cases) {
      const res = await as(ana).post(url, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Data: null });
    }
  });

  it('needs a session and FATURAS', async () => {
    const anon = await t.client().post(url, page1);
    expect(anon.statusCode).toBe(401);
    const res = await as(noInvoices).post(url, page1);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'Você não tem permissão para acessar este recurso.' });
  });
});
