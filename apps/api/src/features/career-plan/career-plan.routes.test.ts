import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MEMBER_ROLE_IDS, Permission, UserStatus, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { users } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { verifyLedger } from '../ledger';
import { careerPlanCounts, insertFund, insertPaidInvoice, insertPlan } from './career-plan.fixtures';

const URL = '/api/users/careerPlan/getUserRanksDetails';
const EVALUATE = '/api/admin/careerPlan/evaluate';
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
let plan: Awaited<ReturnType<typeof insertPlan>>;
let leo: Row, admin: Row;

beforeAll(async () => {
  t = await createTestApp();
  const fundId = await insertFund(db(), 'Fundo Imobiliário do Clube');
  plan = await insertPlan(db(), [
    { name: 'Bronze', color: '#b08d57', position: 1, requirements: { directs: 1, network: 1, volumeCents: 0 } },
    {
      name: 'Prata',
      color: '#8e9aaf',
      position: 2,
      requirements: { directs: 2, network: 3, volumeCents: 50_000 },
      prizes: [
        { type: 2, amountCents: 123_456 },
        { type: 1, quotas: 12, fundId },
        { type: 3, description: 'Viagem para Gramado com acompanhante' },
      ],
    },
    {
      name: 'Ouro',
      color: '#d4a017',
      position: 3,
      requirements: { directs: 5, network: 20, volumeCents: 500_000 },
      prizes: [{ type: 2, amountCents: 100_000 }],
    },
  ]);
  leo = await insertMember(db(), { username: 'leo' });
  const d1 = await insertMember(db(), { username: 'leo.d1', sponsorId: leo.id });
  await insertMember(db(), { username: 'leo.d2', sponsorId: leo.id, status: UserStatus.Pendente });
  await insertMember(db(), { username: 'leo.d1.a', sponsorId: d1.id });
  await insertPaidInvoice(db(), d1.id, 12_345);
  admin = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
});
afterAll(() => t.close());

describe(`GET careerPlan/getUserRanksDetails (${TEST_DB})`, () => {
  it('lists every rank by position with its colour, prizes, achieved and current flags, and progress toward the next rank', async () => {
    await db().transaction(async (tx) => {
      const { insertAchievements } = await import('./career-plan.repository');
      await insertAchievements(tx, [{ userId: leo.id, rankId: plan.rankIds['Bronze']! }]);
      await tx.update(users).set({ careerPlanRankId: plan.rankIds['Bronze'] }).where(eq(users.id, leo.id));
    });
    const res = await as(leo).get(URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: null,
      Data: [
        { RankName: 'Bronze', RankColor: '#b08d57', IsCurrentRank: true, AchievedRank: true, Prizes: [], Progress: null },
        {
          RankName: 'Prata',
          RankColor: '#8e9aaf',
          IsCurrentRank: false,
          AchievedRank: false,
          Prizes: [
            { Type: 1, PrizeAmount: 12, InvestmentFund: { Name: 'Fundo Imobiliário do Clube' }, Description: null },
            { Type: 2, PrizeAmount: 1234.56, InvestmentFund: null, Description: null },
            { Type: 3, PrizeAmount: null, InvestmentFund: null, Description: 'Viagem para Gramado com acompanhante' },
          ],
          Progress: {
            Requirements: [
              { Key: 'ActiveDirects', Name: 'Parceiros diretos ativos', Have: 1, Need: 2, Met: false },
              { Key: 'ActiveNetwork', Name: 'Membros ativos na rede', Have: 2, Need: 3, Met: false },
              { Key: 'GroupVolume', Name: 'Volume do grupo no mês', Have: 123.45, Need: 500, Met: false },
            ],
          },
        },
        {
          RankName: 'Ouro',
          RankColor: '#d4a017',
          IsCurrentRank: false,
          AchievedRank: false,
          Prizes: [{ Type: 2, PrizeAmount: 1000, InvestmentFund: null, Description: null }],
          Progress: null,
        },
      ],
    });
  });

  it('answers a member with no rank, progress toward the first rank', async () => {
    const nina = await insertMember(db(), { username: 'nina' });
    const data = (await as(nina).get(URL)).json().Data as Array<{ IsCurrentRank: boolean; AchievedRank: boolean; Progress: unknown }>;
    expect(data.every((d) => !d.IsCurrentRank && !d.AchievedRank)).toBe(true);
    expect(data[0]!.Progress).toEqual({
      Requirements: [
        { Key: 'ActiveDirects', Name: 'Parceiros diretos ativos', Have: 0, Need: 1, Met: false },
        { Key: 'ActiveNetwork', Name: 'Membros ativos na rede', Have: 0, Need: 1, Met: false },
        { Key: 'GroupVolume', Name: 'Volume do grupo no mês', Have: 0, Need: 0, Met: true },
      ],
    });
  });

  it('needs a session (401) and the REDE permission (403)', async () => {
    const anonymous = await t.client().get(URL);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ IsSuccess: false, Data: null });
    const noRede = await insertMember(db(), { username: 'semrede', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.REDE) });
    const res = await as(noRede).get(URL);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('Você não tem permissão para acessar este recurso.');
  });

  it('does not take input: a query string is ignored and the caller only ever sees himself', async () => {
    const res = await as(leo).get(`${URL}?UserId=${admin.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data[0].AchievedRank).toBe(true);
  });
});

describe(`POST admin/careerPlan/evaluate (${TEST_DB})`, () => {
  it('is for administrators only', async () => {
    expect((await t.client().post(EVALUATE)).statusCode).toBe(401);
    const before = await careerPlanCounts(db());
    const res = await as(leo).post(EVALUATE);
    expect(res.statusCode).toBe(403);
    expect(await careerPlanCounts(db())).toEqual(before);
  });

  it('runs the full evaluation now and answers what it did; a second run does nothing', async () => {
    const res = await as(admin).post(EVALUATE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: 'Avaliação do plano de carreira concluída.',
      Data: {
        EvaluatedMembers: 5,
        NewAchievements: 1,
        MoneyPrizes: 0,
        MoneyPaid: 0,
        QuotaPrizes: 0,
        DescriptionPrizes: 0,
        RankChanges: 1,
        DurationMs: expect.any(Number),
      },
    });
    const again = (await as(admin).post(EVALUATE)).json().Data;
    expect(again).toMatchObject({ NewAchievements: 0, MoneyPrizes: 0, QuotaPrizes: 0, RankChanges: 0 });
    expect(await verifyLedger(db())).toEqual([]);
  });
});
