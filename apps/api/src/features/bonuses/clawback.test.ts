import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EarningCategory, InvoiceStatus, InvoiceType, UserStatus, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, invoices } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents, post, SystemAccount, systemBalanceCents, verifyLedger, type SystemAccountCode } from '../ledger';
import { payInvoiceWithBalance } from '../payments';
import { insertInvoice, insertPlan } from '../payments/payments.fixtures';
import { clawBackInvoice, clawbackKey, payCommissions } from './index';
import { entriesOfKey, insertUnilevel, linesOf, setBonificationCenter, sponsorChain, type Member } from './bonuses.fixtures';

let t: TestApp;
const db = () => t.database.db;
const as = (u: Member) => t.client(t.token(u));
const cancelPaid = (id: number) => `/api/admin/invoices/${id}/cancelPaid`;
/** d[2] is level 1 (10 %), d[1] level 2 (5 %, Inativo: the club's), d[0] level 3 (4 %). */
let d: Member[];
let operator: Member;
let plan: Awaited<ReturnType<typeof insertPlan>>;
let seq = 0;

const systemBalance = (code: SystemAccountCode) => systemBalanceCents(db(), code);
async function snapshot(members: Member[]) {
  return {
    members: await Promise.all(members.map((m) => memberBalanceCents(db(), m.id))),
    bonusExpense: await systemBalance(SystemAccount.BonusExpense),
    clubRevenue: await systemBalance(SystemAccount.ClubRevenue),
    fees: await systemBalance(SystemAccount.Fees),
  };
}

/** A member under d[2] with a Mensalidade of `cents` paid with his balance. */
async function paidByBalance(cents: number) {
  const source = await insertMember(db(), { username: `fonte${++seq}`, sponsorId: d[2]!.id });
  await creditMember(db(), source.id, cents + 275, EarningCategory.Adesao, 'saldo');
  const inv = await insertInvoice(db(), {
    userId: source.id,
    type: InvoiceType.Mensalidade,
    valueCents: cents,
    planId: plan.id,
    dueDate: `2030-01-${String(seq).padStart(2, '0')}`,
  });
  return { source, inv };
}

beforeAll(async () => {
  t = await createTestApp();
  const table = await insertUnilevel(db(), 'Mensalidades', [1_000, 500, 400]);
  await setBonificationCenter(db(), { MonthlyPaymentUnilevelId: table });
  plan = await insertPlan(db(), { name: 'Prata', priceCents: 50_000, monthlyCents: 10_000 });
  d = await sponsorChain(db(), 'd', 3, null, (i) => (i === 1 ? { status: UserStatus.Inativo } : {}));
  operator = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
});
afterAll(() => t.close());

