import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EarningCategory, InvoiceStatus, InvoiceType, UserStatus } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, invoices } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents, verifyLedger } from '../ledger';
import { insertInvoice, insertPlan, invoiceById, userById } from '../payments/payments.fixtures';

/** docs/club.md#withdrawal-of-the-adhesion: 7 days from paying the adhesion (CDC art. 49). */
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.app.issueAccessToken(u).token);
const db = () => t.database.db;
const BALANCE = '/api/payments/pay/balancePayment';
const STATE = '/api/plans/getAdhesionWithdrawal';
const WITHDRAW = '/api/plans/withdrawAdhesion';
const DAY = 24 * 60 * 60 * 1000;
let plan: Awaited<ReturnType<typeof insertPlan>>;
let seq = 0;

/** A new member, Pendente, with money in his wallet, who pays his R$ 300,00 adhesion by balance. */
async function memberWithPaidAdhesion() {
  const member = await insertMember(db(), { username: `novo${++seq}`, status: UserStatus.Pendente });
  await creditMember(db(), member.id, 50_000, EarningCategory.Adesao, 'crédito');
  const adhesion = await insertInvoice(db(), { userId: member.id, type: InvoiceType.Adesao, valueCents: 30_000, planId: plan.id });
  const before = await memberBalanceCents(db(), member.id);
  const res = await as(member).post(BALANCE, { InvoiceId: adhesion.id });
  expect(res.statusCode, res.body).toBe(200);
  expect((await userById(db(), member.id)).status).toBe(UserStatus.Ativo);
  return { member, adhesion, before };
}

beforeAll(async () => {
  t = await createTestApp();
  plan = await insertPlan(db(), { name: 'Prata', priceCents: 30_000, monthlyCents: 10_000 });
});
afterAll(async () => {
  expect(await verifyLedger(db())).toEqual([]);
  await t.close();
});

describe(`withdrawing from the adhesion (${TEST_DB})`, () => {
  it('inside the 7 days: the adhesion back to the wallet (fee included), the pending Mensalidade cancelled, the member Inativo', async () => {
    const { member, adhesion, before } = await memberWithPaidAdhesion();
    const fee = (await db().select().from(invoices).where(eq(invoices.userId, member.id))).find((i) => i.type === InvoiceType.Mensalidade);
    expect(fee?.status).toBe(InvoiceStatus.Pendente);
    const state = (await as(member).get(STATE)).json().Data;
    expect(state).toMatchObject({ InvoiceId: adhesion.id, CanWithdraw: true, PaidOn: expect.any(String), Deadline: expect.any(String) });

    const res = await as(member).post(WITHDRAW);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: 'Desistência da adesão registrada. O valor foi devolvido e sua conta está Inativa.',
      Data: { InvoiceId: adhesion.id, RefundedToWallet: 302.75, RefundedThroughGateway: 0, CancelledInvoicesIds: [fee!.id], UserStatus: 0 },
    });
    expect(await memberBalanceCents(db(), member.id)).toBe(before);
    expect((await userById(db(), member.id)).status).toBe(UserStatus.Inativo);
    expect((await invoiceById(db(), adhesion.id)).status).toBe(InvoiceStatus.Cancelado);
    expect((await invoiceById(db(), fee!.id)).status).toBe(InvoiceStatus.Cancelado);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${member.id}`));
    expect(audit.find((a) => a.action === 'users.adhesion_withdrawn')).toMatchObject({ actorId: member.id });

    // Done: nothing left to withdraw from.
    const again = await as(member).post(WITHDRAW);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ IsSuccess: false, Message: 'Não há adesão paga para desistir.', Data: null });
    expect(await memberBalanceCents(db(), member.id)).toBe(before);
  });

  it('after the 7 days: refused, nothing changes', async () => {
    const { member, adhesion } = await memberWithPaidAdhesion();
    await db()
      .update(invoices)
      .set({ paidAt: new Date(Date.now() - 9 * DAY) })
      .where(eq(invoices.id, adhesion.id));
    expect((await as(member).get(STATE)).json().Data).toMatchObject({ InvoiceId: adhesion.id, CanWithdraw: false });
    const balance = await memberBalanceCents(db(), member.id);
    const res = await as(member).post(WITHDRAW);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ IsSuccess: false, Message: 'O prazo de 7 dias para desistir da adesão terminou.', Data: null });
    expect(await memberBalanceCents(db(), member.id)).toBe(balance);
    expect((await userById(db(), member.id)).status).toBe(UserStatus.Ativo);
    expect((await invoiceById(db(), adhesion.id)).status).toBe(InvoiceStatus.Pago);
  });

  it('a member with no paid adhesion has nothing to withdraw from', async () => {
    const member = await insertMember(db(), { username: 'semadesao' });
    expect((await as(member).get(STATE)).json().Data).toEqual({ InvoiceId: null, PaidOn: null, Deadline: null, CanWithdraw: false });
    expect((await as(member).post(WITHDRAW)).statusCode).toBe(409);
  });

  it('two withdrawals at once refund once', async () => {
    const { member, before } = await memberWithPaidAdhesion();
    const both = await Promise.all([as(member).post(WITHDRAW), as(member).post(WITHDRAW)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await memberBalanceCents(db(), member.id)).toBe(before);
    expect(await verifyLedger(db())).toEqual([]);
  });
});
