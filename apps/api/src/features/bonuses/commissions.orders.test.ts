import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EarningCategory, InvoiceType, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { invoices, orderItems, products } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { memberBalanceCents, verifyLedger } from '../ledger';
import { CITY, insertAddress, insertDistributionCenter, insertProduct, insertStock, insertStorage } from '../orders/orders.fixtures';
import { commissionKey, payCommissions, releaseHeldCredits } from './index';
import { entriesOfKey, insertUnilevel, linesOf, setShops, share, sponsorChain, type Member } from './bonuses.fixtures';

let t: TestApp;
const db = () => t.database.db;
const as = (u: Member) => t.client(t.token(u));
const CREATE = '/api/store/orders/createNewOrderWithInvoice';
const BALANCE = '/api/payments/pay/balancePayment';
const DAY = 86_400_000;

/** c[3] sponsors the buyer (level 1), c[2] is level 2. */
let c: Member[];
let buyer: Member;
let seller: Member;
let storageId: number;
let addressId: number;
const tables = { a: 0, b: 0, c: 0 };

async function product(p: { priceCents: number; dealerDiscountCents: number; officePercentageBps: number; unilevelId: number; ownerId?: number }) {
  const row = await insertProduct(db(), {
    ownerId: p.ownerId ?? seller.id,
    priceCents: p.priceCents,
    dealerDiscountCents: p.dealerDiscountCents,
    officePercentageBps: p.officePercentageBps,
  });
  await db().update(products).set({ unilevelId: p.unilevelId }).where(eq(products.id, row.id));
  await insertStock(db(), { productId: row.id, storageId, quantity: 50 });
  return row;
}

async function orderAndPay(items: Array<{ ProductId: number; Quantity: number }>) {
  const res = await as(buyer).post(CREATE, { Items: items.map((i) => ({ ...i, ItemsFeatures: [] })), DeliveryAddressId: addressId });
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().Data as { Id: number; InvoiceId: number };
  const pay = await as(buyer).post(BALANCE, { InvoiceId: order.InvoiceId });
  expect(pay.statusCode, pay.body).toBe(200);
  const items_ = await db().select().from(orderItems).where(eq(orderItems.orderId, order.Id)).orderBy(orderItems.id);
  return { ...order, items: items_ };
}

beforeAll(async () => {
  t = await createTestApp();
  c = await sponsorChain(db(), 'c', 4);
  buyer = await insertMember(db(), { username: 'compradora', sponsorId: c[3]!.id });
  seller = await insertMember(db(), { username: 'vendedora' });
  const dc = await insertDistributionCenter(db(), seller.id, CITY.campinas);
  storageId = (await insertStorage(db(), dc.id, 1)).id;
  addressId = (await insertAddress(db(), buyer.id, CITY.saoPaulo)).id;
  tables.a = await insertUnilevel(db(), 'Produtos A', [1_000, 500]);
  tables.b = await insertUnilevel(db(), 'Produtos B', [2_000]);
  tables.c = await insertUnilevel(db(), 'Quase tudo', [9_900]);
  await setShops(db(), { CashbackPercentage: 2 });
  await creditMember(db(), buyer.id, 1_000_000, EarningCategory.Adesao, 'saldo');
});
afterAll(() => t.close());

