import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { STAFF_ROLE_IDS, UserStatus, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, fundQuotas, investmentFunds, ledgerTransactions, moneyApprovals, users } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { memberBalanceCents, verifyLedger } from '../ledger';
import { giveRank } from '../network/network.fixtures';
import { setBonificationCenter, type Member } from './bonuses.fixtures';

/** docs/admin.md#two-administrator-approval: money operations above SecondApprovalAbove wait for another administrator. */

let t: TestApp;
const db = () => t.database.db;
const as = (u: Member) => t.client(t.token(u));
const PS = '/api/admin/bonuses/profitSharing';
const FP = '/api/admin/bonuses/fundPayout';
const APPROVALS = '/api/admin/approvals';

let requester: Member;
let approver: Member;
let owner: Member;
let catalog: Member;
let support: Member;
let plain: Member;
/** Three Ativo members of rank `rank`. */
let holders: Member[];
let rank: number;

const balances = () => Promise.all(holders.map((m) => memberBalanceCents(db(), m.id)));
const auditsOf = (target: string) => db().select().from(auditLog).where(eq(auditLog.target, target));
const ledgerCount = async () => (await db().select({ id: ledgerTransactions.id }).from(ledgerTransactions)).length;

/** Previews a profit sharing of `amount` reais among the holders and answers the post's body. */
async function previewed(amount: number, description = 'Divisão de lucro') {
  const body = { Amount: amount, RankIds: [rank], Description: description };
  const res = await as(requester).post(`${PS}/preview`, body);
  expect(res.statusCode, res.body).toBe(200);
  return { ...body, PreviewHash: res.json().Data.PreviewHash as string };
}

/** A Pendente approval of a profit sharing of `amount` reais asked by `requester`. */
async function requested(amount: number, description: string) {
  const res = await as(requester).post(`${PS}/post`, await previewed(amount, description));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data.ApprovalId as number;
}

beforeAll(async () => {
  t = await createTestApp();
  requester = await insertMember(db(), { username: 'financeiro.a', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Finance });
  approver = await insertMember(db(), { username: 'financeiro.b', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Finance });
  owner = await insertMember(db(), { username: 'dono', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Owner });
  catalog = await insertMember(db(), { username: 'catalogo', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Catalog });
  support = await insertMember(db(), { username: 'suporte', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Support });
  plain = await insertMember(db(), { username: 'socio.comum' });
  holders = [];
  for (let i = 0; i < 3; i++) holders.push(await insertMember(db(), { username: `ouro${i}` }));
  rank = (await giveRank(db(), holders[0]!.id)).rank.id;
  for (const h of holders.slice(1)) await db().update(users).set({ careerPlanRankId: rank }).where(eq(users.id, h.id));
  // R$ 100,00: the tests' large operations are above it.
  await setBonificationCenter(db(), { SecondApprovalAbove: 100 });
});
afterAll(() => t.close());

