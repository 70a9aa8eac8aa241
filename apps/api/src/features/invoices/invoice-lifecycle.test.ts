import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BALANCE_PAYMENT_FEE_CENTS, EarningCategory, InvoiceStatus, InvoiceType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog } from '../../db/schema';
import { invoiceHandlers, registerAllInvoiceHandlers } from '../../invoice-handlers';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents } from '../ledger';
import { payInvoiceWithBalance } from '../payments';
import { insertInvoice, insertPlan, invoiceById } from '../payments/payments.fixtures';
import { cancelPaidInvoice, cancelPendingInvoice, registerInvoiceHandlers, type InvoiceHandlers } from './index';

/*
 * The invoice lifecycle's guards (docs/payments.md#invoice-lifecycle-and-handlers): each transition
 * is one guarded update, so whatever races, an invoice ends in one consistent state with its money
 * moved once; and its handlers run in the transition's transaction.
 */

let t: TestApp;
const db = () => t.database.db;
let plan: Awaited<ReturnType<typeof insertPlan>>;
const FEE = 4_990;
const PAID = FEE + BALANCE_PAYMENT_FEE_CENTS;

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok' as const,
    (e: { status?: number; message?: string }) => e.status ?? e.message,
  );
const paidAudits = async (invoiceId: number) =>
  (
    await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoices.paid'), eq(auditLog.target, `invoice:${invoiceId}`)))
  ).length;

async function memberWith(username: string, cents: number) {
  const m = await insertMember(db(), { username, planId: plan.id });
  if (cents > 0) await creditMember(db(), m.id, cents, EarningCategory.DivisaoDeLucro, 'crédito de teste');
  return m;
}

beforeAll(async () => {
  t = await createTestApp();
  plan = await insertPlan(db(), { name: 'Plano Ciclo', priceCents: 19_990, monthlyCents: FEE });
});
afterAll(() => t.close());
// A test that swaps a handler puts the real table back.
afterEach(() => registerAllInvoiceHandlers());

describe('settle', () => {
  it('two payments of one invoice racing settle it once and take the money once', async () => {
    const m = await memberWith('corrida.dupla', 3 * PAID);
    const inv = await insertInvoice(db(), { userId: m.id, valueCents: FEE, planId: plan.id, dueDate: '2026-05-31' });
    const results = await Promise.all([0, 1, 2].map(() => outcome(payInvoiceWithBalance(db(), m.id, inv.id))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 409)).toHaveLength(2);
    expect((await invoiceById(db(), inv.id)).status).toBe(InvoiceStatus.Pago);
    expect(await memberBalanceCents(db(), m.id)).toBe(2 * PAID);
    expect(await paidAudits(inv.id)).toBe(1);
  });

  it('cancel pending racing a payment: either Pago with the money moved once, or Cancelado with nothing moved', async () => {
    const m = await memberWith('corrida.cancela', 10 * PAID);
    const seen = new Set<number>();
    for (let round = 0; round < 6; round++) {
      const inv = await insertInvoice(db(), { userId: m.id, valueCents: FEE, planId: plan.id, dueDate: `2026-0${(round % 6) + 3}-10` });
      const before = await memberBalanceCents(db(), m.id);
      const cancel = db().transaction((tx) => cancelPendingInvoice(tx, inv.id, { now: new Date(), actorId: null }));
      const pay = outcome(payInvoiceWithBalance(db(), m.id, inv.id));
      const [paid, cancelled] = await Promise.all([pay, cancel]);
      const after = await invoiceById(db(), inv.id);
      seen.add(after.status);
      if (after.status === InvoiceStatus.Pago) {
        expect(paid).toBe('ok');
        expect(cancelled).toBeUndefined();
        expect(await memberBalanceCents(db(), m.id)).toBe(before - PAID);
        expect(await paidAudits(inv.id)).toBe(1);
      } else {
        expect(after.status).toBe(InvoiceStatus.Cancelado);
        expect(paid).toBe(409);
        expect(cancelled).toMatchObject({ id: inv.id, status: InvoiceStatus.Cancelado });
        expect(await memberBalanceCents(db(), m.id)).toBe(before);
        expect(await paidAudits(inv.id)).toBe(0);
      }
    }
    expect([...seen].every((s) => s === InvoiceStatus.Pago || s === InvoiceStatus.Cancelado)).toBe(true);
  });

  it("a handler runs in the settlement's transaction: when it fails, the invoice stays Pendente and the debit posted before it is undone", async () => {
    const m = await memberWith('handler.falha', 2 * PAID);
    const inv = await insertInvoice(db(), { userId: m.id, valueCents: FEE, planId: plan.id });
    const failing: InvoiceHandlers = {
      ...invoiceHandlers,
      types: {
        ...invoiceHandlers.types,
        [InvoiceType.Mensalidade]: {
          ...invoiceHandlers.types[InvoiceType.Mensalidade],
          settle: async () => {
            throw new Error('handler failed');
          },
        },
      },
    };
    registerInvoiceHandlers(failing);
    expect(await outcome(payInvoiceWithBalance(db(), m.id, inv.id))).toBe('handler failed');
    expect((await invoiceById(db(), inv.id)).status).toBe(InvoiceStatus.Pendente);
    expect(await memberBalanceCents(db(), m.id)).toBe(2 * PAID);
    expect(await paidAudits(inv.id)).toBe(0);

    registerAllInvoiceHandlers();
    expect(await outcome(payInvoiceWithBalance(db(), m.id, inv.id))).toBe('ok');
    expect(await memberBalanceCents(db(), m.id)).toBe(PAID);
  });

  it("a short balance is found first: none of the invoice's handlers writes or posts anything", async () => {
    const m = await memberWith('saldo.curto', PAID - 1);
    const inv = await insertInvoice(db(), { userId: m.id, valueCents: FEE, planId: plan.id, dueDate: '2026-07-15' });
    const applied: string[] = [];
    // The handlers decide before the debit (reads, to know whom to lock); they write only in apply.
    const watched = <S extends { apply(): Promise<unknown> }>(name: string, step: S): S => ({ ...step, apply: () => (applied.push(name), step.apply()) });
    const real = invoiceHandlers.types[InvoiceType.Mensalidade];
    registerInvoiceHandlers({
      ...invoiceHandlers,
      types: {
        ...invoiceHandlers.types,
        [InvoiceType.Mensalidade]: { ...real, settle: async (tx, invoice, ctx) => watched('mensalidade', await real.settle(tx, invoice, ctx)) },
      },
      commissions: {
        ...invoiceHandlers.commissions,
        settle: async (tx, invoice, ctx) => watched('commissions', await invoiceHandlers.commissions.settle(tx, invoice, ctx)),
      },
    });
    expect(await outcome(payInvoiceWithBalance(db(), m.id, inv.id))).toBe(422);
    expect(applied).toEqual([]);
    expect((await invoiceById(db(), inv.id)).status).toBe(InvoiceStatus.Pendente);
    expect(await memberBalanceCents(db(), m.id)).toBe(PAID - 1);
  });
});

