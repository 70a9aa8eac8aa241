import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_IDS, Permission } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { fundQuotas, investmentFunds } from '../../db/schema';
import { insertMember } from '../../seed/builders';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const URL = '/api/finances/investimentFund/getAllInvestmentFundQuotas';
const page1 = { PaginationSettings: { Page: 1, RowsPerPage: 50 } };
let ana: Row, bia: Row;
let imob: number, agro: number, pct: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ana = await insertMember(db, { username: 'ana' });
  bia = await insertMember(db, { username: 'bia' });
  const funds = await db
    .insert(investmentFunds)
    .values([{ name: 'Fundo Imobiliário Clube' }, { name: 'Fundo Agro' }, { name: 'Fundo 100% Renda_Fixa' }])
    .returning({ id: investmentFunds.id });
  [imob, agro, pct] = funds.map((f) => f.id) as [number, number, number];
  await db.insert(fundQuotas).values([
    { userId: ana.id, fundId: imob, quotas: 10, origin: 'Plano de carreira' },
    { userId: ana.id, fundId: agro, quotas: 3 },
    { userId: ana.id, fundId: pct, quotas: 7 },
    { userId: bia.id, fundId: imob, quotas: 99 },
  ]);
});
afterAll(() => t.close());

const names = (res: { json(): { Data: Array<{ InvestmentFund: { Name: string } }> } }) => res.json().Data.map((q) => q.InvestmentFund.Name);

describe('POST getAllInvestmentFundQuotas', () => {
  it("lists only the caller's holdings, newest first, with fund name and quota count", async () => {
    const res = await as(ana).post(URL, page1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: null,
      Data: [
        { Id: expect.any(Number), InvestmentFund: { Name: 'Fundo 100% Renda_Fixa' }, Quotas: 7 },
        { Id: expect.any(Number), InvestmentFund: { Name: 'Fundo Agro' }, Quotas: 3 },
        { Id: expect.any(Number), InvestmentFund: { Name: 'Fundo Imobiliário Clube' }, Quotas: 10 },
      ],
      PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: 3, AllPages: [1] },
    });
    expect((await as(bia).post(URL, page1)).json().Data).toEqual([{ Id: expect.any(Number), InvestmentFund: { Name: 'Fundo Imobiliário Clube' }, Quotas: 99 }]);
  });

  it('filters by fund id (3), fund name contains (4, case-insensitive, % and _ literal) and quota count (5)', async () => {
    expect(names(await as(ana).post(URL, { ...page1, Filters: [{ Type: 3, Value: String(agro) }] }))).toEqual(['Fundo Agro']);
    expect(names(await as(ana).post(URL, { ...page1, Filters: [{ Type: 3, Value: agro }] }))).toEqual(['Fundo Agro']);
    expect(names(await as(ana).post(URL, { ...page1, Filters: [{ Type: 4, Value: 'IMOBILI' }] }))).toEqual(['Fundo Imobiliário Clube']);
    expect(names(await as(ana).post(URL, { ...page1, Filters: [{ Type: 4, Value: '%' }] }))).toEqual(['Fundo 100% Renda_Fixa']);
    expect(names(await as(ana).post(URL, { ...page1, Filters: [{ Type: 4, Value: 'a_f' }] }))).toEqual(['Fundo 100% Renda_Fixa']);
    expect(names(await as(ana).post(URL, { ...page1, Filters: [{ Type: 4, Value: 'o_a' }] }))).toEqual([]);
    expect(names(await as(ana).post(URL, { ...page1, Filters: [{ Type: 5, Value: '10' }] }))).toEqual(['Fundo Imobiliário Clube']);
    // Another member's holding is not found by its fund id.
    expect(names(await as(bia).post(URL, { ...page1, Filters: [{ Type: 3, Value: String(agro) }] }))).toEqual([]);
    // An empty text filters nothing; kinds combine.
    expect(names(await as(ana).post(URL, { ...page1, Filters: [{ Type: 4, Value: '  ' }] }))).toHaveLength(3);
    expect(
      names(
        await as(ana).post(URL, {
          ...page1,
          Filters: [
            { Type: 4, Value: 'fundo' },
            { Type: 5, Value: '3' },
          ],
        }),
      ),
    ).toEqual(['Fundo Agro']);
  });

  it('pages by 50 at most', async () => {
    const carl = await insertMember(t.database.db, { username: 'carl' });
    await t.database.db.insert(fundQuotas).values(Array.from({ length: 53 }, (_, i) => ({ userId: carl.id, fundId: imob, quotas: i + 1 })));
    const first = await as(carl).post(URL, { PaginationSettings: { Page: 1, RowsPerPage: 200 } });
    expect(first.json().Data).toHaveLength(50);
    expect(first.json().PaginationSettings).toMatchObject({ Page: 1, TotalPages: 2, TotalRows: 53 });
    const second = await as(carl).post(URL, { PaginationSettings: { Page: 2, RowsPerPage: 50 } });
    expect(second.json().Data.map((q: { Quotas: number }) => q.Quotas)).toEqual([3, 2, 1]);
  });

  it('refuses bad filters with 400 and a pt-BR message', async () => {
    const cases: Array<[unknown, string?]> = [
      [{ ...page1, Filters: [{ Type: 3, Value: 'abc' }] }, 'Informe um número inteiro para este filtro.'],
      [{ ...page1, Filters: [{ Type: 5, Value: '1.5' }] }, 'Informe um número inteiro para este filtro.'],
      [{ ...page1, Filters: [{ Type: 3, Value: '99999999999' }] }, 'Informe um número inteiro para este filtro.'],
      [{ ...page1, Filters: [{ Type: 1, Value: 'x' }] }, 'Tipo de filtro inválido.'],
      [{ ...page1, Filters: [{ Type: 4, Value: 'x'.repeat(101) }] }, 'Texto longo demais.'],
      [{ ...page1, Filters: [{ Type: 4, Value: 'x', Other: 1 }] }],
      [{ ...page1, Filters: [{ Type: 4, Value: { $ne: null } }] }],
      [{ ...page1, Filters: Array.from({ length: 4 }, () => ({ Type: 4, Value: 'a' })) }],
      [{ ...page1, Filters: { Type: 4, Value: 'a' } }],
      [{ ...page1, Extra: 1 }],
    ];
    for (const [payload, message] of cases) {
      const res = await as(ana).post(URL, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Data: null, ...(message ? { Message: message } : {}) });
    }
  });

  it("needs a session and TRANSFERENCIA (the spec's route permission for quotas)", async () => {
    expect((await t.client().post(URL, page1)).statusCode).toBe(401);
    const noRole = await insertMember(t.database.db, { username: 'semtransf', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.TRANSFERENCIA) });
    const res = await as(noRole).post(URL, page1);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('Você não tem permissão para acessar este recurso.');
  });
});
