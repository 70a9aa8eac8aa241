import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { EarningCategory, InvoiceStatus, InvoiceType, UserStatus, UserType } from '@clube/contract';
import { closeSecondInstance, createTestApp, secondInstance, TEST_DB, type TestApp } from '../../../test/helper';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { commissionLines, ledgerHolds } from '../../db/schema';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { creditMember, insertMember } from '../../seed/builders';
import { cancelPaidInvoiceReversedByGateway } from '../invoices';
import { memberBalanceCents, SystemAccount, systemBalanceCents, verifyLedger } from '../ledger';
import { CITY, insertAddress, insertDistributionCenter, insertProduct, insertStock, insertStorage, orderById } from '../orders/orders.fixtures';
import { payInvoiceWithBalance } from '../payments';
import { insertInvoice, insertPlan } from '../payments/payments.fixtures';
import { insertUnilevel, setBonificationCenter, sponsorChain, type Member } from './bonuses.fixtures';
import { releaseHeldCredits } from './index';

// Commissions and sellers' credits wait out the buyer's right of withdrawal
// (docs/bonuses.md#held-commissions, docs/ledger.md#held-credits). On PostgreSQL a second pool
// stands for a second API instance, so releases and cancellations really race; on PGlite (one
// connection) they take turns.
let t: TestApp;
let second: Database;
const db = () => t.database.db;
const as = (u: Member) => t.client(t.token(u));
const DAY = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY);
const cancelPaid = (id: number) => `/api/admin/invoices/${id}/cancelPaid`;

/** u[2] is level 1 (10 %), u[1] level 2 (5 %), u[0] level 3 (2 %). */
let u: Member[];
let operator: Member;
let plan: Awaited<ReturnType<typeof insertPlan>>;
let seq = 0;

const balances = (members: Member[]) => Promise.all(members.map((m) => memberBalanceCents(db(), m.id)));
const holdsOf = (invoiceId: number) => db().select().from(ledgerHolds).where(eq(ledgerHolds.invoiceId, invoiceId)).orderBy(ledgerHolds.id);
const statementOf = async (m: Member) => (await as(m).post('/api/bonuses/getBonusStatement', { PaginationSettings: { Page: 1, RowsPerPage: 50 } })).json().Data;
const walletOf = async (m: Member) => (await as(m).get('/api/users/wallets/getUserWalletByWalletType/1')).json().Data;
const gainsOf = async (m: Member) => (await as(m).get('/api/finances/earnings/getAllEarningsDetails')).json().Data;

/** A new member under u[2] with an invoice of `type` for `cents`, and the balance to pay it. */
async function payerWith(type: number, cents: number) {
  const payer = await insertMember(db(), { username: `pagador${++seq}`, sponsorId: u[2]!.id, status: UserStatus.Pendente, planId: plan.id });
  await creditMember(db(), payer.id, cents + 275, EarningCategory.Adesao, 'saldo');
  const inv = await insertInvoice(db(), {
    userId: payer.id,
    type,
    valueCents: cents,
    planId: plan.id,
    dueDate: `2031-01-${String((seq % 28) + 1).padStart(2, '0')}`,
  });
  return { payer, inv };
}

beforeAll(async () => {
  t = await createTestApp();
  second = await secondInstance(t);
  const table = await insertUnilevel(db(), 'Retidos', [1_000, 500, 200]);
  await setBonificationCenter(db(), { AdhesionUnilevelId: table, MonthlyPaymentUnilevelId: table, ProductsUnilevelId: table });
  plan = await insertPlan(db(), { name: 'Ouro', priceCents: 100_000, monthlyCents: 10_000 });
  u = await sponsorChain(db(), 'r', 3);
  operator = await insertMember(db(), { username: 'operadora', type: UserType.Administrator });
});
afterAll(async () => {
  expect(await verifyLedger(db())).toEqual([]);
  await closeSecondInstance(t, second);
  await t.close();
});

