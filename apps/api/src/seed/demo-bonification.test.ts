import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestClient } from '../../test/helper';
import { configurations, products, users } from '../db/schema';
import { DEFAULT_FREIGHT_TABLE } from '../integrations/freight';
import { currentUnilevel } from '../features/configurations';
import { DEMO_UNILEVELS } from './demo-bonification';
import { seedDemoClub } from './demo-club';

let t: TestApp;
let admin: TestClient;
let demo: TestClient;
const db = () => t.database.db;
const stored = async (key: string) => (await db().select().from(configurations).where(eq(configurations.key, key)))[0]?.value;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoClub(db());
  const [row] = await db().select().from(users).where(eq(users.username, 'admin'));
  admin = t.client(t.token(row!));
  demo = await t.login('demo', 'demo1234');
});
afterAll(() => t.close());

describe('demo club bonification seed', () => {
  it('seeds three active unilevel tables, version 1', async () => {
    const res = await admin.post('/api/configurations/SCUnilevels/getAllUnilevels', {});
    expect(res.json().Data).toEqual([
      { Id: expect.any(Number), Name: 'Adesão', Status: 1, Version: 1, Levels: [10, 5, 3, 2, 1, 1, 1, 1, 0.5, 0.5] },
      { Id: expect.any(Number), Name: 'Mensalidade', Status: 1, Version: 1, Levels: [...DEMO_UNILEVELS.monthly.levels] },
      { Id: expect.any(Number), Name: 'Produtos', Status: 1, Version: 1, Levels: [...DEMO_UNILEVELS.products.levels] },
    ]);
  });

  it('points the bonification center at them and gives every product the Produtos table', async () => {
    const tables = (await admin.post('/api/configurations/SCUnilevels/getAllUnilevels', {})).json().Data as Array<{ Id: number; Name: string }>;
    const id = (name: string) => tables.find((u) => u.Name === name)!.Id;
    const center = (await demo.get('/api/configurations/getSCBonificationCenter')).json().Data;
    expect(center).toMatchObject({
      AdhesionUnilevelId: id('Adesão'),
      MonthlyPaymentUnilevelId: id('Mensalidade'),
      PlanChangeUnilevelId: id('Adesão'),
      ProductsUnilevelId: id('Produtos'),
    });
    expect(await currentUnilevel(db(), id('Adesão'))).toEqual({
      id: id('Adesão'),
      version: 1,
      levelsBp: [1000, 500, 300, 200, 100, 100, 100, 100, 50, 50],
      status: 1,
    });

    expect(await db().select({ id: products.id }).from(products).where(isNull(products.unilevelId))).toEqual([]);
    const all = await db().select({ unilevelId: products.unilevelId }).from(products);
    expect(all.length).toBeGreaterThan(30);
    expect(new Set(all.map((p) => p.unilevelId))).toEqual(new Set([id('Produtos')]));
  });

  it("adds the shop rules to scShops and keeps the marketplace seed's freight settings", async () => {
    expect(await stored('scShops')).toMatchObject({
      FreightOriginZip: '06460040',
      FreightTable: DEFAULT_FREIGHT_TABLE,
      MinimumOrderValue: 20,
      CashbackPercentage: 2,
    });
    expect((await demo.get('/api/configurations/getSCShops')).json().Data).toMatchObject({
      FreightOriginZip: '06460040',
      FreightTableIsDefault: false,
      MinimumOrderValue: 20,
      CashbackPercentage: 2,
    });
  });

  it('stores scIntegrations without any secret', async () => {
    expect(await stored('scIntegrations')).toEqual({ ZipProvider: 'offline', Timer: 300000 });
    expect((await admin.get('/api/configurations/getSCIntegrations')).json().Data).toMatchObject({
      MercadoPagoAccessTokenIsSet: false,
      MercadoPagoWebhookSecretIsSet: false,
      SmtpUrlIsSet: false,
    });
  });
});
