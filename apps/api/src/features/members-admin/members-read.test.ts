import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EarningCategory, InvoiceStatus, InvoiceType, PersonType, StaffRole, UserStatus, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { users } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { linkAccounts } from '../network/network.fixtures';
import { insertInvoice, insertPlan } from '../payments/payments.fixtures';
import { clientOf, expectOnly, staffTeam, type UserRow } from './members-admin.test-support';

const LIST = '/api/admin/members/getAll';
const DETAIL = (id: number | string) => `/api/admin/members/${id}`;
const EARNINGS = (id: number | string) => `/api/admin/members/${id}/earnings`;

let t: TestApp;
let team: Awaited<ReturnType<typeof staffTeam>>;
let top: UserRow, mid: UserRow, joana: UserRow, second: UserRow, company: UserRow, client: UserRow;
const db = () => t.database.db;
const support = () => clientOf(t, team.support);

beforeAll(async () => {
  t = await createTestApp();
  team = await staffTeam(db());
  const plan = await insertPlan(db(), { name: 'Plano Ouro', priceCents: 30_000, monthlyCents: 5_000 });
  const upgrade = await insertPlan(db(), { name: 'Plano Diamante', priceCents: 90_000, monthlyCents: 9_000 });
  top = await insertMember(db(), { username: 'topo', name: 'Topo da Rede' });
  mid = await insertMember(db(), { username: 'meio', name: 'Meio da Rede', sponsorId: top.id });
  joana = await insertMember(db(), {
    username: 'joana.silva',
    name: 'Joana Silva Prado',
    email: 'joana.prado@exemplo.com.br',
    sponsorId: mid.id,
    regionalId: '52998224725',
    planId: plan.id,
  });
  await insertMember(db(), { username: 'filho.joana', sponsorId: joana.id });
  second = await insertMember(db(), { username: 'joana.segunda', sponsorId: top.id, regionalId: '52998224725' });
  await linkAccounts(db(), joana, second);
  company = await insertMember(db(), { username: 'empresa.ltda', name: 'Empresa Ltda', personType: PersonType.Company, sponsorId: top.id });
  await db().update(users).set({ cnpj: '11222333000181' }).where(eq(users.id, company.id));
  client = await insertMember(db(), { username: 'cliente.loja', name: 'Cliente da Joana', type: UserType.UserStore, sponsorId: joana.id });
  await insertMember(db(), { username: 'pendente.um', status: UserStatus.Pendente, sponsorId: top.id });
  for (let i = 1; i <= 22; i++) await insertInvoice(db(), { userId: joana.id, valueCents: 5_000, description: `Mensalidade ${i}`, status: InvoiceStatus.Pago });
  await insertInvoice(db(), {
    userId: joana.id,
    type: InvoiceType.TrocaDePlano,
    valueCents: 90_000,
    planId: upgrade.id,
    description: 'Troca de Plano: Plano Diamante',
  });
  await creditMember(db(), joana.id, 12_345, EarningCategory.Adesao, 'Bônus de adesão');
  await creditMember(db(), joana.id, 1_000, EarningCategory.Mensalidade, 'Bônus de mensalidade');
});
afterAll(() => t.close());