describe(`held commissions (${TEST_DB})`, () => {
  it('an adhesion writes its lines as Retido with their release day and moves no wallet; a Mensalidade still pays at once', async () => {
    const before = await balances(u);
    const { inv } = await payerWith(InvoiceType.Adesao, 100_000);
    await payInvoiceWithBalance(db(), (await payerOf(inv.id)).id, inv.id);
    expect(await balances(u)).toEqual(before);
    const releaseDay = addDays(dayInSaoPaulo(), 8);
    expect((await holdsOf(inv.id)).map((h) => [h.userId, h.amountCents, h.category, h.status, h.releasesOn])).toEqual([
      [u[2]!.id, 10_000, EarningCategory.Adesao, 1, releaseDay],
      [u[1]!.id, 5_000, EarningCategory.Adesao, 1, releaseDay],
      [u[0]!.id, 2_000, EarningCategory.Adesao, 1, releaseDay],
    ]);
    expect(await systemBalanceCents(db(), SystemAccount.HeldCredits)).toBeGreaterThanOrEqual(17_000);

    // The statement shows it apart: Retido, its day, outside 'Total Creditado'.
    const statement = await statementOf(u[2]!);
    expect(statement.Lines[0]).toMatchObject({ Amount: 100, StatusFormatted: 'Retido', Held: true, ReleasesOn: releaseDay });
    expect(statement.Totals).toMatchObject({ CreditedTotal: 0, HeldTotal: 100 });
    // The dashboard: 'Saldo retido' apart from the balance; the gains count none of it.
    expect(await walletOf(u[2]!)).toMatchObject({ Amount: before[2]! / 100, Held: 100, NextReleaseOn: releaseDay });
    expect(await gainsOf(u[2]!)).toMatchObject({ DailyGains: 0, TotalGains: 0 });

    // A Mensalidade is not held: level 1 gets 10 % now.
    const fee = await payerWith(InvoiceType.Mensalidade, 10_000);
    await payInvoiceWithBalance(db(), fee.payer.id, fee.inv.id);
    expect((await balances(u))[2]).toBe(before[2]! + 1_000);
    expect(await holdsOf(fee.inv.id)).toEqual([]);
  });

  it('the job releases what is due exactly once, counting it as gained on the release day; run twice, nothing moves again', async () => {
    const { payer, inv } = await payerWith(InvoiceType.Adesao, 50_000);
    await payInvoiceWithBalance(db(), payer.id, inv.id);
    const before = await balances(u);
    const gainsBefore = await gainsOf(u[2]!);
    // On the window's last day it still waits: the buyer may withdraw all of that day.
    await releaseHeldCredits(db(), later(7));
    expect(await balances(u)).toEqual(before);
    // One batch holding two holds of the same member (this test's and the first one's).
    const released = await releaseHeldCredits(db(), later(8));
    expect(released.releasedHolds).toBeGreaterThanOrEqual(3);
    const after = await balances(u);
    expect(after.map((b, i) => b - before[i]!)).toEqual([1_000, 2_500, 5_000].map((c, i) => c + heldEarlier[i]!));
    expect((await holdsOf(inv.id)).every((h) => h.status === 2 && h.releaseTransactionId !== null)).toBe(true);
    // Released money is a gain on its day (the job's), and the line reads Creditado.
    expect((await gainsOf(u[2]!)).TotalGains).toBe(gainsBefore.TotalGains + 50 + 100);
    const line = (await statementOf(u[2]!)).Lines.find((l: { Base: number }) => l.Base === 500);
    expect(line).toMatchObject({ StatusFormatted: 'Creditado', Held: false, ReleasesOn: null });
    // Again, and a later run: nothing twice.
    expect(await releaseHeldCredits(db(), later(8))).toEqual({ releasedHolds: 0, releasedCents: 0 });
    expect(await releaseHeldCredits(db(), later(30))).toEqual({ releasedHolds: 0, releasedCents: 0 });
    expect(await balances(u)).toEqual(after);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('a cancellation inside the window cancels the held lines: no wallet moves, no debt; the job never pays them', async () => {
    const { payer, inv } = await payerWith(InvoiceType.Adesao, 100_000);
    await payInvoiceWithBalance(db(), payer.id, inv.id);
    const before = await balances(u);
    const receivables = await systemBalanceCents(db(), SystemAccount.BonusReceivables);
    const res = await as(operator).post(cancelPaid(inv.id), { Reason: 'Desistência dentro de sete dias.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ ClawedBackLines: 3, ClawedBack: 0, Unrecovered: 0, Refunded: 1002.75, HeldCancelled: 170 });
    expect(await balances(u)).toEqual(before);
    expect(await systemBalanceCents(db(), SystemAccount.BonusReceivables)).toBe(receivables);
    expect((await holdsOf(inv.id)).map((h) => h.status)).toEqual([0, 0, 0]);
    const reversals = await db().select().from(commissionLines).where(eq(commissionLines.sourceInvoiceId, inv.id));
    expect(reversals.filter((l) => l.reversesLineId !== null).map((l) => l.note)).toEqual(['clawback; held', 'clawback; held', 'clawback; held']);
    const line = (await statementOf(u[2]!)).Lines.find((l: { Base: number; Amount: number }) => l.Base === 1000 && l.Amount === 100);
    expect(line).toMatchObject({ StatusFormatted: 'Estornado', Held: false });
    await releaseHeldCredits(db(), later(9));
    expect(await balances(u)).toEqual(before);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('after the release, a cancellation claws back as before, from the wallets', async () => {
    const { payer, inv } = await payerWith(InvoiceType.Adesao, 20_000);
    await payInvoiceWithBalance(db(), payer.id, inv.id);
    await releaseHeldCredits(db(), later(8));
    const before = await balances(u);
    const res = await as(operator).post(cancelPaid(inv.id), { Reason: 'Estorno após o prazo.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ ClawedBackLines: 3, ClawedBack: 34, HeldCancelled: 0 });
    expect((await balances(u)).map((b, i) => before[i]! - b)).toEqual([400, 1_000, 2_000]);
    expect((await holdsOf(inv.id)).map((h) => h.status)).toEqual([2, 2, 2]);
    expect(await verifyLedger(db())).toEqual([]);
  });
});

describe(`a held order (${TEST_DB})`, () => {
  it("a goods order waits for its delivery; its payment going back inside the window voids the seller's credit and the lines, taking nothing from anyone", async () => {
    const seller = await insertMember(db(), { username: 'loja.retida' });
    const buyer = await insertMember(db(), { username: 'compra.retida', sponsorId: u[2]!.id });
    const dc = await insertDistributionCenter(db(), seller.id, CITY.campinas);
    const storage = await insertStorage(db(), dc.id, 1);
    const address = await insertAddress(db(), buyer.id, CITY.saoPaulo);
    const product = await insertProduct(db(), { ownerId: seller.id, priceCents: 10_000, dealerDiscountCents: 0, officePercentageBps: 1_000 });
    await insertStock(db(), { productId: product.id, storageId: storage.id, quantity: 5 });
    await creditMember(db(), buyer.id, 50_000, EarningCategory.Adesao, 'saldo');
    const created = await as(buyer).post('/api/store/orders/createNewOrderWithInvoice', {
      Items: [{ ProductId: product.id, Quantity: 1, ItemsFeatures: [] }],
      DeliveryAddressId: address.id,
      DeliveryType: 0,
    });
    expect(created.statusCode, created.body).toBe(200);
    const order = created.json().Data as { Id: number; InvoiceId: number };
    expect((await as(buyer).post('/api/payments/pay/balancePayment', { InvoiceId: order.InvoiceId })).statusCode).toBe(200);
    const sellerCents = (await orderById(db(), order.Id)).sellerAmountCents;
    expect((await holdsOf(order.InvoiceId)).map((h) => [h.kind, h.userId, h.amountCents, h.releasesOn])).toEqual([
      ['sale', seller.id, sellerCents, null],
      ['commission', u[2]!.id, 100, null],
      ['commission', u[1]!.id, 50, null],
      ['commission', u[0]!.id, 20, null],
    ]);
    // 'aguardando entrega': held, no day yet.
    expect(await walletOf(seller)).toMatchObject({ Amount: 0, Held: sellerCents / 100, NextReleaseOn: null });
    expect((await statementOf(u[2]!)).Lines.find((l: { Base: number }) => l.Base === 10)).toMatchObject({ Held: true, ReleasesOn: null });
    // Delivered: the seven days start.
    expect((await as(seller).put(`/api/store/orders/updateOrderToDelivered/${order.Id}`)).statusCode).toBe(200);
    expect(new Set((await holdsOf(order.InvoiceId)).map((h) => h.releasesOn))).toEqual(new Set([addDays(dayInSaoPaulo(), 8)]));

    const before = await balances([...u, seller]);
    const refunded = await db().transaction((tx) =>
      cancelPaidInvoiceReversedByGateway(tx, order.InvoiceId, {
        gateway: 'mercadopago',
        externalId: 'mp-1',
        paymentPublicId: 'p-1',
        gatewayStatus: 'refunded',
        gatewayStatusDetail: 'refunded',
      }),
    );
    expect(refunded).toMatchObject({ status: InvoiceStatus.Cancelado, clawback: { heldCancelledCents: 170, clawedBackCents: 0 } });
    expect(refunded!['order']).toMatchObject({ heldCancelledCents: sellerCents, reversedCents: 0, unrecoveredCents: 0 });
    expect(await balances([...u, seller])).toEqual(before);
    expect((await holdsOf(order.InvoiceId)).map((h) => h.status)).toEqual([0, 0, 0, 0]);
    await releaseHeldCredits(db(), later(9));
    expect(await balances([...u, seller])).toEqual(before);
    expect(await verifyLedger(db())).toEqual([]);
  });
});

describe(`held credits racing (${TEST_DB})`, () => {
  it('two releases at once on two instances pay each hold once', async () => {
    const paid: number[] = [];
    for (let i = 0; i < 12; i++) {
      const { payer, inv } = await payerWith(InvoiceType.Adesao, 10_000 + i * 100);
      await payInvoiceWithBalance(db(), payer.id, inv.id);
      paid.push(inv.id);
    }
    const before = await balances(u);
    const due = rowsOf<{ n: string; cents: string }>(
      await db().execute(
        sql`SELECT count(*)::text AS n, coalesce(sum(amount_cents), 0)::text AS cents FROM ledger_holds WHERE status = 1 AND releases_on <= ${addDays(dayInSaoPaulo(), 8)}::date`,
      ),
    )[0]!;
    const runs = await Promise.all([releaseHeldCredits(db(), later(8), { batchSize: 3 }), releaseHeldCredits(second.db, later(8), { batchSize: 3 })]);
    expect(runs.reduce((s, r) => s + r.releasedHolds, 0)).toBe(Number(due.n));
    expect(runs.reduce((s, r) => s + r.releasedCents, 0)).toBe(Number(due.cents));
    const after = await balances(u);
    expect(after.reduce((s, b) => s + b, 0) - before.reduce((s, b) => s + b, 0)).toBe(Number(due.cents));
    const releases = rowsOf<{ n: string }>(
      await db().execute(sql`SELECT count(*)::text AS n FROM ledger_transactions WHERE kind IN ('hold_release', 'order_sale_release')`),
    )[0]!;
    const releasedHolds = rowsOf<{ n: string }>(await db().execute(sql`SELECT count(*)::text AS n FROM ledger_holds WHERE status = 2`))[0]!;
    expect(releases.n).toBe(releasedHolds.n);
    expect(await verifyLedger(db())).toEqual([]);
  });

  for (const first of ['release', 'cancellation'] as const) {
    it(`a release and cancellations of the same invoices at once (${first} first): each hold is either released then clawed back, or cancelled and never paid`, async () => {
      const invoices: number[] = [];
      for (let i = 0; i < 6; i++) {
        const { payer, inv } = await payerWith(InvoiceType.Adesao, 30_000 + i * 100);
        await payInvoiceWithBalance(db(), payer.id, inv.id);
        invoices.push(inv.id);
      }
      // Anything else due is released first: the race is about these invoices only.
      await releaseHeldCredits(db(), later(7));
      const before = await balances(u);
      const release = () => releaseHeldCredits(second.db, later(8), { batchSize: 2 });
      const cancel = () => Promise.all(invoices.map((id) => as(operator).post(cancelPaid(id), { Reason: 'Corrida de teste.' })));
      const cancelled = first === 'release' ? (await Promise.all([release(), cancel()]))[1] : (await Promise.all([cancel(), release()]))[0];
      expect(cancelled.map((r) => r.statusCode)).toEqual(invoices.map(() => 200));
      // Whoever won, every wallet ends where it was (released then clawed back, or never paid).
      expect(await balances(u)).toEqual(before);
      for (const id of invoices) {
        const holds = await holdsOf(id);
        expect(holds).toHaveLength(3);
        for (const h of holds) {
          expect([0, 2]).toContain(h.status);
          if (h.status === 0) expect(h.releaseTransactionId).toBeNull();
        }
        const released = holds.filter((h) => h.status === 2).reduce((s, h) => s + h.amountCents, 0);
        const body = cancelled[invoices.indexOf(id)]!.json().Data;
        expect(Math.round(body.ClawedBack * 100)).toBe(released);
        expect(Math.round(body.HeldCancelled * 100)).toBe(holds.filter((h) => h.status === 0).reduce((s, h) => s + h.amountCents, 0));
      }
      // Later runs pay nothing of it.
      await releaseHeldCredits(db(), later(30));
      expect(await balances(u)).toEqual(before);
      expect(await verifyLedger(db())).toEqual([]);
    });
  }
});

/** What each level had held from the first test, released with the second's (levels 3, 2, 1). */
const heldEarlier = [2_000, 5_000, 10_000];

async function payerOf(invoiceId: number) {
  const [row] = rowsOf<{ user_id: number }>(await db().execute(sql`SELECT user_id FROM invoices WHERE id = ${invoiceId}`));
  return { id: Number(row!.user_id) };
}
