import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { EarningCategory, InvoiceStatus, InvoiceType, messages, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/rows';
import { creditMember, insertMember } from '../../seed/builders';
import { insertUnilevel, setBonificationCenter, sponsorChain, type Member } from '../bonuses/bonuses.fixtures';
import { verifyLedger } from '../ledger';
import { CITY, insertAddress, insertDistributionCenter, insertProduct, insertStock, insertStorage } from '../orders/orders.fixtures';
import { verifyStock } from '../stocks';
import { insertInvoice, insertPlan, invoiceById } from './payments.fixtures';
import { payInvoiceWithBalance } from './index';

// A busy minute through the HTTP API: members paying monthly fees, orders and plan changes by
// balance (each paying commissions up a shared sponsor line), an operator cancelling paid
// invoices, transfers both ways between the same members, opposite-order pairs (A buys from B while
// B buys from A; A transfers to B while B transfers to A), the same invoice paid twice at once.
// On PostgreSQL the requests really race (a pooled connection each); on PGlite they take turns.
let t: TestApp;
const db = () => t.database.db;
const as = (u: Member) => t.client(t.token(u));

const BALANCE = '/api/payments/pay/balancePayment';
const TRANSFER = '/api/users/transfers/createNewUserTransfer';
const CREATE_ORDER = '/api/store/orders/createNewOrderWithInvoice';
const CHANGE_PLAN = (id: number) => `/api/plans/changePlan/${id}`;
const CANCEL_PAID = (id: number) => `/api/admin/invoices/${id}/cancelPaid`;

/** What a refused call may answer: the spec's and the docs' pt-BR texts, nothing else. */
const EXPECTED_REFUSALS: Record<number, string[]> = {
  409: [messages.invoiceAlreadyPaid, messages.invoiceCancelled, messages.invoiceNotPaidToCancel],
  422: [messages.balancePaymentInsufficient, messages.transferInsufficient, messages.noBalance, messages.invoiceNotPaidToCancel],
};

interface Call {
  label: string;
  invoiceId?: number;
  run: () => Promise<LightMyRequestResponse>;
}

let operator: Member;
let a: Member;
let b: Member;
let payers: Member[];
let poor: Member;
const calls: Call[] = [];
/** Invoices paid by balance in the storm (each at most once). */
const stormInvoices: number[] = [];
/** Invoices paid before the storm, which the operator cancels during it. */
const prepaid: number[] = [];

async function seller(m: Member, name: string) {
  const dc = await insertDistributionCenter(db(), m.id, CITY.campinas);
  const storage = await insertStorage(db(), dc.id, 1);
  const product = await insertProduct(db(), { ownerId: m.id, name });
  await insertStock(db(), { productId: product.id, storageId: storage.id, quantity: 1_000 });
  return product;
}

beforeAll(async () => {
  t = await createTestApp();
  const table = await insertUnilevel(db(), 'Tempestade', [1_000, 500, 400]);
  await setBonificationCenter(db(), { MonthlyPaymentUnilevelId: table, PlanChangeUnilevelId: table, ProductsUnilevelId: table });
  const basic = await insertPlan(db(), { name: 'Básico Storm', priceCents: 10_000, monthlyCents: 3_000 });
  const gold = await insertPlan(db(), { name: 'Ouro Storm', priceCents: 25_050, monthlyCents: 7_990 });
  operator = await insertMember(db(), { username: 'operador.storm', type: UserType.Administrator });
  // Three uplines shared by every payer: their accounts are the hot rows of the commissions.
  const line = await sponsorChain(db(), 'linha', 3);
  payers = [];
  for (let i = 0; i < 10; i++) {
    const m = await insertMember(db(), { username: `tormenta${i}`, sponsorId: line[2 - (i % 2)]!.id, planId: basic.id });
    await creditMember(db(), m.id, 300_000, EarningCategory.Adesao, 'saldo da tempestade');
    await insertAddress(db(), m.id, CITY.saoPaulo);
    payers.push(m);
  }
  [a, b] = payers as [Member, Member];
  const productOf = new Map([
    [a.id, await seller(a, 'Caneca da Ana')],
    [b.id, await seller(b, 'Boné do Beto')],
  ]);
  poor = await insertMember(db(), { username: 'sem.saldo', sponsorId: line[2]!.id, planId: basic.id });
  await creditMember(db(), poor.id, 1_000, EarningCategory.Adesao, 'pouco saldo');

  let day = 0;
  const fee = (m: Member, planId: number) =>
    insertInvoice(db(), {
      userId: m.id,
      type: InvoiceType.Mensalidade,
      valueCents: 3_000,
      planId,
      dueDate: `2031-01-${String((day++ % 28) + 1).padStart(2, '0')}`,
    });
  const pay = (m: Member, invoiceId: number, label: string) => {
    stormInvoices.push(invoiceId);
    calls.push({ label, invoiceId, run: () => as(m).post(BALANCE, { InvoiceId: invoiceId }) });
  };

  for (const [i, m] of payers.entries()) {
    // Two monthly fees, an order (from A, or from B for A and every other payer), a plan change.
    for (let k = 0; k < 2; k++) pay(m, (await fee(m, basic.id)).id, `mensalidade ${m.username}`);
    const from = m.id === b.id || i % 2 === 0 ? (m.id === a.id ? b : a) : b;
    const order = await as(m).post(CREATE_ORDER, {
      Items: [{ ProductId: productOf.get(from.id)!.id, Quantity: 1 }],
      DeliveryAddressId: (await addressOf(m)).id,
    });
    expect(order.statusCode, order.body).toBe(200);
    pay(m, order.json().Data.InvoiceId, `pedido de ${m.username} a ${from.username}`);
    const change = await as(m).post(CHANGE_PLAN(gold.id));
    expect(change.statusCode, change.body).toBe(200);
    pay(m, change.json().Data.Invoice.Id, `troca de plano ${m.username}`);
    // A fee paid before the storm, which the operator cancels during it.
    if (i >= 2 && i < 6) {
      const paid = await fee(m, basic.id);
      await payInvoiceWithBalance(db(), m.id, paid.id);
      prepaid.push(paid.id);
    }
  }

  // The same invoice paid twice at once.
  const twice = await fee(payers[2]!, basic.id);
  pay(payers[2]!, twice.id, 'mesma fatura, 1');
  pay(payers[2]!, twice.id, 'mesma fatura, 2');
  // A member without enough balance: his payment and his transfer are refused.
  pay(poor, (await fee(poor, basic.id)).id, 'mensalidade sem saldo');
  calls.push({ label: 'transferência sem saldo', run: () => as(poor).post(TRANSFER, { ToUserId: a.id, Value: 500, WalletType: 1 }) });
  // Transfers both ways: A <-> B at once, and around the ring of payers.
  for (let k = 0; k < 3; k++) {
    calls.push({ label: 'A para B', run: () => as(a).post(TRANSFER, { ToUserId: b.id, Value: 12.34, WalletType: 1 }) });
    calls.push({ label: 'B para A', run: () => as(b).post(TRANSFER, { ToUserId: a.id, Value: 43.21, WalletType: 1 }) });
  }
  for (const [i, m] of payers.entries()) {
    const next = payers[(i + 1) % payers.length]!;
    calls.push({ label: `${m.username} para ${next.username}`, run: () => as(m).post(TRANSFER, { ToUserId: next.id, Value: 5, WalletType: 1 }) });
    calls.push({ label: `${next.username} para ${m.username}`, run: () => as(next).post(TRANSFER, { ToUserId: m.id, Value: 7, WalletType: 1 }) });
  }
  // The operator cancels the paid fees, one of them twice at once, and a fee being paid in the storm.
  for (const id of prepaid) calls.push({ label: `cancelPaid ${id}`, run: () => as(operator).post(CANCEL_PAID(id), { Reason: 'Pagamento contestado.' }) });
  calls.push({ label: `cancelPaid ${prepaid[0]} de novo`, run: () => as(operator).post(CANCEL_PAID(prepaid[0]!), { Reason: 'De novo.' }) });
  calls.push({ label: 'cancelPaid durante o pagamento', run: () => as(operator).post(CANCEL_PAID(twice.id), { Reason: 'Na corrida.' }) });
});
afterAll(() => t.close());

async function addressOf(m: Member) {
  const [row] = rowsOf<{ id: number }>(await db().execute(sql`SELECT id FROM addresses WHERE user_id = ${m.id} ORDER BY id LIMIT 1`));
  return { id: Number(row!.id) };
}

/** A fixed shuffle (the same interleaving every run): opposite pairs end up next to each other or not. */
function shuffled<T>(xs: T[]): T[] {
  const out = [...xs];
  let seed = 16;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe(`a storm of settlements (${TEST_DB})`, () => {
  it('every answer is a 200 or an expected refusal, every invoice is paid at most once and the ledger stays sound', async () => {
    const answers = await Promise.all(shuffled(calls).map(async (c) => ({ call: c, res: await c.run() })));

    const unexpected = answers
      .filter(({ res }) => res.statusCode !== 200 && !(EXPECTED_REFUSALS[res.statusCode] ?? []).includes(res.json().Message))
      .map(({ call, res }) => `${call.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    expect(unexpected).toEqual([]);

    // Paid at most once: one 200 per invoice at most, and one debit of the payer in the ledger.
    const twice = answers.filter(({ call }) => call.label.startsWith('mesma fatura'));
    expect(twice.filter(({ res }) => res.statusCode === 200).length).toBeLessThanOrEqual(1);
    const debits = rowsOf<{ description: string; n: number }>(
      await db().execute(sql`
        SELECT e.description, count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.kind = 'member' AND e.amount_cents < 0
          AND e.description = ANY(${sql.param([...new Set(stormInvoices)].map((id) => messages.balancePaymentEntry(id)))}::text[])
        GROUP BY e.description HAVING count(*) > 1`),
    );
    expect(debits).toEqual([]);
    for (const id of new Set(stormInvoices)) {
      const inv = await invoiceById(db(), id);
      const ok = answers.filter(({ call, res }) => call.invoiceId === id && res.statusCode === 200).length;
      expect(ok, `invoice ${id}`).toBeLessThanOrEqual(1);
      // Paid once, or refused and still open (the poor member), or paid then cancelled by the operator.
      if (ok === 1) expect([InvoiceStatus.Pago, InvoiceStatus.Cancelado]).toContain(inv.status);
      else expect(inv.status).toBe(InvoiceStatus.Pendente);
    }
    for (const id of prepaid) expect((await invoiceById(db(), id)).status).toBe(InvoiceStatus.Cancelado);
    const cancelAgain = answers.filter(({ call }) => call.label.startsWith(`cancelPaid ${prepaid[0]}`));
    expect(cancelAgain.filter(({ res }) => res.statusCode === 200)).toHaveLength(1);

    // The ledger: verifier clean, and every member's balance the sum of his entries.
    expect(await verifyLedger(db())).toEqual([]);
    const mismatched = rowsOf(
      await db().execute(sql`
        SELECT a.user_id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
        WHERE a.kind = 'member' GROUP BY a.id HAVING a.balance_cents <> coalesce(sum(e.amount_cents), 0)`),
    );
    expect(mismatched).toEqual([]);
    expect(await verifyStock(db())).toEqual([]);
    expect(answers.filter(({ res }) => res.statusCode >= 500)).toEqual([]);
  });
});
