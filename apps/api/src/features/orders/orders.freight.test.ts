import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { configurations } from '../../db/schema';
import { DEFAULT_FREIGHT_TABLE } from '../../integrations/freight';
import { startMelhorEnvioStandIn, type MelhorEnvioStandIn } from '../../integrations/freight/melhorenvio-stand-in.test-support';
import { insertMember } from '../../seed/builders';
import { orderById, seedShop, type Shop } from './orders.fixtures';
import { cachedFreightTable } from './shops-configuration';

type Row = Awaited<ReturnType<typeof insertMember>>;
const PREVIEW = '/api/store/orders/createNewOrderPreview';
const CREATE = '/api/store/orders/createNewOrderWithInvoice';

describe(`freight in orders: the shops configuration's table (${TEST_DB})`, () => {
  let t: TestApp;
  let s: Shop;
  beforeAll(async () => {
    // Read at every quote, so that the table set below is seen at once.
    t = await createTestApp({ env: { FREIGHT_TABLE_CACHE_SECONDS: '0' } });
    s = await seedShop(t.database.db);
  });
  afterAll(() => t.close());

  it('prices with scShops.FreightTable when the club set one', async () => {
    const as = (u: Row) => t.client(t.token(u));
    const request = { Items: [{ ProductId: s.shirt.id, Quantity: 1, ItemsFeatures: [s.features.azul.id, s.features.m.id] }], DeliveryAddressId: s.address.id };
    expect((await as(s.buyer).post(PREVIEW, request)).json().Data.DeliveryValue).toBe(25.9);
    const table = structuredClone(DEFAULT_FREIGHT_TABLE);
    table.Bands[1]!.SedexCents.SameState = 1_234;
    await t.database.db.insert(configurations).values({ key: 'scShops', value: { FreightOriginZip: '01310100', FreightTable: table } });
    expect((await as(s.buyer).post(PREVIEW, request)).json().Data.DeliveryValue).toBe(12.34);
  });

  it('keeps the table in memory for the TTL, then reads the edited one', async () => {
    let clock = 0;
    const table = cachedFreightTable(t.database.db, 30_000, () => clock);
    const sedex = async () => (await table()).Bands[1]!.SedexCents.SameState;
    expect(await sedex()).toBe(1_234);
    const edited = structuredClone(DEFAULT_FREIGHT_TABLE);
    edited.Bands[1]!.SedexCents.SameState = 4_321;
    await t.database.db
      .update(configurations)
      .set({ value: { FreightOriginZip: '01310100', FreightTable: edited } })
      .where(eq(configurations.key, 'scShops'));
    clock = 29_999;
    expect(await sedex()).toBe(1_234);
    clock = 30_000;
    expect(await sedex()).toBe(4_321);
  });
});

describe(`freight in orders: Melhor Envio (${TEST_DB})`, () => {
  let t: TestApp;
  let s: Shop;
  let me: MelhorEnvioStandIn;
  const lines: string[] = [];
  beforeAll(async () => {
    me = await startMelhorEnvioStandIn();
    t = await createTestApp({ env: { MELHORENVIO_TOKEN: me.token, MELHORENVIO_URL: me.url }, logStream: { write: (l) => void lines.push(l) } });
    s = await seedShop(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await me.close();
  });

  it('quotes Melhor Envio, freezes its quote on the order, and falls back to the table (with a warning) when it fails', async () => {
    const as = (u: Row) => t.client(t.token(u));
    const request = { Items: [{ ProductId: s.shirt.id, Quantity: 2, ItemsFeatures: [s.features.azul.id, s.features.m.id] }], DeliveryAddressId: s.address.id };
    const preview = (await as(s.buyer).post(PREVIEW, request)).json().Data;
    expect(preview.AvailableDeliveryServices.slice(0, 2)).toEqual([
      { Id: 40010, Type: 40010, Title: 'Sedex', Value: 27.1, Days: 3 },
      { Id: 41106, Type: 41106, Title: 'PAC', Value: 20.35, Days: 7 },
    ]);
    expect(me.calls.at(-1)!.body).toMatchObject({ from: { postal_code: '13010100' }, to: { postal_code: '01310100' }, options: { insurance_value: 160 } });
    const created = await as(s.buyer).post(CREATE, request);
    expect(created.json().Data.DeliveryValue).toBe(27.1);
    expect((await orderById(t.database.db, created.json().Data.Id)).quote).toMatchObject({ provider: 'melhorenvio', priceCents: 2_710, days: 3 });

    me.failNext(503);
    const fallback = await as(s.buyer).post(PREVIEW, request);
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().Data.DeliveryValue).toBe(25.9);
    expect(lines.some((l) => l.includes('freight: Melhor Envio failed, the offline table answered') && l.includes('"level":40'))).toBe(true);
  });
});
