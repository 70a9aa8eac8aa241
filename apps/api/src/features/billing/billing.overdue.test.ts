import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, UserStatus } from '@clube/contract';
import { SC_BONIFICATION_CENTER_KEY } from '@clube/contract/configurations';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, configurations, invoices, userRankAchievements } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { insertPlan } from '../career-plan/career-plan.fixtures';
import { evaluateAfterPayment, evaluateAll, userRanksDetails } from '../career-plan';
import { payInvoiceWithBalance } from '../payments';
import { insertInvoice } from '../payments/payments.fixtures';
import { at, feesOf, insertFee, insertFeePlan, insertPlanMember, runsOf, statusOf } from './billing.fixtures';
import { handleOverdue } from './overdue';
import { BILLING_JOBS, readBillingSettings, runBillingJobs } from './index';

let t: TestApp;
const db = () => t.database.db;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const periods = async (userId: number) => (await feesOf(db(), userId)).map((f) => `${f.billingPeriod ?? f.dueDate}:${f.status}`);
const overdue = async (day: string) => {
  const runs = await runBillingJobs(db(), at(day));
  expect(runs.overdue.status).toBe('succeeded');
  return (runs.overdue as { counts: Record<string, number> }).counts;
};
const notificationsOf = async (u: Row) => {
  const res = await as(u).get('/api/users/notifications/getAllUserNotifications');
  expect(res.statusCode).toBe(200);
  return (res.json().Data as Array<{ Notification: { Title: string; Message: string } }>).map((n) => n.Notification);
};
/** What the career plan screen shows as the member's active direct partners (toward his next rank). */
const directsOf = async (u: Row, day: string) => {
  const next = (await userRanksDetails(db(), u.id, at(day))).find((r) => r.Progress);
  return next!.Progress!.Requirements.find((q) => q.Key === 'ActiveDirects')!.Have;
};
const achievedBy = async (u: Row) => (await db().select().from(userRankAchievements).where(eq(userRankAchievements.userId, u.id))).map((a) => a.rankId);
const nothing = { cancelledMonthlyFees: 0, cancelledSubscriptionInvoices: 0, deactivated: 0, reactivationFees: 0, notified: 0 };

