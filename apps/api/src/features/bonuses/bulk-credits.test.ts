import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EarningCategory, UserStatus, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, fundQuotas, investmentFunds, ledgerEntries, ledgerTransactions, users } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { memberBalanceCents, SystemAccount, systemBalanceCents } from '../ledger';
import { giveRank } from '../network/network.fixtures';
import type { Member } from './bonuses.fixtures';

let t: TestApp;
const db = () => t.database.db;
const as = (u: Member) => t.client(t.token(u));
const PS = '/api/admin/bonuses/profitSharing';
const FP = '/api/admin/bonuses/fundPayout';
let operator: Member;
let gold: number;
/** e[0..2] Ativo of rank gold; e[3] gold but Inativo; e[4] Ativo without rank. */
let e: Member[];

const balances = () => Promise.all(e.map((m) => memberBalanceCents(db(), m.id)));
const entriesOfTransaction = (id: number) =>
  db().select({ amount: ledgerEntries.amountCents, category: ledgerEntries.category }).from(ledgerEntries).where(eq(ledgerEntries.transactionId, id));

beforeAll(async () => {
  t = await createTestApp();
  operator = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
  e = [];
  for (let i = 0; i < 5; i++) e.push(await insertMember(db(), { username: `e${i}`, status: i === 3 ? UserStatus.Inativo : UserStatus.Ativo }));
  gold = (await giveRank(db(), e[0]!.id)).rank.id;
  await db().update(users).set({ careerPlanRankId: gold }).where(eq(users.id, e[1]!.id));
  await db().update(users).set({ careerPlanRankId: gold }).where(eq(users.id, e[2]!.id));
  await db().update(users).set({ careerPlanRankId: gold }).where(eq(users.id, e[3]!.id));
});
afterAll(() => t.close());