describe(`two-administrator approval of money operations (${TEST_DB})`, () => {
  it('is for Finance and Owner only: anonymous 401, a member and the other roles 403', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/bonuses/options' },
      { method: 'POST' as const, url: `${APPROVALS}/getAll`, payload: {} },
      { method: 'POST' as const, url: `${APPROVALS}/999999/approve` },
      { method: 'POST' as const, url: `${APPROVALS}/999999/reject`, payload: { Reason: 'Não.' } },
    ];
    for (const c of calls) {
      expect((await t.client().request(c)).statusCode, `anonymous ${c.url}`).toBe(401);
      for (const u of [plain, catalog, support]) expect((await as(u).request(c)).statusCode, `${u.username} ${c.url}`).toBe(403);
      for (const u of [requester, owner]) expect([200, 404], `${u.username} ${c.url}`).toContain((await as(u).request(c)).statusCode);
    }
    const unknown = await as(approver).post(`${APPROVALS}/999999/approve`);
    expect([unknown.statusCode, unknown.json().Message]).toEqual([404, 'Aprovação não encontrada.']);
  });

  it('the options list the ranks and funds with how many members hold each', async () => {
    const res = await as(requester).get('/api/admin/bonuses/options');
    expect(res.json().Data.Ranks).toContainEqual({ Id: rank, Name: 'Ouro', Color: '#d4af37', Holders: 3 });
  });

  it('at or under the threshold, a post moves the money at once, with one audit row', async () => {
    const before = await balances();
    const res = await as(requester).post(`${PS}/post`, await previewed(99.99, 'Divisão pequena'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Message: 'Créditos lançados com sucesso.', Data: { Applied: true, Count: 3, Total: 99.99, ApprovalId: null } });
    expect((await balances()).map((b, i) => b - before[i]!)).toEqual([3_333, 3_333, 3_333]);
    const rows = await auditsOf(`profitSharing:${res.json().Data.TransactionId}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'bonuses.profit_sharing', actorId: requester.id, after: { count: 3, totalCents: 9_999 } });
    expect(await db().select().from(moneyApprovals)).toHaveLength(0);
  });

  it('above it, the post moves nothing and records a Pendente approval, with one audit row; asking twice is refused', async () => {
    const before = await balances();
    const ledgerBefore = await ledgerCount();
    const body = await previewed(300, 'Divisão grande');
    const res = await as(requester).post(`${PS}/post`, body);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().Data.ApprovalId as number;
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: 'Operação enviada para aprovação de outro administrador: o total de R$ 300,00 passa do limite de R$ 100,00 que um administrador lança sozinho.',
      Data: { TransactionId: null, Applied: false, Count: 3, Total: 300, ApprovalId: expect.any(Number) },
    });
    expect(await balances()).toEqual(before);
    expect(await ledgerCount()).toBe(ledgerBefore);
    const [row] = await db().select().from(moneyApprovals).where(eq(moneyApprovals.id, id));
    expect(row).toMatchObject({
      operation: 'profitSharing',
      status: 1,
      totalCents: 30_000,
      requestedBy: requester.id,
      previewHash: body.PreviewHash,
      decidedBy: null,
    });
    expect(row!.payload).toEqual({ Amount: 300, RankIds: [rank], Description: 'Divisão grande' });
    const rows = await auditsOf(`approval:${id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'approvals.request',
      actorId: requester.id,
      after: { status: 1, operation: 'profitSharing', totalCents: 30_000, count: 3 },
    });

    const twice = await as(approver).post(`${PS}/post`, body);
    expect([twice.statusCode, twice.json().Message]).toEqual([409, 'Esta operação já aguarda a aprovação de outro administrador.']);
    expect(await db().select().from(moneyApprovals)).toHaveLength(1);
  });

  it('whoever asked can neither approve nor reject it (403); another administrator approves it once, posting exactly what was previewed', async () => {
    const [pending] = await db().select().from(moneyApprovals).where(eq(moneyApprovals.status, 1));
    const id = pending!.id;
    const before = await balances();
    for (const [action, payload] of [
      ['approve', undefined],
      ['reject', { Reason: 'Eu mesmo.' }],
    ] as const) {
      const own = await as(requester).post(`${APPROVALS}/${id}/${action}`, payload);
      expect([own.statusCode, own.json().Message]).toEqual([403, 'A aprovação deve ser feita por outro administrador.']);
    }
    expect(await balances()).toEqual(before);
    expect(await auditsOf(`approval:${id}`)).toHaveLength(1);

    const list = await as(approver).post(`${APPROVALS}/getAll`, { Filters: { Status: 1 } });
    expect(list.json().Data).toEqual([
      expect.objectContaining({
        Id: id,
        Status: 1,
        StatusFormatted: 'Pendente',
        CanDecide: true,
        RequestedBy: expect.objectContaining({ Username: 'financeiro.a' }),
      }),
    ]);
    expect((await as(requester).post(`${APPROVALS}/getAll`, {})).json().Data[0]).toMatchObject({ Id: id, CanDecide: false });

    const res = await as(approver).request({ method: 'POST', url: `${APPROVALS}/${id}/approve`, remoteAddress: '198.51.100.20' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Message: 'Operação aprovada e créditos lançados.',
      Data: {
        Id: id,
        Status: 2,
        StatusFormatted: 'Aprovada',
        CanDecide: false,
        DecidedBy: { Id: approver.id },
        Result: { Applied: true, Count: 3, Total: 300 },
      },
    });
    expect((await balances()).map((b, i) => b - before[i]!)).toEqual([10_000, 10_000, 10_000]);
    const rows = await auditsOf(`approval:${id}`);
    expect(rows.map((r) => r.action).sort()).toEqual(['approvals.approve', 'approvals.request']);
    expect(rows.find((r) => r.action === 'approvals.approve')).toMatchObject({
      actorId: approver.id,
      ip: '198.51.100.20',
      before: { status: 1 },
      after: { status: 2, transactionId: res.json().Data.Result.TransactionId, applied: true },
    });

    // Decided once: neither a second approval nor a rejection changes anything.
    const after = await balances();
    for (const [who, action, payload] of [
      [approver, 'approve', undefined],
      [owner, 'approve', undefined],
      [owner, 'reject', { Reason: 'Tarde.' }],
    ] as const) {
      const again = await as(who).post(`${APPROVALS}/${id}/${action}`, payload);
      expect([again.statusCode, again.json().Message]).toEqual([409, 'Esta operação já foi decidida.']);
    }
    expect(await balances()).toEqual(after);
    expect(await auditsOf(`approval:${id}`)).toHaveLength(2);
  });

  it('a rejection moves nothing and keeps the reason, with one audit row', async () => {
    const before = await balances();
    const id = await requested(150, 'Divisão recusada');
    const blank = await as(approver).post(`${APPROVALS}/${id}/reject`, { Reason: '  ' });
    expect([blank.statusCode, blank.json().Message]).toEqual([400, 'Informe o motivo da recusa.']);
    const res = await as(owner).post(`${APPROVALS}/${id}/reject`, { Reason: '  Valor acima do combinado.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Message: 'Operação recusada: nada foi lançado.',
      Data: { Status: 0, StatusFormatted: 'Recusada', Reason: 'Valor acima do combinado.', Result: null },
    });
    expect(await balances()).toEqual(before);
    const rows = await auditsOf(`approval:${id}`);
    expect(rows.map((r) => r.action).sort()).toEqual(['approvals.reject', 'approvals.request']);
    expect(rows.find((r) => r.action === 'approvals.reject')).toMatchObject({ actorId: owner.id, reason: 'Valor acima do combinado.', after: { status: 0 } });
    const late = await as(approver).post(`${APPROVALS}/${id}/approve`);
    expect(late.statusCode).toBe(409);
    expect(await balances()).toEqual(before);
  });

  it('refuses to approve credits that changed since the preview (409) and leaves it Pendente', async () => {
    const id = await requested(120, 'Divisão que mudou');
    const before = await balances();
    await db().update(users).set({ status: UserStatus.Inativo }).where(eq(users.id, holders[2]!.id));
    try {
      const res = await as(approver).post(`${APPROVALS}/${id}/approve`);
      expect([res.statusCode, res.json().Message]).toEqual([409, 'Os créditos mudaram desde a prévia: recuse esta operação e peça uma nova prévia.']);
    } finally {
      await db().update(users).set({ status: UserStatus.Ativo }).where(eq(users.id, holders[2]!.id));
    }
    expect(await balances()).toEqual(before);
    const [row] = await db().select().from(moneyApprovals).where(eq(moneyApprovals.id, id));
    expect(row).toMatchObject({ status: 1, decidedBy: null });
    expect(await auditsOf(`approval:${id}`)).toHaveLength(1);
    // The same members again: it can be approved.
    expect((await as(approver).post(`${APPROVALS}/${id}/approve`)).statusCode).toBe(200);
  });

  it('two administrators approving at once: one posting', async () => {
    const id = await requested(210, 'Divisão disputada');
    const before = await balances();
    const answers = await Promise.all([as(approver).post(`${APPROVALS}/${id}/approve`), as(owner).post(`${APPROVALS}/${id}/approve`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await balances()).map((b, i) => b - before[i]!)).toEqual([7_000, 7_000, 7_000]);
    expect((await auditsOf(`approval:${id}`)).map((r) => r.action).sort()).toEqual(['approvals.approve', 'approvals.request']);
  });

  it('fund payouts follow the same rule', async () => {
    const [fund] = await db().insert(investmentFunds).values({ name: 'Fundo Teste' }).returning();
    await db()
      .insert(fundQuotas)
      .values([
        { userId: holders[0]!.id, fundId: fund!.id, quotas: 1 },
        { userId: holders[1]!.id, fundId: fund!.id, quotas: 3 },
      ]);
    const body = { FundId: fund!.id, Amount: 400, Description: 'Rendimento grande' };
    const preview = (await as(requester).post(`${FP}/preview`, body)).json().Data;
    const res = await as(requester).post(`${FP}/post`, { ...body, PreviewHash: preview.PreviewHash });
    expect(res.json()).toMatchObject({
      Message: 'Operação enviada para aprovação de outro administrador: o total de R$ 400,00 passa do limite de R$ 100,00 que um administrador lança sozinho.',
      Data: { Total: 400, Count: 2 },
    });
    const before = await balances();
    const approved = await as(approver).post(`${APPROVALS}/${res.json().Data.ApprovalId}/approve`);
    expect(approved.json().Data).toMatchObject({
      Operation: 'fundPayout',
      OperationFormatted: 'Pagamento de fundo',
      Request: body,
      Result: { Count: 2, Total: 400 },
    });
    expect((await balances()).map((b, i) => b - before[i]!)).toEqual([10_000, 30_000, 0]);
  });

  it('SecondApprovalAbove null: never; 0: always', async () => {
    await setBonificationCenter(db(), { SecondApprovalAbove: null });
    try {
      const never = await as(requester).post(`${PS}/post`, await previewed(500, 'Sem aprovação'));
      expect(never.json().Data).toMatchObject({ Applied: true, ApprovalId: null });
      await setBonificationCenter(db(), { SecondApprovalAbove: 0 });
      const always = await as(requester).post(`${PS}/post`, await previewed(0.03, 'Sempre aprovação'));
      expect(always.json().Data).toMatchObject({ Applied: false, ApprovalId: expect.any(Number) });
    } finally {
      await setBonificationCenter(db(), { SecondApprovalAbove: 100 });
    }
  });

  it('lists approvals newest first, filtered by status, 50 a page', async () => {
    const all = await as(approver).post(`${APPROVALS}/getAll`, { PaginationSettings: { Page: 1, RowsPerPage: 50 } });
    const ids = all.json().Data.map((a: { Id: number }) => a.Id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(all.json().PaginationSettings).toMatchObject({ Page: 1, TotalRows: ids.length });
    const rejected = await as(approver).post(`${APPROVALS}/getAll`, { Filters: { Status: 0 } });
    expect(rejected.json().Data.map((a: { Status: number }) => a.Status)).toEqual([0]);
    // One audit row per action, every one of them on an approval's or a post's record.
    const requests = await db().select().from(auditLog).where(like(auditLog.target, 'approval:%'));
    expect(requests.filter((r) => r.action === 'approvals.request')).toHaveLength(ids.length);
    expect(await verifyLedger(db())).toEqual([]);
  });
});
