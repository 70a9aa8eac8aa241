import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, MEMBER_ROLE_IDS, Permission, UserStatus } from '@clube/contract';
import type { NetworkUser } from '@clube/contract/network';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helper';
import { users } from '../../db/schema';
import { children, giveRank, member, PASSWORD, type Member } from './network.fixtures';

const LEVELS = '/api/users/network/getAllNetworkUsers';

describe('network levels (getAllNetworkUsers)', () => {
  let t: TestApp;
  let ana: TestClient;
  let leaf: TestClient;
  let viewer: Member, l1: Member[], l2: Member[], l3: Member;
  const chain: Member[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const top = await member(db, 'topo', null);
    viewer = await member(db, 'ana', top, { password: PASSWORD });
    l1 = await children(db, viewer, 'um.', 3, { phoneOne: '11 91111-1111' });
    await db.update(users).set({ status: UserStatus.Pendente }).where(eq(users.id, l1[1]!.id));
    await giveRank(db, l1[0]!.id, 'Prata', '#c0c0c0');
    l2 = [...(await children(db, l1[0]!, 'dois.a.', 4)), ...(await children(db, l1[2]!, 'dois.c.', 3))];
    l3 = await member(db, 'tres', l2[0]!, { password: PASSWORD, rolesIds: MEMBER_ROLE_IDS });
    // A line 11 levels below ana: level 10 holds one member, level 11 is out of reach.
    let up = l3;
    for (let i = 4; i <= 11; i++) {
      up = await member(db, `linha.${i}`, up);
      chain.push(up);
    }
    await member(db, 'cliente.loja', viewer, { type: 3 });
    ana = await t.login('ana', PASSWORD);
    leaf = await t.login('tres', PASSWORD);
  }, 60_000);
  afterAll(() => t.close());

  const level = async (client: TestClient, qs: string) => client.get(`${LEVELS}${qs}`);

  it('lists level 1 by default: the direct partners with the spec fields, never store clients', async () => {
    const res = await level(ana, '');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Data.Level).toBe(1);
    const users: NetworkUser[] = body.Data.Users;
    expect(users.map((u) => u.Username)).toEqual(['um.1', 'um.2', 'um.3']);
    expect(users[0]).toEqual({
      Id: l1[0]!.id,
      Name: 'Sócio um.1',
      Username: 'um.1',
      Phone: '11 91111-1111',
      Email: 'um.1@clube.test',
      DirectUsersCount: 4,
      Status: 1,
      StatusFormatted: 'Ativo',
      StatusColor: 'green',
      CareerPlanRank: { Name: 'Prata', Color: '#c0c0c0', CareerPlanRankImage: { StoredFile: { FullUrl: expect.stringMatching(/prata\.png$/) } } },
    });
    expect(users[1]).toMatchObject({ StatusFormatted: 'Pendente', StatusColor: 'yellow', DirectUsersCount: 0, CareerPlanRank: null });
    expect(body.PaginationSettings).toEqual({ Page: 1, TotalPages: 1, TotalRows: 3, AllPages: [1] });
  });

  it('counts levels from the viewer, down to 10', async () => {
    const two = (await level(ana, '?Level=2')).json();
    expect(two.Data.Users.map((u: NetworkUser) => u.Username)).toEqual(l2.map((m) => m.username));
    expect((await level(ana, '?Level=3')).json().Data.Users.map((u: NetworkUser) => u.Username)).toEqual(['tres']);
    const ten = (await level(ana, '?Level=10')).json();
    expect(ten.Data).toEqual({ Level: 10, Users: [expect.objectContaining({ Username: 'linha.10' })] });
    // Relative to whoever asks: level 1 of 'tres' is ana's level 4.
    expect((await level(leaf, '?Level=1')).json().Data.Users.map((u: NetworkUser) => u.Username)).toEqual(['linha.4']);
    expect((await level(leaf, '?Level=8')).json().Data.Users.map((u: NetworkUser) => u.Username)).toEqual(['linha.11']);
  });

  it('pages 50 at most, with PaginationSettings', async () => {
    const p1 = (await level(ana, '?Level=2&Page=1&RowsPerPage=3')).json();
    expect(p1.Data.Users.map((u: NetworkUser) => u.Username)).toEqual(['dois.a.1', 'dois.a.2', 'dois.a.3']);
    expect(p1.PaginationSettings).toEqual({ Page: 1, TotalPages: 3, TotalRows: 7, AllPages: [1, 2, 3] });
    const p3 = (await level(ana, '?Level=2&Page=3&RowsPerPage=3')).json();
    expect(p3.Data.Users.map((u: NetworkUser) => u.Username)).toEqual(['dois.c.3']);
    const beyond = (await level(ana, '?Level=2&Page=9&RowsPerPage=3')).json();
    expect(beyond.Data.Users).toEqual([]);
    // Above 50 the page is capped, not refused (docs/api-wire.md).
    expect((await level(ana, '?Level=2&RowsPerPage=51')).json().PaginationSettings).toEqual({ Page: 1, TotalPages: 1, TotalRows: 7, AllPages: [1] });
  });

  it('refuses levels outside 1..10 and malformed queries with 400', async () => {
    for (const qs of ['?Level=0', '?Level=11', '?Level=-1', '?Level=abc', '?Level=1.5', '?Level=', `?Level=${'9'.repeat(500)}`]) {
      const res = await level(ana, qs);
      expect(res.statusCode, qs).toBe(400);
      expect(JSON.stringify(res.json()), qs).toContain(messages.networkLevelRange);
    }
    for (const qs of ['?Page=0', '?Page=x', '?Other=1', '?RowsPerPage=0']) {
      expect((await level(ana, qs)).statusCode, qs).toBe(400);
    }
  });

  it("takes the spec's `levels` parameter, alone or beside a matching Level", async () => {
    const names = async (qs: string) => {
      const res = await level(ana, qs);
      expect(res.statusCode, qs).toBe(200);
      return { level: res.json().Data.Level, users: res.json().Data.Users.map((u: NetworkUser) => u.Username) };
    };
    expect(await names('?levels=3')).toEqual({ level: 3, users: ['tres'] });
    expect(await names('?levels=2&Page=1&RowsPerPage=50')).toEqual(await names('?Level=2'));
    expect(await names('?levels=3&Level=3')).toEqual({ level: 3, users: ['tres'] });
    for (const qs of ['?levels=0', '?levels=11', '?levels=abc', '?levels=2&Level=3']) {
      const res = await level(ana, qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().Message, qs).toBe(messages.networkLevelRange);
    }
  });

  it('documents `levels` among the query parameters in the API docs', async () => {
    const doc = (await t.client().get('/api/docs/json')).json();
    const names = doc.paths[LEVELS].get.parameters.filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['levels', 'Level', 'Page', 'RowsPerPage']));
  });

  it('asks for a session and the REDE permission', async () => {
    expect((await t.client().get(LEVELS)).statusCode).toBe(401);
    await member(t.database.db, 'sem.rede', null, { password: PASSWORD, rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.REDE) });
    const noRede = await t.login('sem.rede', PASSWORD);
    expect((await level(noRede, '?Level=1')).statusCode).toBe(403);
  });
});

describe('network levels page size', () => {
  let t: TestApp;
  let bea: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    const top = await member(t.database.db, 'bea', null, { password: PASSWORD });
    await children(t.database.db, top, 'p.', 52);
    bea = await t.login('bea', PASSWORD);
  }, 60_000);
  afterAll(() => t.close());

  it('caps RowsPerPage at 50 instead of refusing a larger page (docs/api-wire.md)', async () => {
    for (const qs of ['?levels=1&RowsPerPage=200', '?RowsPerPage=51', '']) {
      const res = await bea.get(`${LEVELS}${qs}`);
      expect(res.statusCode, qs).toBe(200);
      expect(res.json().Data.Users, qs).toHaveLength(50);
      expect(res.json().PaginationSettings, qs).toEqual({ Page: 1, TotalPages: 2, TotalRows: 52, AllPages: [1, 2] });
    }
    const second = await bea.get(`${LEVELS}?levels=1&Page=2&RowsPerPage=200`);
    expect(second.json().Data.Users.map((u: NetworkUser) => u.Username)).toEqual(['p.51', 'p.52']);
  });
});
