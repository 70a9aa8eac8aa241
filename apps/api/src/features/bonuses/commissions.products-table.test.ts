import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EarningCategory } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { products, unilevelTables } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { verifyLedger } from '../ledger';
import { CITY, insertAddress, insertDistributionCenter, insertProduct, insertStock, insertStorage } from '../orders/orders.fixtures';
import { insertUnilevel, linesOf, setBonificationCenter, sponsorChain, type Member } from './bonuses.fixtures';

/** Which table pays a sold product: its own when Ativa, else the bonification center's ProductsUnilevelId (docs/bonuses.md#commission-lines). */

let t: TestApp;
const db = () => t.database.db;
const as = (u: Member) => t.client(t.token(u));
let c: Member[];
let buyer: Member;
let seller: Member;
let storageId: number;
let addressId: number;
const tables = { fallback: 0, own: 0, inactive: 0 };

/** R$ 100,00 − R$ 20,00 dealer discount, the club keeps 10 %: a base of R$ 8,00. */
async function productWith(unilevelId: number | null) {
  const row = await insertProduct(db(), { ownerId: seller.id, priceCents: 10_000, dealerDiscountCents: 2_000, officePercentageBps: 1_000 });
  await db().update(products).set({ unilevelId }).where(eq(products.id, row.id));
  await insertStock(db(), { productId: row.id, storageId, quantity: 10 });
  return row.id;
}

/** A B2B order of one unit, paid with the buyer's balance: its commission lines. */
async function soldLines(productId: number) {
  const res = await as(buyer).post('/api/store/orders/createNewOrderWithInvoice', {
    Items: [{ ProductId: productId, Quantity: 1, ItemsFeatures: [] }],
    DeliveryAddressId: addressId,
    DeliveryType: 0,
  });
  expect(res.statusCode, res.body).toBe(200);
  const invoiceId = res.json().Data.InvoiceId as number;
  const pay = await as(buyer).post('/api/payments/pay/balancePayment', { InvoiceId: invoiceId });
  expect(pay.statusCode, pay.body).toBe(200);
  return (await linesOf(db(), invoiceId)).map((l) => [l.unilevelTableId, l.paidLevel, l.beneficiaryId, l.amountCents, l.category]);
}

beforeAll(async () => {
  t = await createTestApp();
  c = await sponsorChain(db(), 'p', 2);
  buyer = await insertMember(db(), { username: 'compradora', sponsorId: c[1]!.id });
  seller = await insertMember(db(), { username: 'vendedora' });
  storageId = (await insertStorage(db(), (await insertDistributionCenter(db(), seller.id, CITY.campinas)).id, 1)).id;
  addressId = (await insertAddress(db(), buyer.id, CITY.saoPaulo)).id;
  tables.fallback = await insertUnilevel(db(), 'Produtos', [1_000, 500]);
  tables.own = await insertUnilevel(db(), 'Premium', [2_500]);
  tables.inactive = await insertUnilevel(db(), 'Antiga', [5_000]);
  await db().update(unilevelTables).set({ status: 0 }).where(eq(unilevelTables.id, tables.inactive));
  await creditMember(db(), buyer.id, 100_000, EarningCategory.Adesao, 'saldo');
});
afterAll(() => t.close());

describe(`the products table of the bonification center (${TEST_DB})`, () => {
  it('pays nothing for a product without a table while the center names none', async () => {
    expect(await soldLines(await productWith(null))).toEqual([]);
  });

  it("pays a product without a table, or with an Inativa one, by ProductsUnilevelId; a product's own Ativa table wins", async () => {
    await setBonificationCenter(db(), { ProductsUnilevelId: tables.fallback });
    const byFallback = [
      [tables.fallback, 1, c[1]!.id, 80, EarningCategory.B2B],
      [tables.fallback, 2, c[0]!.id, 40, EarningCategory.B2B],
    ];
    expect(await soldLines(await productWith(null))).toEqual(byFallback);
    expect(await soldLines(await productWith(tables.inactive))).toEqual(byFallback);
    expect(await soldLines(await productWith(tables.own))).toEqual([[tables.own, 1, c[1]!.id, 200, EarningCategory.B2B]]);
    expect(await verifyLedger(db())).toEqual([]);
  });

  it("pays nothing when the center's table is Inativa too", async () => {
    await setBonificationCenter(db(), { ProductsUnilevelId: tables.inactive });
    expect(await soldLines(await productWith(null))).toEqual([]);
  });
});
