import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, MEMBER_ROLE_IDS, Permission, UserStatus, UserType } from '@clube/contract';
import type { IndicationUser, SecondaryAccount } from '@clube/contract/network';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helper';
import { users } from '../../db/schema';
import { children, linkAccounts, member, PASSWORD, type Member } from './network.fixtures';

const INDICATIONS = '/api/users/network/getAllIndications';
const SECONDARY = '/api/users/network/secondary-accounts';
const CPF = '52998224725';
const DAY = 86_400_000;

const usernames = (res: { json(): { Data: Array<{ Username: string }> } }) => res.json().Data.map((u) => u.Username);

describe('indications, store clients and secondary accounts', () => {
  let t: TestApp;
  let ana: TestClient, secondary: TestClient, company: TestClient, clientsOnly: TestClient;
  let viewer: Member, second: Member, third: Member;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const top = await member(db, 'topo', null);
    viewer = await member(db, 'ana', top, { password: PASSWORD, regionalId: CPF });
    second = await member(db, 'ana.dois', top, { password: PASSWORD, regionalId: CPF, name: 'Ana Segunda' });
    third = await member(db, 'ana.tres', viewer, { regionalId: CPF, status: UserStatus.Pendente });
    await linkAccounts(db, viewer, second, third);
    await member(db, 'outro.cpf', viewer, { regionalId: '39053344705' });
    await member(db, 'cliente.ana', viewer, { regionalId: CPF, type: UserType.UserStore });
    await member(db, 'empresa', top, { password: PASSWORD, personType: 2 });
    await member(db, 'so.clientes', top, {
      password: PASSWORD,
      rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.INDICACOES && r !== Permission.REDE),
    });
    // 51 more indications (one page of 50 and one of 4 in all), with literal % and _ in two names.
    const base = Date.now() - 100 * DAY;
    let i = 0;
    for (const m of await children(db, viewer, 'ind.', 49))
      await db
        .update(users)
        .set({ createdAt: new Date(base + i++ * DAY) })
        .where(eq(users.id, m.id));
    await member(db, 'Percent%Joe', viewer);
    await member(db, 'under_score', viewer);
    // Store clients: his (3) and someone else's (1).
    await children(db, viewer, 'loja.', 2, { type: UserType.UserStore, phoneOne: '11 95555-0000' });
    await member(db, 'loja.alheia', top, { type: UserType.UserStore });
    // A grandchild is not an indication.
    await member(db, 'neto', third);
    ana = await t.login('ana', PASSWORD);
    secondary = await t.login('ana.dois', PASSWORD);
    company = await t.login('empresa', PASSWORD);
    clientsOnly = await t.login('so.clientes', PASSWORD);
  }, 60_000);
  afterAll(() => t.close());

  describe('getAllIndications', () => {
    it('UserType 2: his direct partners of type 2, newest first, 50 a page, with the spec fields', async () => {
      const p1 = await ana.post(INDICATIONS, { UserType: 2, PaginationSettings: { Page: 1, RowsPerPage: 50 } });
      expect(p1.statusCode).toBe(200);
      expect(p1.json().PaginationSettings).toEqual({ Page: 1, TotalPages: 2, TotalRows: 53, AllPages: [1, 2] });
      const rows: IndicationUser[] = p1.json().Data;
      expect(rows).toHaveLength(50);
      expect(rows.slice(0, 4).map((r) => r.Username)).toEqual(['under_score', 'Percent%Joe', 'ind.49', 'ind.48']);
      const p2 = await ana.post(INDICATIONS, { UserType: 2, PaginationSettings: { Page: 2, RowsPerPage: 50 } });
      expect(usernames(p2)).toEqual(['ind.1', 'outro.cpf', 'ana.tres']);
      expect(p2.json().Data[2]).toEqual({
        Id: third.id,
        Name: 'Sócio ana.tres',
        Username: 'ana.tres',
        Email: 'ana.tres@clube.test',
        PhoneOne: '11 98765-4321',
        Created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        Status: UserStatus.Pendente,
        StatusFormatted: 'Pendente',
        StatusColor: 'yellow',
      });
      // Oldest first on request; never more than 50 a page.
      const asc = await ana.post(INDICATIONS, {
        UserType: 2,
        PaginationFilter: { OrderByDescending: false },
        PaginationSettings: { Page: 1, RowsPerPage: 200 },
      });
      expect(asc.json().Data).toHaveLength(50);
      expect(usernames(asc).slice(0, 2)).toEqual(['ana.tres', 'outro.cpf']);
    });

    it('UserType 3: his store clients only', async () => {
      const res = await ana.post(INDICATIONS, { UserType: 3 });
      expect(res.statusCode).toBe(200);
      expect(usernames(res)).toEqual(['loja.2', 'loja.1', 'cliente.ana']);
      expect(res.json().Data[0]).toMatchObject({ Name: 'Sócio loja.2', PhoneOne: '11 95555-0000', Email: 'loja.2@clube.test' });
      expect(res.json().PaginationSettings.TotalRows).toBe(3);
    });

    it('filters by username prefix, case-insensitive, % and _ taken literally', async () => {
      const by = async (Username: string, UserType = 2) => usernames(await ana.post(INDICATIONS, { UserType, Filters: { Username } }));
      expect(await by('IND.4')).toEqual(['ind.49', 'ind.48', 'ind.47', 'ind.46', 'ind.45', 'ind.44', 'ind.43', 'ind.42', 'ind.41', 'ind.40', 'ind.4']);
      expect(await by('percent%')).toEqual(['Percent%Joe']);
      expect(await by('%')).toEqual([]);
      expect(await by('under_')).toEqual(['under_score']);
      expect(await by('_')).toEqual([]);
      expect(await by('loja', 3)).toEqual(['loja.2', 'loja.1']);
      expect(await by('')).toHaveLength(50);
      const pendentes = await ana.post(INDICATIONS, { UserType: 2, UserStatus: UserStatus.Pendente });
      expect(usernames(pendentes)).toEqual(['ana.tres']);
    });

    it('needs INDICACOES for type 2 and CLIENTES_LOJA for type 3', async () => {
      const refused = await clientsOnly.post(INDICATIONS, { UserType: 2 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ IsSuccess: false, Message: messages.forbidden });
      const allowed = await clientsOnly.post(INDICATIONS, { UserType: 3 });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().Data).toEqual([]);
      expect((await t.client().post(INDICATIONS, { UserType: 2 })).statusCode).toBe(401);
    });

    it('refuses other user types and malformed bodies with 400', async () => {
      for (const body of [
        { UserType: 1 },
        { UserType: 4 },
        { UserType: '2' },
        { UserType: 2, Filters: { Username: 'x'.repeat(101) } },
        { UserType: 2, Filters: { Email: 'a' } },
        { UserType: 2, Extra: 1 },
        { UserType: 2, PaginationSettings: { Page: 0, RowsPerPage: 50 } },
        { UserType: 2, PaginationSettings: { Page: 1, RowsPerPage: 0 } },
        { UserType: 2, UserStatus: 9 },
      ]) {
        const res = await ana.post(INDICATIONS, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      }
      const res = await ana.post(INDICATIONS, { UserType: 1 });
      expect(JSON.stringify(res.json())).toContain(messages.networkUserTypeInvalid);
    });
  });

  describe('secondary-accounts', () => {
    it('lists his linked accounts (confirmed by the primary), by Id, marking the primary', async () => {
      const res = await ana.post(SECONDARY, { SecondaryAccount: true, PaginationSettings: { Page: 1, RowsPerPage: 50 }, PaginationFilter: { Type: 1 } });
      expect(res.statusCode).toBe(200);
      const rows: SecondaryAccount[] = res.json().Data;
      expect(rows.map((r) => r.Username)).toEqual(['ana.dois', 'ana.tres']);
      expect(rows[0]).toEqual({
        Id: second.id,
        Name: 'Ana Segunda',
        Username: 'ana.dois',
        Email: 'ana.dois@clube.test',
        Created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        Status: 1,
        StatusFormatted: 'Ativo',
        StatusColor: 'green',
        IsPrimary: false,
      });
      expect(res.json().PaginationSettings).toEqual({ Page: 1, TotalPages: 1, TotalRows: 2, AllPages: [1] });
      // From a secondary account, the primary it is linked to is marked.
      const fromSecond: SecondaryAccount[] = (await secondary.post(SECONDARY, { SecondaryAccount: true })).json().Data;
      expect(fromSecond.map((r) => [r.Username, r.IsPrimary])).toEqual([
        ['ana', true],
        ['ana.tres', false],
      ]);
    });

    it('pages them, and a member with no linked account has none', async () => {
      const p2 = await ana.post(SECONDARY, { PaginationSettings: { Page: 2, RowsPerPage: 1 } });
      expect(usernames(p2)).toEqual(['ana.tres']);
      expect(p2.json().PaginationSettings).toEqual({ Page: 2, TotalPages: 2, TotalRows: 2, AllPages: [1, 2] });
      const none = await company.post(SECONDARY, {});
      expect(none.statusCode).toBe(200);
      expect(none.json()).toMatchObject({ Data: [], PaginationSettings: { TotalRows: 0 } });
    });

    it('needs REDE and a well-formed body', async () => {
      expect((await t.client().post(SECONDARY, {})).statusCode).toBe(401);
      expect((await clientsOnly.post(SECONDARY, {})).statusCode).toBe(403);
      for (const body of [{ SecondaryAccount: 'sim' }, { Unknown: true }, { PaginationSettings: { Page: -1 } }]) {
        expect((await ana.post(SECONDARY, body)).statusCode, JSON.stringify(body)).toBe(400);
      }
    });
  });
});
