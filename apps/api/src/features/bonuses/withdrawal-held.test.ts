import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { EarningCategory, InvoiceType, UserStatus } from '@clube/contract';
import { closeSecondInstance, createTestApp, secondInstance, TEST_DB, type TestApp } from '../../../test/helper';
import type { Database } from '../../db/client';
import { commissionLines, ledgerHolds } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents, verifyLedger } from '../ledger';
import { CITY, insertAddress, insertDistributionCenter, insertProduct, insertStock, insertStorage } from '../orders/orders.fixtures';
import { payInvoiceWithBalance } from '../payments';
import { insertInvoice, insertPlan, userById } from '../payments/payments.fixtures';
import { insertUnilevel, setBonificationCenter, sponsorChain, type Member } from './bonuses.fixtures';
import { releaseHeldCredits } from './index';

// The right of withdrawal meeting the held credits (docs/bonuses.md#held-commissions,
// docs/marketplace.md#withdrawal-of-a-purchase, docs/club.md#withdrawal-of-the-adhesion): a
// withdrawal inside the window cancels what was held before any money reached anyone, even on
// the window's last day; a release racing a withdrawal ends with one of them, never both. On
// PostgreSQL a second pool stands for a second API instance running the release job.
let t: TestApp;
let second: Database;
const db = () => t.database.db;
const as = (m: Member) => t.client(t.token(m));
const DAY = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY);

/** u[2] is level 1 (10 %), u[1] level 2 (5 %), u[0] level 3 (2 %). */
let u: Member[];
let seller: Member;
let plan: Awaited<ReturnType<typeof insertPlan>>;
let product: Awaited<ReturnType<typeof insertProduct>>;
let seq = 0;

const balances = (members: Member[]) => Promise.all(members.map((m) => memberBalanceCents(db(), m.id)));
const holdsOf = (invoiceId: number) => db().select().from(ledgerHolds).where(eq(ledgerHolds.invoiceId, invoiceId)).orderBy(ledgerHolds.id);

/** A buyer under u[2] who bought one unit of the seller's product, paid it by balance, and got it delivered today. */
async function deliveredOrder() {
  const buyer = await insertMember(db(), { username: `comprador${++seq}`, sponsorId: u[2]!.id });
  const address = await insertAddress(db(), buyer.id, CITY.saoPaulo);
  await creditMember(db(), buyer.id, 50_000, EarningCategory.Adesao, 'saldo');
  const before = await memberBalanceCents(db(), buyer.id);
  const created = await as(buyer).post('/api/store/orders/createNewOrderWithInvoice', {
    Items: [{ ProductId: product.id, Quantity: 1, ItemsFeatures: [] }],
    DeliveryAddressId: address.id,
    DeliveryType: 0,
  });
  expect(created.statusCode, created.body).toBe(200);
  const order = created.json().Data as { Id: number; InvoiceId: number };
  expect((await as(buyer).post('/api/payments/pay/balancePayment', { InvoiceId: order.InvoiceId })).statusCode).toBe(200);
  expect((await as(seller).put(`/api/store/orders/updateOrderToDelivered/${order.Id}`)).statusCode).toBe(200);
  return { buyer, order, before };
}

beforeAll(async () => {
  t = await createTestApp();
  second = await secondInstance(t);
  const table = await insertUnilevel(db(), 'Desistências', [1_000, 500, 200]);
  await setBonificationCenter(db(), { AdhesionUnilevelId: table, MonthlyPaymentUnilevelId: table, ProductsUnilevelId: table });
  plan = await insertPlan(db(), { name: 'Prata', priceCents: 30_000, monthlyCents: 10_000 });
  u = await sponsorChain(db(), 'w', 3);
  seller = await insertMember(db(), { username: 'loja.desistencia' });
  const dc = await insertDistributionCenter(db(), seller.id, CITY.campinas);
  const storage = await insertStorage(db(), dc.id, 1);
  product = await insertProduct(db(), { ownerId: seller.id, priceCents: 10_000, dealerDiscountCents: 0, officePercentageBps: 1_000 });
  await insertStock(db(), { productId: product.id, storageId: storage.id, quantity: 100 });
});
afterAll(async () => {
  expect(await verifyLedger(db())).toEqual([]);
  await closeSecondInstance(t, second);
  await t.close();
});