describe(`overdue monthly fees (${TEST_DB})`, () => {
  it('over 10 days late: notified once and not counted for ranks; over 30: cancelled and Inativo; paying brings him back', async () => {
    const ranks = await insertPlan(db(), [{ name: 'Bronze', position: 1, requirements: { directs: 2, network: 2, volumeCents: 0 } }]);
    const plan = await insertFeePlan(db(), 'Executivo', 7_990);
    const sara = await insertMember(db(), { username: 'sara' });
    await insertMember(db(), { username: 'tom', sponsorId: sara.id });
    const otto = await insertPlanMember(db(), { username: 'otto', planId: plan.id, sponsorId: sara.id, balanceCents: 50_000 });
    await insertFee(db(), { userId: otto.id, period: '2026-01-20', planId: plan.id, status: InvoiceStatus.Pago });
    await insertFee(db(), { userId: otto.id, period: '2026-02-20', planId: plan.id });

    // Ten days late is not "more than 10 days".
    expect(await overdue('2026-03-02')).toEqual(nothing);
    expect(await directsOf(sara, '2026-03-02')).toBe(2);
    expect(await notificationsOf(otto)).toEqual([]);

    // Eleven: one notice, and he no longer counts as his sponsor's active partner, nor for her rank.
    expect(await overdue('2026-03-03')).toEqual({ ...nothing, notified: 1 });
    expect(await notificationsOf(otto)).toEqual([
      {
        Title: 'Mensalidade vencida',
        Message: 'Sua mensalidade com vencimento em 20/02/2026 está vencida há mais de 10 dias: pague para voltar a receber bônus.',
        ShowOnOffice: true,
      },
    ]);
    expect(await directsOf(sara, '2026-03-03')).toBe(1);
    // Neither the evaluation after a payment (his chain) nor the nightly one counts him.
    expect(await db().transaction((tx) => evaluateAfterPayment(tx, otto.id, at('2026-03-03')))).toMatchObject({ newAchievements: 0 });
    await evaluateAll(db(), at('2026-03-03'));
    expect(await achievedBy(sara)).toEqual([]);
    expect(await statusOf(db(), otto.id)).toBe(UserStatus.Ativo);
    // Once per fee, however often the job runs.
    expect(await overdue('2026-03-03')).toEqual(nothing);
    expect(await overdue('2026-03-04')).toEqual(nothing);
    expect(await notificationsOf(otto)).toHaveLength(1);

    // March's fee is issued five days ahead although February's is open.
    await overdue('2026-03-15');
    expect(await periods(otto.id)).toEqual(['2026-01-20:2', '2026-02-20:1', '2026-03-20:1']);

    // Thirty days late: still open. Thirty-one: cancelled, and he is Inativo; March's fee is his way back.
    expect(await overdue('2026-03-22')).toEqual(nothing);
    expect(await overdue('2026-03-23')).toEqual({ ...nothing, cancelledMonthlyFees: 1, deactivated: 1 });
    expect(await statusOf(db(), otto.id)).toBe(UserStatus.Inativo);
    expect(await periods(otto.id)).toEqual(['2026-01-20:2', '2026-02-20:0', '2026-03-20:1']);
    const [feb] = (await feesOf(db(), otto.id)).filter((f) => f.billingPeriod === '2026-02-20');
    expect(feb!.cancelledAt?.toISOString()).toBe(at('2026-03-23').toISOString());
    const audits = await db().select().from(auditLog).where(like(auditLog.action, '%activated')).orderBy(asc(auditLog.id));
    expect(audits.map((a) => [a.action, a.target, a.actorId, a.data])).toEqual([
      ['users.deactivated', `user:${otto.id}`, null, { reason: 'overdue', invoiceIds: [feb!.id] }],
    ]);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `invoice:${feb!.id}`)),
    ).toMatchObject([{ action: 'invoices.cancelled', data: { reason: 'overdue', overdueCancelDays: 30, userId: otto.id, type: InvoiceType.Mensalidade } }]);
    expect(await overdue('2026-03-23')).toEqual(nothing);

    // March's fee is noticed too; being Inativo, he is not billed further and that fee is never cancelled.
    expect(await overdue('2026-03-31')).toEqual({ ...nothing, notified: 1 });
    expect((await notificationsOf(otto)).map((n) => n.Message)).toEqual([
      'Sua mensalidade com vencimento em 20/03/2026 está vencida há mais de 10 dias: pague para voltar a receber bônus.',
      'Sua mensalidade com vencimento em 20/02/2026 está vencida há mais de 10 dias: pague para voltar a receber bônus.',
    ]);
    expect(await overdue('2026-04-25')).toEqual(nothing);
    expect(await periods(otto.id)).toEqual(['2026-01-20:2', '2026-02-20:0', '2026-03-20:1']);

    // Paying it brings him back, his new cycle from the day he paid.
    const march = (await feesOf(db(), otto.id))[2]!;
    await payInvoiceWithBalance(db(), otto.id, march.id, at('2026-04-25'));
    expect(await statusOf(db(), otto.id)).toBe(UserStatus.Ativo);
    expect(await periods(otto.id)).toEqual(['2026-01-20:2', '2026-02-20:0', '2026-03-20:2', '2026-05-25:1']);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'users.reactivated'))).toMatchObject([
      { target: `user:${otto.id}`, data: { invoiceId: march.id, sandbox: false } },
    ]);
    // His payment's evaluation counts him again: his sponsor reaches her rank at once.
    expect(await achievedBy(sara)).toEqual([ranks.rankIds['Bronze']]);
    expect(await overdue('2026-04-25')).toEqual(nothing);

    const runs = await runsOf(db(), BILLING_JOBS.overdue);
    expect(runs.every((r) => r.status === 'succeeded' && r.finishedAt !== null)).toBe(true);
    expect(runs.find((r) => r.period === '2026-03-23')!.counts).toEqual({ ...nothing, cancelledMonthlyFees: 1, deactivated: 1 });
  });

  it('cancels what is over 30 days late; only Ativo members without a paid period covering today turn Inativo, each with a fresh fee', async () => {
    const plan = await insertFeePlan(db(), 'Executivo', 7_990);
    const fee = (userId: number, period: string, status?: number) => insertFee(db(), { userId, period, planId: plan.id, status });
    // pia: only February open, and no March fee (the monthly job did not run): a fresh one is issued.
    const pia = await insertPlanMember(db(), { username: 'pia', planId: plan.id, balanceCents: 50_000 });
    await fee(pia.id, '2026-01-10', InvoiceStatus.Pago);
    await fee(pia.id, '2026-02-10');
    // rui paid March already: the period he paid is never cut, though February stays unpaid.
    const rui = await insertPlanMember(db(), { username: 'rui', planId: plan.id });
    await fee(rui.id, '2026-02-01');
    await fee(rui.id, '2026-03-01', InvoiceStatus.Pago);
    // A subscription invoice unpaid for 40 days is cancelled too.
    const renewal = await insertInvoice(db(), { userId: rui.id, type: InvoiceType.Assinatura, valueCents: 4_990, dueDate: '2026-02-01' });
    // Bloqueado and Pendente members lose the fee, never their status.
    const quim = await insertPlanMember(db(), { username: 'quim', planId: plan.id, status: UserStatus.Bloqueado });
    await fee(quim.id, '2026-02-01');
    const paulo = await insertPlanMember(db(), { username: 'paulo', planId: plan.id, status: UserStatus.Pendente });
    await fee(paulo.id, '2026-02-01');

    const today = '2026-03-13';
    const settings = await readBillingSettings(db());
    const run = () => db().transaction((tx) => handleOverdue(tx, at(today), today, settings));
    expect(await run()).toEqual({ cancelledMonthlyFees: 4, cancelledSubscriptionInvoices: 1, deactivated: 1, reactivationFees: 1, notified: 0 });
    expect(await run()).toEqual(nothing);

    expect(await statusOf(db(), pia.id)).toBe(UserStatus.Inativo);
    expect(await periods(pia.id)).toEqual(['2026-01-10:2', '2026-02-10:0', `${today}:1`]);
    expect((await feesOf(db(), pia.id))[2]).toMatchObject({ dueDate: today, valueCents: 7_990, description: 'Mensalidade — Plano Executivo', planId: plan.id });
    expect(await statusOf(db(), rui.id)).toBe(UserStatus.Ativo);
    expect(await periods(rui.id)).toEqual(['2026-02-01:0', '2026-03-01:2']);
    expect((await db().select().from(invoices).where(eq(invoices.id, renewal.id)))[0]).toMatchObject({ status: InvoiceStatus.Cancelado });
    expect(await statusOf(db(), quim.id)).toBe(UserStatus.Bloqueado);
    expect(await statusOf(db(), paulo.id)).toBe(UserStatus.Pendente);
    for (const m of [quim, paulo]) expect(await periods(m.id)).toEqual(['2026-02-01:0']);

    // pia pays the fresh fee a week later: Ativo, next fee one month after she paid.
    await payInvoiceWithBalance(db(), pia.id, (await feesOf(db(), pia.id))[2]!.id, at('2026-03-20'));
    expect(await statusOf(db(), pia.id)).toBe(UserStatus.Ativo);
    expect(await periods(pia.id)).toEqual(['2026-01-10:2', '2026-02-10:0', `${today}:2`, '2026-04-20:1']);
  });

  it('follows the bonification center: 5 days to stop counting, 15 to cancel', async () => {
    await db()
      .insert(configurations)
      .values({ key: SC_BONIFICATION_CENTER_KEY, value: { OverdueInactiveDays: 5, OverdueCancelDays: 15, SubscriptionIssueDaysAhead: 2 } });
    await insertPlan(db(), [{ name: 'Bronze', position: 1, requirements: { directs: 1, network: 1, volumeCents: 0 } }]);
    const plan = await insertFeePlan(db(), 'Executivo', 7_990);
    const sara = await insertMember(db(), { username: 'sara' });
    const vivi = await insertPlanMember(db(), { username: 'vivi', planId: plan.id, sponsorId: sara.id });
    await insertFee(db(), { userId: vivi.id, period: '2026-03-01', planId: plan.id });
    expect(await overdue('2026-03-06')).toEqual(nothing);
    expect(await directsOf(sara, '2026-03-06')).toBe(1);
    expect(await overdue('2026-03-07')).toEqual({ ...nothing, notified: 1 });
    expect(await directsOf(sara, '2026-03-07')).toBe(0);
    expect((await notificationsOf(vivi)).map((n) => n.Message)).toEqual([
      'Sua mensalidade com vencimento em 01/03/2026 está vencida há mais de 5 dias: pague para voltar a receber bônus.',
    ]);
    expect(await overdue('2026-03-16')).toEqual(nothing);
    expect(await overdue('2026-03-17')).toEqual({ ...nothing, cancelledMonthlyFees: 1, deactivated: 1, reactivationFees: 1 });
    // The fresh fee's period starts the day she turned Inativo; being Inativo, nothing else is billed.
    expect(await periods(vivi.id)).toEqual(['2026-03-01:0', '2026-03-17:1']);
    expect(await overdue('2026-04-30')).toEqual({ ...nothing, notified: 1 });
    expect(await periods(vivi.id)).toEqual(['2026-03-01:0', '2026-03-17:1']);
    expect(
      await db()
        .select()
        .from(invoices)
        .where(and(eq(invoices.userId, vivi.id), eq(invoices.status, InvoiceStatus.Pendente))),
    ).toHaveLength(1);
  });
});
