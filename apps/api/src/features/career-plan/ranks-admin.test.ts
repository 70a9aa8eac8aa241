import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { messages } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, careerPlanRanks, fundQuotas, investmentFunds, userPrizeGrants, users } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { memberBalanceCents } from '../ledger';
import { auditsOf, expectOwnerOnly, staffClients, type StaffClients } from '../plans/offers-admin.fixtures';
import { careerPlanCounts, insertFund } from './career-plan.fixtures';
import { evaluateAll } from './career-plan.nightly';

const BASE = '/api/admin/careerPlan/ranks';
let t: TestApp;
let s: StaffClients;
const db = () => t.database.db;
let fundId: number;
let closedFundId: number;

type Member = Awaited<ReturnType<typeof insertMember>>;
const create = (body: Record<string, unknown>) => s.owner.post(`${BASE}/createRank`, body);
const update = (body: Record<string, unknown>) => s.owner.put(`${BASE}/updateRank`, body);
const auditCount = async () => Number((await db().select({ n: count() }).from(auditLog))[0]!.n);
const ranksOf = async (u: Member) =>
  (await t.client(t.token(u)).get('/api/users/careerPlan/getUserRanksDetails')).json().Data as Array<{
    RankName: string;
    AchievedRank: boolean;
    IsCurrentRank: boolean;
    Prizes: Array<{ Type: number; PrizeAmount: number | null; Description: string | null }>;
  }>;
/** A member with one active direct partner: he meets a rank asking 1 direct and 1 in the network. */
async function leader(username: string) {
  const u = await insertMember(db(), { username });
  await insertMember(db(), { username: `${username}.d1`, sponsorId: u.id });
  return u;
}

const bronze = {
  Name: 'Bronze',
  Color: '#B08D57',
  Position: 1,
  ActiveDirects: 1,
  ActiveNetwork: 1,
  GroupVolume: 0,
  Prizes: [] as Array<Record<string, unknown>>,
};

beforeAll(async () => {
  t = await createTestApp();
  s = await staffClients(t, 'ranks');
  fundId = await insertFund(db(), 'Fundo Imobiliário');
  closedFundId = await insertFund(db(), 'Fundo Encerrado');
  await db().update(investmentFunds).set({ status: 0 }).where(eq(investmentFunds.id, closedFundId));
});
afterAll(() => t.close());

