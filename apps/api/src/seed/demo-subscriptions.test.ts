import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestClient } from '../../test/helper';
import { invoices, users } from '../db/schema';
import { issueSubscriptionRenewals } from '../features/subscriptions';
import { seedDemoClub } from './demo-club';

let t: TestApp;
let demo: TestClient;
let lider: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoClub(t.database.db);
  demo = await t.login('demo', 'demo1234');
  lider = await t.login('lider', 'lider1234');
});
afterAll(() => t.close());

describe('the demo club subscriptions', () => {
  it('offers monthly, quarterly and yearly subscriptions, not the one no longer offered', async () => {
    const res = (await demo.post('/api/plans/subscriptions/getAllSubscriptions', { Status: true })).json();
    expect(res.Data.map((s: { Name: string; FrequencyTypeFormatted: string }) => [s.Name, s.FrequencyTypeFormatted])).toEqual([
      ['Clube do Livro', 'Mensal'],
      ['Academia do Empreendedor', 'Anual'],
      ['Box Bem-Estar', 'Trimestral'],
    ]);
    expect(res.Data[0].Description.length).toBeGreaterThan(200);
    const retired = (await demo.post('/api/plans/subscriptions/getAllSubscriptions', { Status: false })).json();
    expect(retired.Data.map((s: { Name: string }) => s.Name)).toEqual(['Revista do Clube (edição impressa)']);
  });

  it('demo holds the Clube do Livro (free first month, no invoice); lider the Academia with its first invoice paid', async () => {
    const cards = (await demo.post('/api/plans/subscriptions/getAllSubscriptions', {})).json().Data as Array<{ Id: number; Name: string }>;
    const mine = (await demo.post('/api/users/subscriptions/getAllUserSubscriptionsByUserId')).json().Data;
    expect(mine).toEqual([
      expect.objectContaining({ SubscriptionId: cards[0]!.Id, Status: 1, StatusFormatted: 'Ativo', StatusColor: 'green', PendingInvoiceId: null }),
    ]);
    const [demoRow] = await t.database.db.select().from(users).where(eq(users.username, 'demo'));
    const demoInvoices = await t.database.db.select().from(invoices).where(eq(invoices.userId, demoRow!.id));
    expect(demoInvoices.filter((i) => i.type === 6)).toEqual([]);

    const his = (await lider.post('/api/users/subscriptions/getAllUserSubscriptionsByUserId')).json().Data;
    expect(his).toEqual([expect.objectContaining({ SubscriptionId: cards[1]!.Id, Status: 1, PendingInvoiceId: null })]);
    const paid = (await lider.post('/api/payments/invoices/getAllInvoices', { InvoiceType: 6 })).json().Data;
    expect(paid).toEqual([expect.objectContaining({ Description: 'Assinatura — Academia do Empreendedor', Value: 497, Status: 2 })]);
  });

  it('renews nothing in the first days after seeding', async () => {
    expect(await issueSubscriptionRenewals(t.database.db, new Date(), 5)).toEqual({ issued: 0, granted: 0 });
  });
});
