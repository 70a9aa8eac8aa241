import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReais } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';
import { setShops } from '../bonuses/bonuses.fixtures';
import { ordersSnapshot, seedShop, type Shop } from './orders.fixtures';
import { cachedMinimumOrder, minimumOrderCents } from './shops-configuration';

/** scShops.MinimumOrderValue on the preview and the creation (docs/marketplace.md#orders). */

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const PREVIEW = '/api/store/orders/createNewOrderPreview';
const CREATE = '/api/store/orders/createNewOrderWithInvoice';
let s: Shop;

/** The T-shirt: R$ 100,00, R$ 80,00 to a member (dealer price). */
const shirts = (qty: number, extra: Record<string, unknown> = {}) => ({
  Items: [{ ProductId: s.shirt.id, Quantity: qty, ItemsFeatures: [s.features.azul.id, s.features.m.id] }],
  DeliveryAddressId: s.address.id,
  ...extra,
});
const refused = (res: { statusCode: number; json(): any }, message: string) => {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ IsSuccess: false, Message: message, Data: null });
};

beforeAll(async () => {
  // No cache: each call reads the configuration this test has just written.
  t = await createTestApp({ env: { FREIGHT_TABLE_CACHE_SECONDS: '0' } });
  s = await seedShop(db());
});
afterAll(() => t.close());

describe(`the minimum order (${TEST_DB})`, () => {
  it('refuses a preview and an order whose items cost the buyer less than the minimum, freight apart, and keeps nothing', async () => {
    await setShops(db(), { MinimumOrderValue: 250 });
    const before = await ordersSnapshot(db());
    // 3 × R$ 80,00 = R$ 240,00 at the dealer price (R$ 300,00 at list price; more with Sedex): below.
    refused(await as(s.buyer).post(PREVIEW, shirts(3)), 'O valor mínimo do pedido é de R$ 250,00.');
    refused(await as(s.buyer).post(CREATE, shirts(3)), 'O valor mínimo do pedido é de R$ 250,00.');
    expect(await ordersSnapshot(db())).toEqual(before);

    // 4 × R$ 80,00 = R$ 320,00: enough.
    const preview = await as(s.buyer).post(PREVIEW, shirts(4, { DeliveryType: 0 }));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().Data).toMatchObject({ ItemsTotalValue: 400, DiscountValue: 80, DeliveryValue: 0, TotalValue: 320 });
    const created = await as(s.buyer).post(CREATE, shirts(4, { DeliveryType: 0 }));
    expect(created.statusCode, created.body).toBe(200);
  });

  it('takes exactly the minimum, and formats it as Brazilian money', async () => {
    await setShops(db(), { MinimumOrderValue: 160 });
    expect((await as(s.buyer).post(PREVIEW, shirts(2))).statusCode).toBe(200);
    await setShops(db(), { MinimumOrderValue: 1_234.5 });
    refused(await as(s.buyer).post(PREVIEW, shirts(2)), 'O valor mínimo do pedido é de R$ 1.234,50.');
  });

  it('has no minimum at 0 or when the field is absent', async () => {
    await setShops(db(), { MinimumOrderValue: 0 });
    expect((await as(s.buyer).post(PREVIEW, shirts(1))).statusCode).toBe(200);
    await setShops(db(), { MinimumOrderValue: undefined });
    expect(await minimumOrderCents(db())).toBe(0);
    expect((await as(s.buyer).post(PREVIEW, shirts(1))).statusCode).toBe(200);
  });

  it('is read again only after the cache time, like the freight table', async () => {
    let clock = 1_000;
    const read = cachedMinimumOrder(db(), 30_000, () => clock);
    await setShops(db(), { MinimumOrderValue: 20 });
    expect(await read()).toBe(2_000);
    await setShops(db(), { MinimumOrderValue: 50 });
    clock += 29_999;
    expect(await read()).toBe(2_000);
    clock += 1;
    expect(await read()).toBe(5_000);
  });

  it('formats centavos as reais for messages', () => {
    expect([formatReais(0), formatReais(5), formatReais(2_000), formatReais(123_456_789), formatReais(-150)]).toEqual([
      'R$ 0,00',
      'R$ 0,05',
      'R$ 20,00',
      'R$ 1.234.567,89',
      '-R$ 1,50',
    ]);
  });
});
