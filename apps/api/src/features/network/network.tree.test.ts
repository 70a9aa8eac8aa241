import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, MEMBER_ROLE_IDS, Permission } from '@clube/contract';
import { NETWORK_CHILDS_CAP, NETWORK_TREE_MAX_NODES, type NetworkTreeNode } from '@clube/contract/network';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helper';
import { children, giveRank, member, PASSWORD, type Member } from './network.fixtures';

const TREE = '/api/users/network/getNetwork';
const CHILDS = '/api/users/network/getNetworkChilds';

const countNodes = (n: NetworkTreeNode): number => 1 + n.Childs.reduce((s, c) => s + countNodes(c), 0);
const names = (n: NetworkTreeNode) => n.Childs.map((c) => c.User.Username);

describe('network tree (getNetwork, getNetworkChilds)', () => {
  let t: TestApp;
  let ana: TestClient;
  let noRede: TestClient;
  let top: Member, viewer: Member, sibling: Member, kids: Member[], big: Member, bigKids: Member[], grand: Member, greatGrand: Member;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    top = await member(db, 'topo', null);
    viewer = await member(db, 'ana', top, { password: PASSWORD, name: 'Ana Souza' });
    sibling = await member(db, 'irmao', top);
    await member(db, 'sem.rede', top, { password: PASSWORD, rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.REDE) });
    // ana: 12 children; the first has 55 (over the cap of 50), the others 40 each: 503 nodes in 2 levels.
    kids = await children(db, viewer, 'f', 12);
    big = kids[0]!;
    bigKids = await children(db, big, 'big.', 55);
    for (const k of kids.slice(1)) await children(db, k, `${k.username}.`, 40);
    grand = bigKids[0]!;
    greatGrand = await member(db, 'bisneto', grand);
    await giveRank(db, big.id);
    ana = await t.login('ana', PASSWORD);
    noRede = await t.login('sem.rede', PASSWORD);
  }, 120_000);
  afterAll(() => t.close());

  it('answers the viewer on top and his children (Levels 1), in registration order, with counters and rank', async () => {
    const res = await ana.post(TREE, { UserId: viewer.id, Levels: 1 });
    expect(res.statusCode).toBe(200);
    const root: NetworkTreeNode = res.json().Data;
    expect(root.User).toMatchObject({
      Id: viewer.id,
      Name: 'Ana Souza',
      Username: 'ana',
      StatusFormatted: 'Ativo',
      StatusColor: 'green',
      DirectUsersCount: 12,
      NetworkSize: 12 + 55 + 11 * 40 + 1,
      CareerPlanRank: null,
    });
    expect(root.ChildsTotal).toBe(12);
    expect(names(root)).toEqual(kids.map((k) => k.username));
    const first = root.Childs[0]!;
    expect(first.Childs).toEqual([]);
    expect(first.ChildsTotal).toBe(55);
    expect(first.User.CareerPlanRank).toEqual({
      Name: 'Ouro',
      Color: '#d4af37',
      CareerPlanRankImage: { StoredFile: { FullUrl: expect.stringMatching(/^\/api\/files\/\d+\/ouro\.png$/) } },
    });
  });

  it('caps each node at 50 children and the answer at 500 nodes, breadth first', async () => {
    const root: NetworkTreeNode = (await ana.post(TREE, { UserId: viewer.id, Levels: 2 })).json().Data;
    expect(root.Childs).toHaveLength(12);
    expect(root.Childs[0]!.Childs).toHaveLength(NETWORK_CHILDS_CAP);
    expect(root.Childs[0]!.ChildsTotal).toBe(55);
    expect(names(root.Childs[0]!)).toEqual(bigKids.slice(0, 50).map((k) => k.username));
    expect(countNodes(root)).toBe(NETWORK_TREE_MAX_NODES);
    // The last child's list is the one cut short: ChildsTotal says how many there are.
    const last = root.Childs[11]!;
    expect(last.Childs.length).toBeLessThan(last.ChildsTotal);
  });

  it("loads a node's remaining children page by page", async () => {
    const page2 = await ana.post(CHILDS, { UserId: big.id, PaginationSettings: { Page: 2, RowsPerPage: 50 } });
    expect(page2.statusCode).toBe(200);
    expect(page2.json().Data.map((n: NetworkTreeNode) => n.User.Username)).toEqual(bigKids.slice(50).map((k) => k.username));
    expect(page2.json().PaginationSettings).toEqual({ Page: 2, TotalPages: 2, TotalRows: 55, AllPages: [1, 2] });
    const first = (await ana.post(CHILDS, { UserId: big.id })).json();
    expect(first.Data).toHaveLength(50);
    expect(first.Data[0]).toMatchObject({ User: { Username: 'big.1' }, ChildsTotal: 1, Childs: [] });
    // More than 50 a page is not given.
    const wide = (await ana.post(CHILDS, { UserId: big.id, PaginationSettings: { Page: 1, RowsPerPage: 200 } })).json();
    expect(wide.Data).toHaveLength(50);
  });

  it('puts any member of the downline on top, down to the levels asked', async () => {
    const res = await ana.post(TREE, { UserId: grand.id, Levels: 10 });
    expect(res.statusCode).toBe(200);
    const node: NetworkTreeNode = res.json().Data;
    expect(node.User.Username).toBe('big.1');
    expect(names(node)).toEqual(['bisneto']);
    expect(node.Childs[0]!.User.Id).toBe(greatGrand.id);
  });

  it('refuses 403 for the upline, a sibling, an unknown id, for both calls', async () => {
    for (const id of [top.id, sibling.id, 2_000_000]) {
      for (const [url, body] of [
        [TREE, { UserId: id, Levels: 1 }],
        [CHILDS, { UserId: id }],
      ] as const) {
        const res = await ana.post(url, body);
        expect(res.statusCode, `${url} ${id}`).toBe(403);
        expect(res.json()).toMatchObject({ IsSuccess: false, Message: messages.networkOutsideDownline, Data: null });
      }
    }
  });

  it('refuses Levels outside 1..10 and malformed bodies with 400', async () => {
    const cases: Array<[unknown, string | undefined]> = [
      [{ UserId: viewer.id, Levels: 0 }, messages.networkLevelsRange],
      [{ UserId: viewer.id, Levels: 11 }, messages.networkLevelsRange],
      [{ UserId: viewer.id, Levels: 1.5 }, messages.networkLevelsRange],
      [{ UserId: viewer.id, Levels: '2' }, messages.networkLevelsRange],
      [{ UserId: viewer.id }, messages.networkLevelsRange],
      [{ Levels: 1 }, messages.networkUserIdInvalid],
      [{ UserId: -1, Levels: 1 }, messages.networkUserIdInvalid],
      [{ UserId: 1e12, Levels: 1 }, messages.networkUserIdInvalid],
      [{ UserId: viewer.id, Levels: 1, Extra: true }, undefined],
      [{ UserId: 'x'.repeat(10_000), Levels: 1 }, messages.networkUserIdInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await ana.post(TREE, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (message) expect(JSON.stringify(res.json())).toContain(message);
    }
    const page0 = await ana.post(CHILDS, { UserId: viewer.id, PaginationSettings: { Page: 0, RowsPerPage: 50 } });
    expect(page0.statusCode).toBe(400);
  });

  it('documents the recursive tree node in the API docs', async () => {
    const res = await t.client().get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining([TREE, CHILDS]));
  });

  it('asks for a session and the REDE permission', async () => {
    expect((await t.client().post(TREE, { UserId: viewer.id, Levels: 1 })).statusCode).toBe(401);
    expect((await t.client().post(CHILDS, { UserId: viewer.id })).statusCode).toBe(401);
    expect((await noRede.post(TREE, { UserId: viewer.id, Levels: 1 })).statusCode).toBe(403);
    expect((await noRede.post(CHILDS, { UserId: viewer.id })).statusCode).toBe(403);
  });
});