describe(`commissions of order invoices (${TEST_DB})`, () => {
  it("B2B with two products of different tables: each item splits its OfficePercentage share by its own table, plus the buyer's cashback", async () => {
    // A: (100,00 − 20,00) × 2 × 10 % = 16,00; B: (50,00 − 10,00) × 20 % = 8,00.
    const pa = await product({ priceCents: 10_000, dealerDiscountCents: 2_000, officePercentageBps: 1_000, unilevelId: tables.a });
    const pb = await product({ priceCents: 5_000, dealerDiscountCents: 1_000, officePercentageBps: 2_000, unilevelId: tables.b });
    const before = await Promise.all([c[3]!, c[2]!, buyer].map((m) => memberBalanceCents(db(), m.id)));
    const order = await orderAndPay([
      { ProductId: pa.id, Quantity: 2 },
      { ProductId: pb.id, Quantity: 1 },
    ]);
    const [ia, ib] = order.items;
    const lines = await linesOf(db(), order.InvoiceId);
    expect(
      lines.map((l) => [
        l.sourceItemId,
        l.unilevelTableId,
        l.paidLevel,
        l.treeLevel,
        l.beneficiaryId,
        l.baseCents,
        l.percentageBp,
        l.amountCents,
        l.category,
        l.status,
      ]),
    ).toEqual([
      [ia!.id, tables.a, 1, 1, c[3]!.id, 1_600, 1_000, 160, EarningCategory.B2B, 1],
      [ia!.id, tables.a, 2, 2, c[2]!.id, 1_600, 500, 80, EarningCategory.B2B, 1],
      [ia!.id, null, 0, 0, buyer.id, 1_600, 200, 32, EarningCategory.Cashback, 1],
      [ib!.id, tables.b, 1, 1, c[3]!.id, 800, 2_000, 160, EarningCategory.B2B, 1],
      [ib!.id, null, 0, 0, buyer.id, 800, 200, 16, EarningCategory.Cashback, 1],
    ]);
    expect(lines.every((l) => l.sourceUserId === buyer.id && l.unilevelVersion === (l.unilevelTableId ? 1 : null))).toBe(true);
    const invoice = (await db().select().from(invoices).where(eq(invoices.id, order.InvoiceId)))[0]!;
    const paid = invoice.valueCents + invoice.deliverValueCents + 275;
    // An order's commissions wait out the buyer's seven days after delivery
    // (docs/bonuses.md#held-commissions): the bonus expense paid into held credits, no wallet moved.
    const held = await Promise.all([c[3]!, c[2]!, buyer].map((m) => memberBalanceCents(db(), m.id)));
    expect(held.map((b, i) => b - before[i]!)).toEqual([0, 0, -paid]);
    const entries = await entriesOfKey(db(), commissionKey(order.InvoiceId));
    expect(entries.map((e) => [e.amount, e.category]).sort((x, y) => x[0]! - y[0]!)).toEqual([
      [-448, null],
      [448, null],
    ]);
    // Not delivered yet: no release date, so even a late run of the job releases nothing.
    await releaseHeldCredits(db(), new Date(Date.now() + 30 * DAY));
    expect(await Promise.all([c[3]!, c[2]!, buyer].map((m) => memberBalanceCents(db(), m.id)))).toEqual(held);
    expect((await as(seller).put(`/api/store/orders/updateOrderToDelivered/${order.Id}`)).statusCode).toBe(200);
    await releaseHeldCredits(db(), new Date(Date.now() + 7 * DAY));
    expect(await Promise.all([c[3]!, c[2]!, buyer].map((m) => memberBalanceCents(db(), m.id)))).toEqual(held);
    await releaseHeldCredits(db(), new Date(Date.now() + 8 * DAY));
    const after = await Promise.all([c[3]!, c[2]!, buyer].map((m) => memberBalanceCents(db(), m.id)));
    // The buyer paid the order (and its fee) and got 0,48 back.
    expect(after.map((b, i) => b - before[i]!)).toEqual([320, 80, 48 - paid]);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it("caps the cashback so that an item's lines never exceed its base", async () => {
    // (100,00 − 20,00) × 10 % = 8,00; the table takes 99 % (7,92), the cashback 2 % would be 0,16: it gets 0,08.
    const pc = await product({ priceCents: 10_000, dealerDiscountCents: 2_000, officePercentageBps: 1_000, unilevelId: tables.c });
    const order = await orderAndPay([{ ProductId: pc.id, Quantity: 1 }]);
    const lines = await linesOf(db(), order.InvoiceId);
    expect(lines.map((l) => [l.beneficiaryId, l.amountCents, l.category])).toEqual([
      [c[3]!.id, share(800, 9_900), EarningCategory.B2B],
      [buyer.id, 800 - share(800, 9_900), EarningCategory.Cashback],
    ]);
    expect(lines.reduce((s, l) => s + l.amountCents, 0)).toBe(800);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it("B2C: the store client is the source and the store's owner, his sponsor, is level 1; no cashback", async () => {
    const owner = await insertMember(db(), { username: 'dona-da-loja', sponsorId: c[3]!.id });
    const client = await insertMember(db(), { username: 'cliente-da-loja', type: UserType.UserStore, sponsorId: owner.id });
    const clientAddress = await insertAddress(db(), client.id, CITY.saoPaulo);
    const odc = await insertDistributionCenter(db(), owner.id, CITY.campinas);
    const ostorage = await insertStorage(db(), odc.id, 1);
    const row = await insertProduct(db(), { ownerId: owner.id, priceCents: 20_000, dealerDiscountCents: 0, officePercentageBps: 1_500 });
    await db().update(products).set({ unilevelId: tables.a }).where(eq(products.id, row.id));
    await insertStock(db(), { productId: row.id, storageId: ostorage.id, quantity: 5 });
    const res = await as(client).post(CREATE, {
      Items: [{ ProductId: row.id, Quantity: 1, ItemsFeatures: [] }],
      DeliveryAddressId: clientAddress.id,
      StoreUsername: owner.username,
    });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = (await db().select().from(invoices).where(eq(invoices.id, res.json().Data.InvoiceId)))[0]!;
    expect(invoice.type).toBe(InvoiceType.B2C);

    await db().transaction((tx) => payCommissions(tx, invoice, 'mercadopago'));
    const lines = await linesOf(db(), invoice.id);
    // 200,00 × 15 % = 30,00: 10 % to the owner, 5 % to her sponsor.
    expect(lines.map((l) => [l.sourceUserId, l.beneficiaryId, l.treeLevel, l.baseCents, l.amountCents, l.category])).toEqual([
      [client.id, owner.id, 1, 3_000, 300, EarningCategory.B2C],
      [client.id, c[3]!.id, 2, 3_000, 150, EarningCategory.B2C],
    ]);
  });
});