describe('cancel pending', () => {
  it('a failing cancel-pending handler leaves the invoice Pendente', async () => {
    const m = await memberWith('cancela.falha', 0);
    const inv = await insertInvoice(db(), { userId: m.id, valueCents: FEE, planId: plan.id });
    registerInvoiceHandlers({
      ...invoiceHandlers,
      types: {
        ...invoiceHandlers.types,
        [InvoiceType.Mensalidade]: {
          ...invoiceHandlers.types[InvoiceType.Mensalidade],
          cancelPending: async () => {
            throw new Error('cancel handler failed');
          },
        },
      },
    });
    expect(await outcome(db().transaction((tx) => cancelPendingInvoice(tx, inv.id, { now: new Date(), actorId: null })))).toBe('cancel handler failed');
    expect((await invoiceById(db(), inv.id)).status).toBe(InvoiceStatus.Pendente);
  });

  it('cancels only what is still pending, and only of the types asked', async () => {
    const m = await memberWith('cancela.tipos', 0);
    const fee = await insertInvoice(db(), { userId: m.id, valueCents: FEE });
    const paid = await insertInvoice(db(), { userId: m.id, valueCents: FEE, status: InvoiceStatus.Pago });
    const now = new Date();
    expect(await db().transaction((tx) => cancelPendingInvoice(tx, fee.id, { now, actorId: null, types: [InvoiceType.B2B, InvoiceType.B2C] }))).toBeUndefined();
    expect(await db().transaction((tx) => cancelPendingInvoice(tx, paid.id, { now, actorId: null }))).toBeUndefined();
    expect((await invoiceById(db(), paid.id)).status).toBe(InvoiceStatus.Pago);
    expect(await db().transaction((tx) => cancelPendingInvoice(tx, fee.id, { now, actorId: null }))).toMatchObject({ status: InvoiceStatus.Cancelado });
    expect(await db().transaction((tx) => cancelPendingInvoice(tx, fee.id, { now, actorId: null }))).toBeUndefined();
  });
});

describe('cancel paid', () => {
  it('two cancellations of one paid invoice racing cancel it once and refund once', async () => {
    const m = await memberWith('estorno.duplo', PAID);
    const inv = await insertInvoice(db(), { userId: m.id, valueCents: FEE, planId: plan.id, dueDate: '2026-08-20' });
    await payInvoiceWithBalance(db(), m.id, inv.id);
    expect(await memberBalanceCents(db(), m.id)).toBe(0);
    const operator = { userId: m.id, ip: null };
    const results = await Promise.all([0, 1].map(() => outcome(cancelPaidInvoice(db(), operator, inv.id, 'teste'))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 409)).toHaveLength(1);
    expect((await invoiceById(db(), inv.id)).status).toBe(InvoiceStatus.Cancelado);
    expect(await memberBalanceCents(db(), m.id)).toBe(PAID);
  });
});

describe('the registry', () => {
  it('refuses a table missing an invoice type', () => {
    const { [InvoiceType.Assinatura]: _left, ...types } = invoiceHandlers.types;
    expect(() => registerInvoiceHandlers({ ...invoiceHandlers, types } as unknown as InvoiceHandlers)).toThrow(/type\(s\) 6/);
  });
});