describe(`console career plan ranks (${TEST_DB})`, () => {
  it('only an Owner reaches them', async () => {
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/getAll`, {}));
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/createRank`, bronze));
    await expectOwnerOnly(s, (c) => c.put(`${BASE}/updateRank`, { Id: 1, ...bronze }));
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/1/deactivate`));
    await expectOwnerOnly(s, (c) => c.post(`${BASE}/1/reactivate`));
    expect(await db().select().from(careerPlanRanks)).toEqual([]);
  });

  it('refuses bad ranks and prizes with pt-BR messages and writes nothing', async () => {
    const before = await auditCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...bronze, Name: ' ' }, 'Name', 'Nome é obrigatório.'],
      [{ ...bronze, Color: 'vermelho' }, 'Color', 'Cor inválida: use o formato #RRGGBB.'],
      [{ ...bronze, Position: 0 }, 'Position', 'Posição inválida: informe um número inteiro de 1 a 1.000.'],
      [{ ...bronze, ActiveDirects: 1.5 }, 'ActiveDirects', 'Requisito inválido: informe um número inteiro de 0 a 1.000.000.'],
      [{ ...bronze, ActiveNetwork: -1 }, 'ActiveNetwork', 'Requisito inválido: informe um número inteiro de 0 a 1.000.000.'],
      [{ ...bronze, GroupVolume: -5 }, 'GroupVolume', 'O valor não pode ser negativo.'],
      [{ ...bronze, Prizes: Array(11).fill({ Type: 3, Description: 'Kit' }) }, 'Prizes', 'Um Rank pode ter no máximo 10 prêmios.'],
      [{ ...bronze, Prizes: [{ Type: 4 }] }, 'Prizes.0.Type', 'Tipo de prêmio inválido.'],
      [{ ...bronze, Prizes: [{ Type: 2 }] }, 'Prizes.0.Amount', 'Valor do prêmio é obrigatório.'],
      [{ ...bronze, Prizes: [{ Type: 2, Amount: 0 }] }, 'Prizes.0.Amount', 'O valor deve ser maior que zero.'],
      [{ ...bronze, Prizes: [{ Type: 1, Quotas: 0, FundId: fundId }] }, 'Prizes.0.Quotas', 'Cotas: informe um número inteiro de 1 a 1.000.000.'],
      [{ ...bronze, Prizes: [{ Type: 1, Quotas: 3 }] }, 'Prizes.0.FundId', 'Fundo de investimento é obrigatório.'],
      [{ ...bronze, Prizes: [{ Type: 3, Description: '' }] }, 'Prizes.0.Description', 'Descrição do prêmio é obrigatória.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(res.json())).toEqual([message]);
    }
    for (const id of [closedFundId, 999_999]) {
      const res = await create({ ...bronze, Prizes: [{ Type: 1, Quotas: 3, FundId: id }] });
      expect([res.statusCode, res.json().Message]).toEqual([422, 'O fundo de investimento do prêmio não existe ou está inativo.']);
    }
    expect(await auditCount()).toBe(before);
    expect(await db().select().from(careerPlanRanks)).toEqual([]);
  });

  it('a prize edit never rewrites a granted prize: it goes to achievements from then on', async () => {
    const created = await create({
      ...bronze,
      Prizes: [
        { Type: 2, Amount: 100, Description: 'ignorada' },
        { Type: 1, Quotas: 5, FundId: fundId },
        { Type: 3, Description: 'Kit de boas-vindas' },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const rank = created.json().Data;
    expect(created.json()).toEqual({
      IsSuccess: true,
      Message: 'Rank criado com Sucesso.',
      Data: {
        Id: rank.Id,
        Name: 'Bronze',
        Color: '#b08d57',
        Position: 1,
        Status: 1,
        StatusFormatted: 'Ativo',
        StatusColor: 'green',
        ActiveDirects: 1,
        ActiveNetwork: 1,
        GroupVolume: 0,
        Prizes: [
          { Id: expect.any(Number), Type: 2, Amount: 100, Quotas: null, FundId: null, FundName: null, Description: null, ValidFrom: null },
          { Id: expect.any(Number), Type: 1, Amount: null, Quotas: 5, FundId: fundId, FundName: 'Fundo Imobiliário', Description: null, ValidFrom: null },
          { Id: expect.any(Number), Type: 3, Amount: null, Quotas: null, FundId: null, FundName: null, Description: 'Kit de boas-vindas', ValidFrom: null },
        ],
      },
    });
    expect((await create({ ...bronze, Position: 9 })).json().Message).toBe('Já existe um Rank com este nome.');
    expect((await create({ ...bronze, Name: 'Outro' })).json().Message).toBe('Já existe um Rank ativo nesta posição.');

    const lia = await leader('lia');
    const liaBalance = await memberBalanceCents(db(), lia.id);
    await evaluateAll(db());
    expect(await memberBalanceCents(db(), lia.id)).toBe(liaBalance + 10_000);
    const liaGrants = await db().select().from(userPrizeGrants).where(eq(userPrizeGrants.userId, lia.id)).orderBy(userPrizeGrants.id);
    const liaHoldings = await db().select().from(fundQuotas).where(eq(fundQuotas.userId, lia.id));
    expect(liaGrants).toHaveLength(3);

    // The money prize doubles, the quotas stay, the description changes; the requirements too.
    const [money, quotas] = rank.Prizes;
    const changed = await update({
      Id: rank.Id,
      ...bronze,
      Name: 'Bronze I',
      ActiveNetwork: 1,
      Prizes: [
        { Type: 1, Quotas: 5, FundId: fundId },
        { Type: 2, Amount: 200 },
        { Type: 3, Description: 'Viagem de fim de semana' },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json().Data;
    expect(after.Name).toBe('Bronze I');
    expect(after.Prizes.map((p: { Id: number; Type: number; Amount: number | null; Description: string | null }) => [p.Type, p.Amount, p.Description])).toEqual(
      [
        [1, null, null],
        [2, 200, null],
        [3, null, 'Viagem de fim de semana'],
      ],
    );
    expect(after.Prizes[0].Id).toBe(quotas.Id);
    expect(after.Prizes[1].Id).not.toBe(money.Id);
    expect(after.Prizes[1].ValidFrom).toEqual(expect.any(String));

    // What lia was granted stays as it was, and a new evaluation grants her none of the new prizes.
    const counts = await careerPlanCounts(db());
    await evaluateAll(db());
    expect(await careerPlanCounts(db())).toEqual(counts);
    expect(await db().select().from(userPrizeGrants).where(eq(userPrizeGrants.userId, lia.id)).orderBy(userPrizeGrants.id)).toEqual(liaGrants);
    expect(await db().select().from(fundQuotas).where(eq(fundQuotas.userId, lia.id))).toEqual(liaHoldings);
    expect(await memberBalanceCents(db(), lia.id)).toBe(liaBalance + 10_000);
    expect((await ranksOf(lia)).find((r) => r.RankName === 'Bronze I')).toMatchObject({
      AchievedRank: true,
      Prizes: [
        { Type: 1, PrizeAmount: 5 },
        { Type: 2, PrizeAmount: 100 },
        { Type: 3, Description: 'Kit de boas-vindas' },
      ],
    });

    // Someone achieving it now gets the new prizes.
    const bia = await leader('bia');
    const biaBalance = await memberBalanceCents(db(), bia.id);
    await evaluateAll(db());
    expect(await memberBalanceCents(db(), bia.id)).toBe(biaBalance + 20_000);
    expect(await db().select({ q: fundQuotas.quotas }).from(fundQuotas).where(eq(fundQuotas.userId, bia.id))).toEqual([{ q: 5 }]);
    expect((await ranksOf(bia)).find((r) => r.RankName === 'Bronze I')!.Prizes.map((p) => [p.Type, p.PrizeAmount, p.Description])).toEqual([
      [1, 5, null],
      [2, 200, null],
      [3, null, 'Viagem de fim de semana'],
    ]);

    // The same rank again writes nothing.
    expect(
      (
        await update({
          Id: rank.Id,
          ...bronze,
          Name: 'Bronze I',
          Prizes: after.Prizes.map(({ Type, Amount, Quotas, FundId, Description }: Record<string, unknown>) => ({ Type, Amount, Quotas, FundId, Description })),
        })
      ).statusCode,
    ).toBe(200);
    const audits = await auditsOf(db(), `rank:${rank.Id}`);
    expect(audits.map((a) => a.action)).toEqual(['ranks.create', 'ranks.update']);
    expect(audits[1]).toMatchObject({
      actorId: s.ownerId,
      ip: expect.any(String),
      before: {
        Name: 'Bronze',
        Prizes: [
          { Type: 2, Amount: 100 },
          { Type: 1, Quotas: 5 },
          { Type: 3, Description: 'Kit de boas-vindas' },
        ],
      },
      after: {
        Name: 'Bronze I',
        Prizes: [
          { Type: 1, Quotas: 5 },
          { Type: 2, Amount: 200 },
          { Type: 3, Description: 'Viagem de fim de semana' },
        ],
      },
      data: { RetiredPrizeIds: [money.Id, rank.Prizes[2].Id] },
    });
  });

  it('an inactive rank is no longer achieved; those who achieved it keep it', async () => {
    const prata = (await create({ ...bronze, Name: 'Prata', Position: 2, Prizes: [{ Type: 2, Amount: 50 }] })).json().Data;
    const off = await s.owner.post(`${BASE}/${prata.Id}/deactivate`);
    expect(off.json()).toMatchObject({ Message: 'Rank inativado com Sucesso.', Data: { Status: 0, StatusFormatted: 'Inativo' } });
    expect((await s.owner.post(`${BASE}/${prata.Id}/deactivate`)).json().Message).toBe('Este Rank já está inativo.');
    const caio = await leader('caio');
    await evaluateAll(db());
    const caioRanks = await ranksOf(caio);
    expect(caioRanks.map((r) => [r.RankName, r.AchievedRank])).toEqual([['Bronze I', true]]);

    // Reactivated at a taken position: refused; once free, it is achieved by the next evaluation.
    const [bronzeRank] = await db().select().from(careerPlanRanks).where(eq(careerPlanRanks.name, 'Bronze I'));
    const taken = await update({ Id: prata.Id, ...bronze, Name: 'Prata', Position: 1, Prizes: [{ Type: 2, Amount: 50 }] });
    expect(taken.statusCode).toBe(200); // an inactive rank may share a position
    const busy = await s.owner.post(`${BASE}/${prata.Id}/reactivate`);
    expect([busy.statusCode, busy.json().Message]).toEqual([409, 'Já existe um Rank ativo nesta posição.']);
    await update({ Id: prata.Id, ...bronze, Name: 'Prata', Position: 2, Prizes: [{ Type: 2, Amount: 50 }] });
    expect((await s.owner.post(`${BASE}/${prata.Id}/reactivate`)).json()).toMatchObject({ Message: 'Rank reativado com Sucesso.', Data: { Status: 1 } });
    await evaluateAll(db());
    expect((await ranksOf(caio)).map((r) => [r.RankName, r.AchievedRank, r.IsCurrentRank])).toEqual([
      ['Bronze I', true, false],
      ['Prata', true, true],
    ]);

    // Bronze deactivated: caio keeps it and sees it; a newcomer does not see it.
    await s.owner.post(`${BASE}/${bronzeRank!.id}/deactivate`);
    expect((await ranksOf(caio)).map((r) => r.RankName)).toEqual(['Bronze I', 'Prata']);
    const novo = await insertMember(db(), { username: 'novato' });
    expect((await ranksOf(novo)).map((r) => r.RankName)).toEqual(['Prata']);
    expect((await db().select({ r: users.careerPlanRankId }).from(users).where(eq(users.id, caio.id)))[0]!.r).toBe(prata.Id);
    expect((await auditsOf(db(), `rank:${prata.Id}`)).map((a) => a.action)).toEqual([
      'ranks.create',
      'ranks.deactivate',
      'ranks.update',
      'ranks.update',
      'ranks.reactivate',
    ]);
    const list = await s.owner.post(`${BASE}/getAll`, { Status: 1 });
    expect(list.json().Data.map((r: { Name: string }) => r.Name)).toEqual(['Prata']);
    expect((await s.owner.post(`${BASE}/999999/reactivate`)).json().Message).toBe(messages.rankNotFound);
  });
});