describe(`cancelling a paid invoice claws its bonuses back (${TEST_DB})`, () => {
  it("returns every wallet and the club's accounts to what they were, with a negative line per line, audited", async () => {
    const { source, inv } = await paidByBalance(10_000);
    const before = await snapshot([...d, source]);
    await payInvoiceWithBalance(db(), source.id, inv.id);
    expect((await snapshot(d)).members).toEqual([before.members[0]! + 400, before.members[1]!, before.members[2]! + 1_000]);

    const res = await as(operator).request({
      method: 'POST',
      url: cancelPaid(inv.id),
      payload: { Reason: 'Pagamento contestado pelo sócio.' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: 'Fatura cancelada e bônus estornados.',
      Data: { InvoiceId: inv.id, Status: 0, ClawedBackLines: 3, ClawedBack: 14, Unrecovered: 0, Refunded: 102.75, HeldCancelled: 0 },
    });
    expect(await snapshot([...d, source])).toEqual(before);
    expect((await db().select().from(invoices).where(eq(invoices.id, inv.id)))[0]).toMatchObject({
      status: InvoiceStatus.Cancelado,
      cancelledAt: expect.any(Date),
    });

    const lines = await linesOf(db(), inv.id);
    const [originals, clawbacks] = [lines.slice(0, 3), lines.slice(3)];
    expect(clawbacks.map((l) => [l.reversesLineId, l.beneficiaryId, l.paidLevel, l.amountCents, l.status, l.note])).toEqual(
      originals.map((o) => [o.id, o.beneficiaryId, o.paidLevel, -o.amountCents, o.status, 'clawback']),
    );
    const entries = await entriesOfKey(db(), clawbackKey(inv.id));
    expect(entries.map((e) => [e.amount, e.category]).sort((x, y) => x[0]! - y[0]!)).toEqual([
      [-1_000, EarningCategory.Mensalidade],
      [-400, EarningCategory.Mensalidade],
      [1_400, null],
    ]);
    // One audit row for the action (after the payment's own), the clawback's figures in it.
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `invoice:${inv.id}`))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['invoices.paid', 'invoices.cancel_paid']);
    expect(audits[1]).toMatchObject({
      actorId: operator.id,
      reason: 'Pagamento contestado pelo sócio.',
      ip: '203.0.113.9',
      before: { status: 2, settledVia: 'balance' },
      after: { status: 0 },
      data: { clawedBackLines: 3, clawedBackCents: 1_400, refundedCents: 10_275 },
    });

    // Once: a second cancellation is refused and moves nothing.
    const again = await as(operator).post(cancelPaid(inv.id), { Reason: 'De novo.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe('Somente uma fatura paga pode ser cancelada e estornada.');
    expect(await snapshot([...d, source])).toEqual(before);
    expect(await clawBackInvoice(db(), inv.id)).toMatchObject({ lines: 0, clawedBackCents: 0 });
    expect(await linesOf(db(), inv.id)).toHaveLength(6);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it("takes what a wallet still holds and records the rest as the member's debt", async () => {
    const { source, inv } = await paidByBalance(10_000);
    await payInvoiceWithBalance(db(), source.id, inv.id);
    // d[2] spends all but R$ 3,00 of his money.
    const spend = (await memberBalanceCents(db(), d[2]!.id)) - 300;
    await post(db(), {
      kind: 'test',
      idempotencyKey: `test:spend:${inv.id}`,
      description: 'gasto',
      legs: [
        { member: d[2]!.id, amountCents: -spend },
        { system: SystemAccount.BankPayouts, amountCents: spend },
      ],
    });
    const receivablesBefore = await systemBalance(SystemAccount.BonusReceivables);

    const res = await as(operator).post(cancelPaid(inv.id), { Reason: 'Estorno no cartão.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ ClawedBack: 14, Unrecovered: 7 });
    expect(await memberBalanceCents(db(), d[2]!.id)).toBe(0);
    expect(await systemBalance(SystemAccount.BonusReceivables)).toBe(receivablesBefore - 700);
    const clawbacks = (await linesOf(db(), inv.id)).filter((l) => l.reversesLineId !== null);
    expect(clawbacks.map((l) => [l.beneficiaryId, l.amountCents, l.note])).toEqual([
      [d[2]!.id, -1_000, 'clawback; unrecovered 700'],
      [null, -500, 'clawback'],
      [d[0]!.id, -400, 'clawback'],
    ]);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('reverses the Simulado lines of an offline settlement without touching the ledger', async () => {
    const source = await insertMember(db(), { username: 'fonte-offline', sponsorId: d[2]!.id });
    const inv = await insertInvoice(db(), {
      userId: source.id,
      type: InvoiceType.Mensalidade,
      valueCents: 10_000,
      status: InvoiceStatus.Pago,
      planId: plan.id,
    });
    await db().update(invoices).set({ settledVia: 'offline' }).where(eq(invoices.id, inv.id));
    await db().transaction((tx) => payCommissions(tx, inv, 'offline'));
    const before = await snapshot([...d, source]);
    const res = await as(operator).post(cancelPaid(inv.id), { Reason: 'Demonstração.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ ClawedBackLines: 3, ClawedBack: 0, Refunded: 0 });
    expect(await snapshot([...d, source])).toEqual(before);
    expect((await linesOf(db(), inv.id)).map((l) => [l.amountCents, l.status])).toEqual([
      [1_000, 2],
      [500, 3],
      [400, 2],
      [-1_000, 2],
      [-500, 3],
      [-400, 2],
    ]);
    expect(await entriesOfKey(db(), clawbackKey(inv.id))).toEqual([]);
  });

  it('is for administrators, for paid invoices that are not orders, with a reason', async () => {
    const { source, inv } = await paidByBalance(10_000);
    const member = await as(d[0]!).post(cancelPaid(inv.id), { Reason: 'x' });
    expect(member.statusCode).toBe(403);
    const pending = await as(operator).post(cancelPaid(inv.id), { Reason: 'Ainda não paga.' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().Message).toBe('Somente uma fatura paga pode ser cancelada e estornada.');
    const unknown = await as(operator).post(cancelPaid(999_999), { Reason: 'Não existe.' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe('Fatura não encontrada.');
    const blank = await as(operator).post(cancelPaid(inv.id), { Reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().Message).toBe('Razão do cancelamento é obrigatória.');
    const order = await insertInvoice(db(), { userId: source.id, type: InvoiceType.B2B, valueCents: 3_000, status: InvoiceStatus.Pago });
    const refused = await as(operator).post(cancelPaid(order.id), { Reason: 'Pedido.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe('A fatura de um pedido pago não pode ser cancelada por aqui: o vendedor já recebeu pela venda.');
    expect(
      await db()
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, order.id), eq(invoices.status, InvoiceStatus.Pago))),
    ).toHaveLength(1);
  });
});