const search = (filters: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => support().post(LIST, { Filters: filters, ...extra });
const usernames = async (filters: Record<string, unknown>) => {
  const res = await search(filters);
  expect(res.statusCode).toBe(200);
  return (res.json().Data as Array<{ Username: string }>).map((r) => r.Username).sort();
};

describe('POST /api/admin/members/getAll', () => {
  it('Support and Owner search; Finance, Catalog, members and anonymous callers are refused', async () => {
    const { seen, expected } = await expectOnly(t, [StaffRole.Support, StaffRole.Owner], team, joana, (c) => c.post(LIST, {}));
    expect(seen).toEqual(expected);
  });

  it('lists members and store clients, never administrators, newest first, with the row shape', async () => {
    const res = await search();
    expect(res.statusCode).toBe(200);
    const rows = res.json().Data as Array<Record<string, unknown>>;
    expect(rows.map((r) => r['Type']).every((ty) => ty === 2 || ty === 3)).toBe(true);
    expect(rows.some((r) => String(r['Username']).startsWith('staff.'))).toBe(false);
    expect(rows.map((r) => r['Id'])).toEqual([...rows.map((r) => r['Id'] as number)].sort((a, b) => b - a));
    expect(res.json().PaginationSettings).toMatchObject({ Page: 1, TotalRows: 8 });
    expect(rows.find((r) => r['Username'] === 'joana.silva')).toEqual({
      Id: joana.id,
      Name: 'Joana Silva Prado',
      Username: 'joana.silva',
      Email: 'joana.prado@exemplo.com.br',
      PersonType: 1,
      Document: '529.982.247-25',
      Status: 1,
      StatusFormatted: 'Ativo',
      StatusColor: 'green',
      Type: 2,
      TypeFormatted: 'Sócio',
      SponsorUsername: 'meio',
      CreatedOn: expect.any(String),
      ActivatedOn: expect.any(String),
    });
    expect(rows.find((r) => r['Username'] === 'empresa.ltda')).toMatchObject({ PersonType: 2, Document: '11.222.333/0001-81' });
    expect(rows.find((r) => r['Username'] === 'pendente.um')).toMatchObject({ StatusFormatted: 'Pendente', StatusColor: 'yellow', ActivatedOn: null });
  });

  it('searches name and e-mail (contains), username (starts with) and CPF/CNPJ with or without mask', async () => {
    expect(await usernames({ Search: 'silva prado' })).toEqual(['joana.silva']);
    expect(await usernames({ Search: 'JOANA.' })).toEqual(['joana.segunda', 'joana.silva']);
    expect(await usernames({ Search: 'prado@exemplo' })).toEqual(['joana.silva']);
    expect(await usernames({ Search: '529.982.247-25' })).toEqual(['joana.segunda', 'joana.silva']);
    expect(await usernames({ Search: '52998224725' })).toEqual(['joana.segunda', 'joana.silva']);
    expect(await usernames({ Search: '11.222.333/0001-81' })).toEqual(['empresa.ltda']);
    expect(await usernames({ Search: '100%' })).toEqual([]);
    expect(await usernames({ Search: 'staff' })).toEqual([]);
  });

  it('filters by status and type', async () => {
    expect(await usernames({ Status: UserStatus.Pendente })).toEqual(['pendente.um']);
    expect(await usernames({ Type: UserType.UserStore })).toEqual(['cliente.loja']);
    expect(await usernames({ Type: UserType.User, Search: 'cliente' })).toEqual([]);
  });

  it('pages by the request (at most 50) and orders oldest first on request', async () => {
    const res = await search({}, { PaginationSettings: { Page: 2, RowsPerPage: 3 }, PaginationFilter: { OrderByDescending: false } });
    expect(res.json().PaginationSettings).toMatchObject({ Page: 2, TotalPages: 3, TotalRows: 8 });
    expect((res.json().Data as Array<{ Username: string }>).map((r) => r.Username)).toEqual(['filho.joana', 'joana.segunda', 'empresa.ltda']);
  });

  it('refuses bad filters with pt-BR messages', async () => {
    const long = await search({ Search: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().Message).toBe('Busca deve ter no máximo 100 caracteres.');
    expect((await search({ Type: UserType.Administrator })).statusCode).toBe(400);
    expect((await search({ Status: 9 })).statusCode).toBe(400);
    expect((await support().post(LIST, { Other: 1 })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/members/:id', () => {
  it('Support and Owner read it; others are refused', async () => {
    const { seen, expected } = await expectOnly(t, [StaffRole.Support, StaffRole.Owner], team, joana, (c) => c.get(DETAIL(joana.id)));
    expect(seen).toEqual(expected);
  });

  it('answers profile, network position, plan, last 20 invoices, balance and secondary accounts', async () => {
    const sessionsBefore = (await support().get(DETAIL(joana.id))).json().Data.Profile.SessionsCount as number;
    await t.app.issueAccessToken(joana).saved;
    const res = await support().get(DETAIL(joana.id));
    expect(res.statusCode).toBe(200);
    const d = res.json().Data;
    expect(d.Profile).toMatchObject({
      Id: joana.id,
      Username: 'joana.silva',
      Document: '529.982.247-25',
      SponsorUsername: 'meio',
      RolesIds: [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14],
      UserNeedsRelogin: false,
      AccessCount: 0,
    });
    expect(d.Profile.SessionsCount).toBe(sessionsBefore + 1);
    expect(d.Network).toEqual({
      Sponsor: { Id: mid.id, Name: 'Meio da Rede', Username: 'meio' },
      Upline: [
        { Id: top.id, Name: 'Topo da Rede', Username: 'topo', Level: 2 },
        { Id: mid.id, Name: 'Meio da Rede', Username: 'meio', Level: 1 },
      ],
      UplineDepth: 2,
      DirectUsersCount: 1,
      NetworkSize: 1,
    });
    expect(d.Plan.Current).toMatchObject({ Name: 'Plano Ouro' });
    expect(d.Plan.PendingChange).toMatchObject({ PlanName: 'Plano Diamante', Invoice: { Type: 3, Value: 900, Status: 1 } });
    expect(d.LastInvoices).toHaveLength(20);
    expect(d.LastInvoices[0]).toMatchObject({ Type: 3, Description: 'Troca de Plano: Plano Diamante' });
    expect(d.LastInvoices[1]).toMatchObject({ Description: 'Mensalidade 22', StatusFormatted: 'Pago' });
    expect(d.Balance).toBe(133.45);
    expect(d.SecondaryAccounts).toEqual([expect.objectContaining({ Id: second.id, Username: 'joana.segunda', IsPrimary: false })]);
  });

  it("shows a store client's upline through his store's member", async () => {
    const d = (await support().get(DETAIL(client.id))).json().Data;
    expect(d.Profile).toMatchObject({ Type: 3, TypeFormatted: 'Cliente da Loja', RolesIds: [-3, -1, 7] });
    expect(d.Network.Sponsor).toMatchObject({ Username: 'joana.silva' });
    expect(d.Network.Upline.map((u: { Username: string }) => u.Username)).toEqual(['topo', 'meio', 'joana.silva']);
    expect(d.Balance).toBe(0);
  });

  it('answers 404 for an unknown id or an administrator, 400 for a bad id', async () => {
    const unknown = await support().get(DETAIL(999_999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe('Usuário não encontrado.');
    expect((await support().get(DETAIL(team.owner.id))).statusCode).toBe(404);
    expect((await support().get(DETAIL('abc'))).statusCode).toBe(400);
  });
});

describe('POST /api/admin/members/:id/earnings', () => {
  it('pages the member current-account entries, newest first, filtered by category', async () => {
    const res = await support().post(EARNINGS(joana.id), { PaginationSettings: { Page: 1, RowsPerPage: 50 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Earnings.map((e: { Value: number }) => e.Value)).toEqual([10, 123.45]);
    expect(res.json().PaginationSettings).toMatchObject({ TotalRows: 2 });
    const only = await support().post(EARNINGS(joana.id), { Category: EarningCategory.Adesao });
    expect(only.json().Data.Earnings).toEqual([expect.objectContaining({ Description: 'Bônus de adesão', Value: 123.45, Category: 1 })]);
    expect((await support().post(EARNINGS(999_999), {})).statusCode).toBe(404);
    expect((await support().post(EARNINGS(joana.id), { Category: 99 })).statusCode).toBe(400);
  });

  it('Support and Owner only', async () => {
    const { seen, expected } = await expectOnly(t, [StaffRole.Support, StaffRole.Owner], team, joana, (c) => c.post(EARNINGS(joana.id), {}));
    expect(seen).toEqual(expected);
  });
});
