import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { plans } from '../../db/schema';

let t: TestApp;
let ids: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(plans)
    .values([
      { name: 'Bronze', description: 'Plano de entrada', priceCents: 9_990, monthlyPaymentCents: 2_990, status: 1 },
      { name: 'Antigo', description: 'Fora de venda', priceCents: 5_000, monthlyPaymentCents: 1_000, status: 0 },
      { name: 'Ouro', description: 'Plano completo', priceCents: 19_990, monthlyPaymentCents: 4_990, status: 1 },
      ...Array.from({ length: 57 }, (_, i) => ({ name: `Extra ${i + 1}`, priceCents: 100_00 + i, monthlyPaymentCents: 10_00, status: 1 })),
    ])
    .returning({ id: plans.id });
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());

const list = (body: unknown) => t.client().post('/api/plans/getAllPlans', body);

describe('getAllPlans', () => {
  it('is open and answers active plans by id, 50 a page, money in reais', async () => {
    const res = await list({ PaginationSettings: { Page: 1, RowsPerPage: 50 } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.IsSuccess).toBe(true);
    expect(body.Data).toHaveLength(50);
    expect(body.Data[0]).toEqual({ Id: ids[0], Name: 'Bronze', Description: 'Plano de entrada', Price: 99.9, MonthlyPayment: 29.9 });
    expect(body.Data[1]).toMatchObject({ Name: 'Ouro', Price: 199.9, MonthlyPayment: 49.9 });
    expect(body.Data.map((p: { Name: string }) => p.Name)).not.toContain('Antigo');
    const gotIds = body.Data.map((p: { Id: number }) => p.Id);
    expect(gotIds).toEqual([...gotIds].sort((a, b) => a - b));
    expect(body.PaginationSettings).toMatchObject({ Page: 1, TotalPages: 2, TotalRows: 59 });

    const page2 = (await list({ PaginationSettings: { Page: 2, RowsPerPage: 50 } })).json();
    expect(page2.Data).toHaveLength(9);
    expect(page2.Data[8].Name).toBe('Extra 57');
  });

  it('uses the defaults with an empty body and honours Status, Filters and descending order', async () => {
    const all = (await list({})).json();
    expect(all.Data).toHaveLength(50);
    const inactive = (await list({ PaginationSettings: { Page: 1, RowsPerPage: 50 }, Status: 0 })).json();
    expect(inactive.Data.map((p: { Name: string }) => p.Name)).toEqual(['Antigo']);
    const gold = (await list({ Filters: { Name: 'our' }, PlanType: 1 })).json();
    expect(gold.Data.map((p: { Name: string }) => p.Name)).toEqual(['Ouro']);
    const noWildcards = (await list({ Filters: { Name: '%' } })).json();
    expect(noWildcards.Data).toEqual([]);
    const desc = (await list({ PaginationFilter: { OrderByDescending: true } })).json();
    expect(desc.Data[0].Name).toBe('Extra 57');
  });

  it('answers 400 for unknown fields, wrong types and out-of-range paging', async () => {
    for (const body of [
      { Foo: 1 },
      { PaginationSettings: { Page: 0, RowsPerPage: 50 } },
      { PaginationSettings: { Page: 1, RowsPerPage: 0 } },
      { PaginationSettings: { Page: '1', RowsPerPage: 50 } },
      { Status: 7 },
      { Filters: { Name: 'x'.repeat(5000) } },
    ]) {
      const res = await list(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Data: null });
    }
    const junk = await t.client().request({ method: 'POST', url: '/api/plans/getAllPlans', payload: '{nope', headers: { 'content-type': 'application/json' } });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().Message).toBe(messages.malformedJson);
  });
});