describe(`profit sharing and fund payouts (${TEST_DB})`, () => {
  it('profit sharing: the preview lists every credit, and posting it credits exactly that in one ledger transaction, once', async () => {
    const body = { Amount: 100, RankIds: [gold], Description: 'Divisão de lucro de novembro/2026' };
    const preview = await as(operator).post(`${PS}/preview`, body);
    expect(preview.statusCode, preview.body).toBe(200);
    const data = preview.json().Data;
    expect(data).toEqual({
      Credits: [0, 1, 2].map((i) => ({ UserId: e[i]!.id, Username: `e${i}`, Name: `Sócio e${i}`, Quotas: null, Amount: 33.33 })),
      Count: 3,
      Total: 99.99,
      Leftover: 0.01,
      PreviewHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // A preview moves nothing.
    expect(await balances()).toEqual([0, 0, 0, 0, 0]);

    const posted = await as(operator).request({
      method: 'POST',
      url: `${PS}/post`,
      payload: { ...body, PreviewHash: data.PreviewHash },
      remoteAddress: '198.51.100.7',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toMatchObject({
      IsSuccess: true,
      Message: 'Créditos lançados com sucesso.',
      Data: { Applied: true, Count: 3, Total: 99.99, ApprovalId: null },
    });
    expect(await balances()).toEqual([3_333, 3_333, 3_333, 0, 0]);
    const txId = posted.json().Data.TransactionId;
    const entries = await entriesOfTransaction(txId);
    expect(entries).toHaveLength(4);
    expect(entries.every((x) => x.category === EarningCategory.DivisaoDeLucro)).toBe(true);
    expect(entries.map((x) => x.amount).sort((a, b) => a - b)).toEqual([-9_999, 3_333, 3_333, 3_333]);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'bonuses.profit_sharing'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: operator.id,
      ip: '198.51.100.7',
      target: `profitSharing:${posted.json().Data.TransactionId}`,
      after: { transactionId: posted.json().Data.TransactionId, count: 3, totalCents: 9_999 },
      data: { leftoverCents: 1 },
    });

    // The same preview posted again: nothing moves.
    const again = await as(operator).post(`${PS}/post`, { ...body, PreviewHash: data.PreviewHash });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      Message: 'Estes créditos já haviam sido lançados: nada foi lançado de novo.',
      Data: { Applied: false, TransactionId: txId },
    });
    expect(await balances()).toEqual([3_333, 3_333, 3_333, 0, 0]);
    // Nothing changed: no second audit row.
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'bonuses.profit_sharing'))).toHaveLength(1);
  });

  it('refuses to post what was not previewed: another hash, or members that changed since the preview', async () => {
    const body = { Amount: 10, Description: 'Divisão extra' };
    const preview = (await as(operator).post(`${PS}/preview`, body)).json().Data;
    // Without ranks: every Ativo member (e0, e1, e2, e4), never the Inativo e3 nor the administrator.
    expect(preview.Credits.map((c: { UserId: number }) => c.UserId)).toEqual([e[0]!.id, e[1]!.id, e[2]!.id, e[4]!.id]);
    const forged = await as(operator).post(`${PS}/post`, { ...body, Amount: 20, PreviewHash: preview.PreviewHash });
    expect(forged.statusCode).toBe(409);
    expect(forged.json().Message).toBe('Os créditos mudaram desde a prévia: gere uma nova prévia antes de lançar.');

    await db().update(users).set({ status: UserStatus.Ativo }).where(eq(users.id, e[3]!.id));
    try {
      const changed = await as(operator).post(`${PS}/post`, { ...body, PreviewHash: preview.PreviewHash });
      expect(changed.statusCode).toBe(409);
    } finally {
      await db().update(users).set({ status: UserStatus.Inativo }).where(eq(users.id, e[3]!.id));
    }
    const missing = await as(operator).post(`${PS}/post`, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toBe('Gere a prévia antes de lançar os créditos.');
    expect(await balances()).toEqual([3_333, 3_333, 3_333, 0, 0]);
  });

  it("answers the criteria's problems in pt-BR, and only to administrators", async () => {
    expect((await as(e[0]!).post(`${PS}/preview`, { Amount: 10, Description: 'abc' })).statusCode).toBe(403);
    const unknownRank = await as(operator).post(`${PS}/preview`, { Amount: 10, RankIds: [999_999], Description: 'abc' });
    expect([unknownRank.statusCode, unknownRank.json().Message]).toEqual([404, 'Rank não encontrado.']);
    const tiny = await as(operator).post(`${PS}/preview`, { Amount: 0.03, Description: 'abc' });
    expect([tiny.statusCode, tiny.json().Message]).toEqual([422, 'O valor não alcança um centavo por sócio.']);
    const nobody = await as(operator).post(`${PS}/preview`, {
      Amount: 10,
      RankIds: [(await giveRank(db(), operator.id, 'Vazio')).rank.id],
      Description: 'abc',
    });
    expect([nobody.statusCode, nobody.json().Message]).toEqual([422, 'Nenhum sócio receberia crédito com esses critérios.']);
    const noDescription = await as(operator).post(`${PS}/preview`, { Amount: 10, Description: ' ' });
    expect([noDescription.statusCode, noDescription.json().Message]).toEqual([400, 'Descrição é obrigatória (mínimo de 3 caracteres).']);
    const unknownFund = await as(operator).post(`${FP}/preview`, { FundId: 999_999, Amount: 10, Description: 'abc' });
    expect([unknownFund.statusCode, unknownFund.json().Message]).toEqual([404, 'Fundo de investimento não encontrado.']);
  });

  it("fund payout: split by quotas from the investment funds' account, preview = post", async () => {
    const [fund] = await db().insert(investmentFunds).values({ name: 'Fundo Agro' }).returning();
    await db()
      .insert(fundQuotas)
      .values([
        { userId: e[0]!.id, fundId: fund!.id, quotas: 1 },
        { userId: e[3]!.id, fundId: fund!.id, quotas: 2 },
        { userId: e[3]!.id, fundId: fund!.id, quotas: 4 },
      ]);
    const before = await balances();
    const body = { FundId: fund!.id, Amount: 70.01, Description: 'Rendimento de novembro/2026' };
    const preview = (await as(operator).post(`${FP}/preview`, body)).json().Data;
    expect(preview).toMatchObject({
      Credits: [
        { UserId: e[0]!.id, Quotas: 1, Amount: 10 },
        { UserId: e[3]!.id, Quotas: 6, Amount: 60 },
      ],
      Count: 2,
      Total: 70,
      Leftover: 0.01,
    });
    const posted = await as(operator).post(`${FP}/post`, { ...body, PreviewHash: preview.PreviewHash });
    expect(posted.statusCode, posted.body).toBe(200);
    expect((await balances()).map((b, i) => b - before[i]!)).toEqual([1_000, 0, 0, 6_000, 0]);
    const entries = await entriesOfTransaction(posted.json().Data.TransactionId);
    expect(entries.every((x) => x.category === EarningCategory.FundoDeInvestimento)).toBe(true);
    expect(await systemBalanceCents(db(), SystemAccount.InvestmentFunds)).toBe(-7_000);
    const [tx] = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.id, posted.json().Data.TransactionId));
    expect(tx!.description).toBe('Fundo de Investimento Fundo Agro — Rendimento de novembro/2026');
  });
});