describe(`withdrawals and held credits (${TEST_DB})`, () => {
  it("a buyer withdrawing on the window's last day: nothing was released, every hold is cancelled, no wallet but his moved", async () => {
    const others = [...u, seller];
    const othersBefore = await balances(others);
    const { buyer, order, before } = await deliveredOrder();
    const holds = await holdsOf(order.InvoiceId);
    expect(holds.map((h) => h.kind).sort()).toEqual(['commission', 'commission', 'commission', 'sale']);
    // The job on the 7th day after delivery (the buyer's last day) frees nothing.
    await releaseHeldCredits(db(), later(7));
    expect(await balances(others)).toEqual(othersBefore);

    const res = await as(buyer).put(`/api/store/orders/withdrawOrder/${order.Id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await holdsOf(order.InvoiceId)).map((h) => h.status)).toEqual([0, 0, 0, 0]);
    expect(await memberBalanceCents(db(), buyer.id)).toBe(before);
    expect(await balances(others)).toEqual(othersBefore);
    const reversals = await db().select().from(commissionLines).where(eq(commissionLines.sourceInvoiceId, order.InvoiceId));
    expect(reversals.filter((l) => l.reversesLineId !== null).map((l) => l.note)).toEqual(['clawback; held', 'clawback; held', 'clawback; held']);
    // Later runs find nothing to pay.
    await releaseHeldCredits(db(), later(30));
    expect(await balances(others)).toEqual(othersBefore);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it('a new member withdrawing from his adhesion: his uplines never saw the held commissions, he is Inativo with his money back', async () => {
    const payer = await insertMember(db(), { username: `novo${++seq}`, sponsorId: u[2]!.id, status: UserStatus.Pendente, planId: plan.id });
    await creditMember(db(), payer.id, 40_000, EarningCategory.Adesao, 'saldo');
    const before = await memberBalanceCents(db(), payer.id);
    const uplinesBefore = await balances(u);
    const adhesion = await insertInvoice(db(), { userId: payer.id, type: InvoiceType.Adesao, valueCents: 30_000, planId: plan.id });
    await payInvoiceWithBalance(db(), payer.id, adhesion.id);
    expect((await holdsOf(adhesion.id)).map((h) => [h.userId, h.amountCents, h.status])).toEqual([
      [u[2]!.id, 3_000, 1],
      [u[1]!.id, 1_500, 1],
      [u[0]!.id, 600, 1],
    ]);
    const res = await as(payer).post('/api/plans/withdrawAdhesion');
    expect(res.statusCode, res.body).toBe(200);
    expect((await holdsOf(adhesion.id)).map((h) => h.status)).toEqual([0, 0, 0]);
    expect(await balances(u)).toEqual(uplinesBefore);
    expect(await memberBalanceCents(db(), payer.id)).toBe(before);
    expect((await userById(db(), payer.id)).status).toBe(UserStatus.Inativo);
    await releaseHeldCredits(db(), later(30));
    expect(await balances(u)).toEqual(uplinesBefore);
  });

  for (const first of ['release', 'withdrawal'] as const) {
    it(`a release racing a withdrawal (${first} started first): one of them wins, the money ends where it started, no 500`, async () => {
      const others = [...u, seller];
      const othersBefore = await balances(others);
      const { buyer, order, before } = await deliveredOrder();
      // As if the release day had come while the buyer may still withdraw (an operator's shorter
      // hold in an older configuration): the job and the withdrawal really compete for the holds.
      await db()
        .update(ledgerHolds)
        .set({ releasesOn: sql`current_date` })
        .where(eq(ledgerHolds.invoiceId, order.InvoiceId));
      const release = () => releaseHeldCredits(second.db, later(0));
      const withdraw = () => as(buyer).put(`/api/store/orders/withdrawOrder/${order.Id}`);
      const [released, res] = first === 'release' ? await Promise.all([release(), withdraw()]) : (await Promise.all([withdraw(), release()])).reverse();
      expect((res as Awaited<ReturnType<typeof withdraw>>).statusCode, (res as Awaited<ReturnType<typeof withdraw>>).body).toBe(200);
      const statuses = (await holdsOf(order.InvoiceId)).map((h) => h.status);
      // Either every hold was cancelled before any release, or every one was released and then clawed back.
      expect([JSON.stringify([0, 0, 0, 0]), JSON.stringify([2, 2, 2, 2])]).toContain(JSON.stringify(statuses));
      if (statuses[0] === 0) expect((released as { releasedHolds: number }).releasedHolds).toBe(0);
      expect(await memberBalanceCents(db(), buyer.id)).toBe(before);
      expect(await balances(others)).toEqual(othersBefore);
      expect(await verifyLedger(db())).toEqual([]);
    });
  }
});
