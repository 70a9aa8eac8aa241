import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { STAFF_ROLE_IDS, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { fundQuotas, investmentFunds, moneyApprovals, moneyOperationPostings, users } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { memberBalanceCents } from '../ledger';
import { giveRank } from '../network/network.fixtures';
import { setBonificationCenter, type Member } from './bonuses.fixtures';

/**
 * docs/security.md#the-two-administrator-rule-over-a-window: the threshold adds up what one administrator posted
 * alone, and what one member received from such posts, within the window; chunks that add up past
 * it wait for a second administrator.
 */

let t: TestApp;
const db = () => t.database.db;
const as = (u: Member) => t.client(t.token(u));
const PS = '/api/admin/bonuses/profitSharing';
const FP = '/api/admin/bonuses/fundPayout';
const APPROVALS = '/api/admin/approvals';
const WAITS = 'Operação enviada para aprovação de outro administrador: ';

let ana: Member;
let bruno: Member;
let carla: Member;
/** Three Ativo members of rank `rank`; the fund's only holder is holders[0]. */
let holders: Member[];
let rank: number;
let fund: number;

const balances = () => Promise.all(holders.map((m) => memberBalanceCents(db(), m.id)));
const moved = (before: number[], after: number[]) => after.map((b, i) => b - before[i]!);
/** Every earlier post falls out of the window (25 hours ago). */
const ageWindow = (hours = 25) =>
  db()
    .update(moneyOperationPostings)
    .set({ postedAt: sql`${moneyOperationPostings.postedAt} - make_interval(hours => ${hours})` });

async function postProfitSharing(who: Member, amount: number, description: string) {
  const body = { Amount: amount, RankIds: [rank], Description: description };
  const preview = await as(who).post(`${PS}/preview`, body);
  expect(preview.statusCode, preview.body).toBe(200);
  return as(who).post(`${PS}/post`, { ...body, PreviewHash: preview.json().Data.PreviewHash });
}

async function postFundPayout(who: Member, amount: number, description: string) {
  const body = { FundId: fund, Amount: amount, Description: description };
  const preview = await as(who).post(`${FP}/preview`, body);
  expect(preview.statusCode, preview.body).toBe(200);
  return as(who).post(`${FP}/post`, { ...body, PreviewHash: preview.json().Data.PreviewHash });
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await insertMember(db(), { username: 'financeiro.ana', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Finance });
  bruno = await insertMember(db(), { username: 'financeiro.bruno', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Finance });
  carla = await insertMember(db(), { username: 'dona.carla', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Owner });
  holders = [];
  for (let i = 0; i < 3; i++) holders.push(await insertMember(db(), { username: `rubi${i}` }));
  rank = (await giveRank(db(), holders[0]!.id)).rank.id;
  for (const h of holders.slice(1)) await db().update(users).set({ careerPlanRankId: rank }).where(eq(users.id, h.id));
  const [row] = await db().insert(investmentFunds).values({ name: 'Fundo Janela' }).returning();
  fund = row!.id;
  await db().insert(fundQuotas).values({ userId: holders[0]!.id, fundId: fund, quotas: 1 });
  // R$ 100,00 within the default window (24 hours).
  await setBonificationCenter(db(), { SecondApprovalAbove: 100, SecondApprovalWindowHours: 24 });
});
afterAll(() => t.close());
beforeEach(() => ageWindow());

describe(`the two-administrator rule over a rolling window (${TEST_DB})`, () => {
  it('one administrator splitting an operation: the chunk that adds up past the threshold waits, and says why', async () => {
    const before = await balances();
    const first = await postProfitSharing(ana, 90, 'Lucros, parte 1');
    expect(first.json()).toMatchObject({ Message: 'Créditos lançados com sucesso.', Data: { Applied: true, ApprovalId: null } });

    const second = await postProfitSharing(ana, 90, 'Lucros, parte 2');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual({
      IsSuccess: true,
      Message: `${WAITS}com os R$ 90,00 que @financeiro.ana já lançou sem segunda aprovação nas últimas 24 horas, o total chega a R$ 180,00 e passa do limite de R$ 100,00.`,
      Data: { TransactionId: null, Applied: false, Count: 3, Total: 90, ApprovalId: expect.any(Number) },
    });
    // A waiting chunk does not count: the third is told the same R$ 90,00.
    const third = await postProfitSharing(ana, 90, 'Lucros, parte 3');
    expect(third.json().Message).toContain('com os R$ 90,00 que @financeiro.ana');
    expect(moved(before, await balances())).toEqual([3_000, 3_000, 3_000]);

    // The approver reads why it waits.
    const list = await as(bruno).post(`${APPROVALS}/getAll`, { Filters: { Status: 1 } });
    expect(list.json().Data.find((a: { Id: number }) => a.Id === second.json().Data.ApprovalId)).toMatchObject({
      WaitReason:
        'com os R$ 90,00 que @financeiro.ana já lançou sem segunda aprovação nas últimas 24 horas, o total chega a R$ 180,00 e passa do limite de R$ 100,00.',
    });
    for (const r of [second, third])
      expect((await as(bruno).post(`${APPROVALS}/${r.json().Data.ApprovalId}/reject`, { Reason: 'Dividida.' })).statusCode).toBe(200);
  });

  it('the total alone above the threshold says so', async () => {
    const res = await postProfitSharing(ana, 150, 'Lucros grandes');
    expect(res.json().Message).toBe(`${WAITS}o total de R$ 150,00 passa do limite de R$ 100,00 que um administrador lança sozinho.`);
    const [row] = await db().select().from(moneyApprovals).where(eq(moneyApprovals.id, res.json().Data.ApprovalId));
    expect(row!.waitReason).toBe('o total de R$ 150,00 passa do limite de R$ 100,00 que um administrador lança sozinho.');
    await as(bruno).post(`${APPROVALS}/${row!.id}/reject`, { Reason: 'Não.' });
  });

  it('what a second administrator approved, and what was refused, does not count; what was posted alone does', async () => {
    const before = await balances();
    // Refused: nothing moved, nothing counts.
    const refused = await postProfitSharing(ana, 150, 'Recusada');
    await as(bruno).post(`${APPROVALS}/${refused.json().Data.ApprovalId}/reject`, { Reason: 'Não.' });
    expect((await postProfitSharing(ana, 60, 'Depois da recusa')).json().Data).toMatchObject({ Applied: true });
    // Approved: another administrator looked at it; the requester still has R$ 40,00 of his own.
    const approved = await postProfitSharing(ana, 300, 'Aprovada');
    expect((await as(bruno).post(`${APPROVALS}/${approved.json().Data.ApprovalId}/approve`)).statusCode).toBe(200);
    expect((await postProfitSharing(ana, 39.99, 'Depois da aprovação')).json().Data).toMatchObject({ Applied: true });
    const over = await postProfitSharing(ana, 0.03, 'Um centavo a mais');
    expect(over.json().Message).toBe(
      `${WAITS}com os R$ 99,99 que @financeiro.ana já lançou sem segunda aprovação nas últimas 24 horas, o total chega a R$ 100,02 e passa do limite de R$ 100,00.`,
    );
    expect(moved(before, await balances())).toEqual([2_000 + 10_000 + 1_333, 2_000 + 10_000 + 1_333, 2_000 + 10_000 + 1_333]);
    await as(bruno).post(`${APPROVALS}/${over.json().Data.ApprovalId}/reject`, { Reason: 'Não.' });
  });

  it('the same member paid by several administrators: the credit that takes him past the threshold waits, for a fund payout or a profit sharing to his rank', async () => {
    const before = await balances();
    expect((await postFundPayout(ana, 60, 'Rendimento A')).json().Data).toMatchObject({ Applied: true });
    const byBruno = await postFundPayout(bruno, 50, 'Rendimento B');
    expect(byBruno.json().Message).toBe(
      `${WAITS}@rubi0 já recebeu R$ 60,00 em operações sem segunda aprovação nas últimas 24 horas; com os R$ 50,00 desta operação passaria do limite de R$ 100,00.`,
    );
    // Each member of the rank is a recipient: rubi0 may still take R$ 30,00, then R$ 10,00 more.
    expect((await postProfitSharing(bruno, 90, 'Lucros do rank')).json().Data).toMatchObject({ Applied: true });
    expect((await postProfitSharing(carla, 30, 'Lucros do rank, parte 2')).json().Data).toMatchObject({ Applied: true });
    const byCarla = await postProfitSharing(carla, 3.03, 'Lucros do rank, parte 3');
    expect(byCarla.json().Message).toBe(
      `${WAITS}@rubi0 já recebeu R$ 100,00 em operações sem segunda aprovação nas últimas 24 horas; com os R$ 1,01 desta operação passaria do limite de R$ 100,00.`,
    );
    expect(moved(before, await balances())).toEqual([6_000 + 3_000 + 1_000, 3_000 + 1_000, 3_000 + 1_000]);
    for (const r of [byBruno, byCarla]) await as(ana).post(`${APPROVALS}/${r.json().Data.ApprovalId}/reject`, { Reason: 'Não.' });
  });

  it('the window is the setting: posts older than it no longer count', async () => {
    expect((await postProfitSharing(ana, 90, 'Janela 1')).json().Data).toMatchObject({ Applied: true });
    await ageWindow(3);
    const within = await postProfitSharing(ana, 90, 'Janela 2');
    expect(within.json().Message).toContain('nas últimas 24 horas');
    await as(bruno).post(`${APPROVALS}/${within.json().Data.ApprovalId}/reject`, { Reason: 'Não.' });

    await setBonificationCenter(db(), { SecondApprovalWindowHours: 2 });
    try {
      expect((await postProfitSharing(ana, 90, 'Janela 3')).json().Data).toMatchObject({ Applied: true });
      await setBonificationCenter(db(), { SecondApprovalWindowHours: 1 });
      const hour = await postProfitSharing(ana, 90, 'Janela 4');
      expect(hour.json().Message).toContain('que @financeiro.ana já lançou sem segunda aprovação na última hora');
      await as(bruno).post(`${APPROVALS}/${hour.json().Data.ApprovalId}/reject`, { Reason: 'Não.' });
    } finally {
      await setBonificationCenter(db(), { SecondApprovalWindowHours: 24 });
    }
  });

  it('posting the same preview again moves nothing and asks nothing', async () => {
    const body = { Amount: 60, RankIds: [rank], Description: 'Repetida' };
    const preview = (await as(ana).post(`${PS}/preview`, body)).json().Data;
    const first = await as(ana).post(`${PS}/post`, { ...body, PreviewHash: preview.PreviewHash });
    const again = await as(ana).post(`${PS}/post`, { ...body, PreviewHash: preview.PreviewHash });
    expect(again.json()).toMatchObject({
      Message: 'Estes créditos já haviam sido lançados: nada foi lançado de novo.',
      Data: { TransactionId: first.json().Data.TransactionId, Applied: false, ApprovalId: null },
    });
  });

  it('chunks sent at the same moment cannot all slip under the threshold: by one administrator, and to one member by two', async () => {
    for (let round = 0; round < 3; round++) {
      await ageWindow();
      const before = await balances();
      const same = await Promise.all([1, 2, 3].map((i) => postProfitSharing(ana, 60, `Simultânea ${round}.${i}`)));
      expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(same.filter((r) => r.json().Data.Applied).length, `round ${round}`).toBe(1);
      expect(moved(before, await balances())).toEqual([2_000, 2_000, 2_000]);

      await ageWindow();
      const fundBefore = await memberBalanceCents(db(), holders[0]!.id);
      const two = await Promise.all([postFundPayout(bruno, 60, `Fundo simultâneo ${round}.b`), postFundPayout(carla, 60, `Fundo simultâneo ${round}.c`)]);
      expect(two.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(two.filter((r) => r.json().Data.Applied).length, `round ${round}`).toBe(1);
      expect((await memberBalanceCents(db(), holders[0]!.id)) - fundBefore).toBe(6_000);
    }
  });
});
