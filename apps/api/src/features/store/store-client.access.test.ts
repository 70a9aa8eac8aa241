import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Endpoint } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { invoices, ledgerEntries } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { verifyStock } from '../stocks';
import { orderById, seedShop, stockById, type Shop } from '../orders/orders.fixtures';
import { signUpPayload, signUpSnapshot } from './store.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
let s: Shop;
let token: string;
let client: ReturnType<TestApp['client']>;

/** Every endpoint of the contract (each feature's index), to judge the whole API, today's and tomorrow's. */
async function allEndpoints(): Promise<Endpoint[]> {
  const root = fileURLToPath(new URL('../../../../../packages/contract/src/', import.meta.url));
  const found = new Map<string, Endpoint>();
  for (const dir of readdirSync(root, { withFileTypes: true })) {
    if (!dir.isDirectory() || dir.name === 'common') continue;
    const mod: Record<string, unknown> = await import(`@clube/contract/${dir.name}`);
    for (const v of Object.values(mod)) {
      const e = v as Partial<Endpoint> | null;
      if (e && typeof e === 'object' && typeof e.method === 'string' && typeof e.path === 'string' && typeof e.auth === 'boolean' && e.response) {
        found.set(`${e.method} ${e.path}`, e as Endpoint);
      }
    }
  }
  return [...found.values()];
}

/**
 * What a store client may call (docs/club.md#permissions): his session and profile, his
 * notifications, his invoices and their payment, his orders (B2C), and reads that answer zero for
 * him (wallet, earnings). Everything else must answer 403.
 */
const STORE_CLIENT_REACHES = [
  'GET /api/accounts/authUser/getAuthUserData',
  'GET /api/accounts/authUser/verifyIfUserNeedsRelogin',
  'POST /api/accounts/authUser/updateUserReloginData/:value',
  'POST /api/accounts/authUser/logout',
  'POST /api/accounts/authUser/logoutAllDevices',
  'PUT /api/accounts/authUser/updateUser',
  'POST /api/users/adresses/createNewUserAdresses',
  'PUT /api/users/adresses/updateUserAdresses',
  'GET /api/users/notifications/getAllUserNotifications',
  'PUT /api/users/notifications/updateUserNotification',
  // Pushes on his phone: 'order delivered' is his (docs/app.md#push-notifications).
  'GET /api/users/notifications/push/settings',
  'POST /api/users/notifications/push/subscribe',
  'POST /api/users/notifications/push/unsubscribe',
  'GET /api/users/getAllUsersCount',
  'GET /api/users/wallets/getUserWalletByWalletType/:type',
  'GET /api/users/wallets/verifyIfUserHasBalance/:type',
  'GET /api/finances/earnings/getAllEarningsDetails',
  // The home's charts, empty for him as his earnings are (docs/charts.md#home).
  'GET /api/dashboard/getCharts',
  // Configuration groups any signed-in user reads (docs/configuration.md#calls-and-who-may-make-them).
  'GET /api/configurations/getSCGeneral',
  'GET /api/configurations/getSCShops',
  'GET /api/configurations/getSCBonificationCenter',
  'POST /api/payments/invoices/getAllInvoices',
  'GET /api/payments/invoices/getInvoiceByToken/:invoiceToken',
  'POST /api/payments/pay/mercadoPagoPayment',
  'POST /api/payments/pay/balancePayment',
  'POST /api/payments/sandbox/:paymentId/approve',
  'POST /api/payments/sandbox/:paymentId/reject',
  // The receipts of his own paid invoices (docs/payments.md#receipts; receipts.test.ts).
  'GET /api/users/receipts/:kind/:id',
  'GET /api/users/receipts/:kind/:id/pdf',
  'POST /api/store/orders/createNewOrderPreview',
  'POST /api/store/orders/createNewOrderWithInvoice',
  'POST /api/store/orders/getOrderById',
  'POST /api/store/orders/getOrderByInvoiceId',
  'POST /api/store/orders/getAllOrders',
  'PUT /api/store/orders/updateOrderToDelivered/:id',
  // His own unpaid order (docs/marketplace.md#cancelling-an-unpaid-order).
  'PUT /api/store/orders/cancelOrder/:id',
  // His 7 days on a paid order (docs/marketplace.md#withdrawal-of-a-purchase), in the store where he bought;
  // confirming a return is the seller's, refused by the service as delivering is.
  'PUT /api/store/orders/withdrawOrder/:id',
  'PUT /api/store/orders/confirmOrderReturn/:id',
  // His data and its rights (docs/privacy.md): a store client is a data subject as a member is.
  'GET /api/privacy/getMyPrivacy',
  'GET /api/privacy/dataExports/:id/zip',
  'POST /api/privacy/requestDataExport',
  'POST /api/privacy/requestDeletion',
  'POST /api/privacy/requestOtherRight',
  'POST /api/privacy/setMarketingConsent',
  // Open to any session at the route; the service asks INDICACOES or CLIENTES_LOJA (tested below).
  'POST /api/users/network/getAllIndications',
  // Open to any session (staff too); making a passkey is refused to a store client by the service
  // (passkeys.test.ts), his list is empty and he has no passkey to rename or remove.
  'GET /api/accounts/passkeys/getPasskeys',
  'POST /api/accounts/passkeys/registrationOptions',
  'POST /api/accounts/passkeys/register',
  'PUT /api/accounts/passkeys/renamePasskey/:id',
  'DELETE /api/accounts/passkeys/removePasskey/:id',
  // Open to any session; the set-up's service refuses a store client (his store's sign-in has no
  // second step), so he never has a code to confirm, renew or turn off.
  'GET /api/accounts/twoFactor/status',
  'POST /api/accounts/twoFactor/setup',
  'POST /api/accounts/twoFactor/confirm',
  'POST /api/accounts/twoFactor/disable',
  'POST /api/accounts/twoFactor/recoveryCodes',
];

beforeAll(async () => {
  t = await createTestApp();
  s = await seedShop(db());
  const res = await t.client().post(`/api/store/public/registerStoreClient/${s.seller.username}`, signUpPayload());
  expect(res.statusCode).toBe(200);
  token = res.json().Data.AccessToken;
  client = t.client(token);
});
afterAll(async () => {
  expect(await verifyStock(db())).toEqual([]);
  await t.close();
});

describe(`a store client's permissions (${TEST_DB})`, () => {
  it('reaches only the calls a store client needs; every other signed-in call answers 403', async () => {
    const endpoints = (await allEndpoints()).filter((e) => e.auth && t.app.hasRoute({ method: e.method, url: e.path }));
    const held = new Set([-1, -3, 7]);
    const reachable = endpoints.filter((e) => !e.adminOnly && (e.permission === undefined || e.permission === -1 || held.has(e.permission)));
    expect(reachable.map((e) => `${e.method} ${e.path}`).sort()).toEqual([...STORE_CLIENT_REACHES].sort());

    const before = await signUpSnapshot(db());
    for (const e of endpoints.filter((x) => !reachable.includes(x))) {
      const url = e.path.replace(/:[A-Za-z]+/g, '1');
      const res = await client.request({ method: e.method, url, ...(e.method === 'GET' ? {} : { payload: {} }) });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(403);
    }
    for (const UserType of [2, 3]) {
      const res = await client.post('/api/users/network/getAllIndications', { UserType });
      expect(res.statusCode, `indications ${UserType}`).toBe(403);
    }
    expect(await signUpSnapshot(db())).toEqual(before);
  });

  it('reads a zero wallet and no earnings', async () => {
    expect((await client.get('/api/users/wallets/getUserWalletByWalletType/1')).json().Data).toEqual({ Amount: 0, Held: 0, NextReleaseOn: null });
    expect((await client.get('/api/users/wallets/verifyIfUserHasBalance/1')).json().Data).toBe(false);
    const earnings = await client.get('/api/finances/earnings/getAllEarningsDetails');
    expect(earnings.statusCode).toBe(200);
  });
});

describe(`a store client buys B2C in his sponsor's store (${TEST_DB})`, () => {
  it('orders at the list price (invoice type 5), pays by Pix on the payment page, and the order is paid', async () => {
    const me = (await client.get('/api/accounts/authUser/getAuthUserData')).json().Data;
    const addressId = me.Adresses[0].AddressId;
    const item = { ProductId: s.shirt.id, Quantity: 2, ItemsFeatures: [s.features.azul.id, s.features.m.id] };

    const preview = await client.post('/api/store/orders/createNewOrderPreview', { Items: [item], DeliveryAddressId: addressId });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().Data).toMatchObject({ ItemsTotalValue: 200, DiscountValue: 0 });

    const created = await client.post('/api/store/orders/createNewOrderWithInvoice', {
      Items: [item],
      DeliveryAddressId: addressId,
      StoreUsername: s.seller.username,
    });
    expect(created.statusCode).toBe(200);
    const order = created.json().Data;
    expect(order).toMatchObject({ Type: 5, Value: 200, DiscountValue: 0, Status: 1, User: { Name: 'Carla Cliente' }, Seller: { Id: s.seller.id } });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, order.InvoiceId));
    expect(invoice).toMatchObject({ type: 5, status: 1, valueCents: 20_000, deliverValueCents: Math.round(order.DeliveryValue * 100) });

    // His invoices and the payment page.
    const list = await client.post('/api/payments/invoices/getAllInvoices', { PaginationSettings: { Page: 1, RowsPerPage: 50 } });
    expect(list.json().Data.map((i: { Id: number }) => i.Id)).toEqual([invoice!.id]);
    const page = await client.get(`/api/payments/invoices/getInvoiceByToken/${encodeURIComponent(invoice!.token)}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().Data).toMatchObject({ Id: invoice!.id, Type: 5, TypeFormatted: 'B2C', Value: 200 });

    // No wallet money moves: he holds no current account, so the balance never pays (the page offers it only with a balance).
    const entriesBefore = (await db().select().from(ledgerEntries)).length;
    const balance = await client.post('/api/payments/pay/balancePayment', { InvoiceId: invoice!.id });
    expect(balance.statusCode).toBe(422);
    expect(balance.json().Message).toBe('Saldo insuficiente para pagar esta fatura (valor da fatura mais a taxa de R$ 2,75).');
    expect((await db().select().from(ledgerEntries)).length).toBe(entriesBefore);
    expect((await db().select().from(invoices).where(eq(invoices.id, invoice!.id)))[0]!.status).toBe(1);

    const total = Math.round((order.Value + order.DeliveryValue) * 100) / 100;
    const pix = await client.post('/api/payments/pay/mercadoPagoPayment', {
      PaymentMethod: 1,
      Amount: total,
      Email: 'carla@cliente.test',
      DocumentType: 1,
      DocumentNumber: '529.982.247-25',
      InvoiceId: invoice!.id,
      Name: 'Carla Cliente',
    });
    expect(pix.statusCode).toBe(200);
    expect(pix.json().Data).toMatchObject({ Status: 2 });
    const approved = await client.post(`/api/payments/sandbox/${encodeURIComponent(pix.json().Data.PaymentId)}/approve`);
    expect(approved.statusCode).toBe(200);
    expect((await db().select().from(invoices).where(eq(invoices.id, invoice!.id)))[0]!.status).toBe(2);
    expect((await orderById(db(), order.Id)).status).toBe(2);
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ onHand: 8, reserved: 0 });

    // The seller sees it among his clients' orders.
    const sellers = await as(s.seller).post('/api/store/orders/getAllOrders', { PaginationSettings: { Page: 1, RowsPerPage: 50 }, GetClientsOrders: true });
    expect(sellers.json().Data.map((o: { Id: number }) => o.Id)).toContain(order.Id);

    // Delivered, he may withdraw where he bought (docs/marketplace.md#withdrawal-of-a-purchase): the
    // invoice is cancelled and the payment given back through the gateway (the offline one: nothing to send).
    expect((await as(s.seller).put(`/api/store/orders/updateOrderToDelivered/${order.Id}`)).statusCode).toBe(200);
    expect((await client.post('/api/store/orders/getOrderById', { Id: order.Id })).json().Data).toMatchObject({ CanWithdraw: true });
    const withdrawn = await client.put(`/api/store/orders/withdrawOrder/${order.Id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().Data).toMatchObject({ Status: 4, StatusFormatted: 'Devolução pendente' });
    expect((await db().select().from(invoices).where(eq(invoices.id, invoice!.id)))[0]!.status).toBe(0);
    // Confirming the return is the seller's.
    expect((await client.put(`/api/store/orders/confirmOrderReturn/${order.Id}`)).statusCode).toBe(403);
    expect((await as(s.seller).put(`/api/store/orders/confirmOrderReturn/${order.Id}`)).statusCode).toBe(200);
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ onHand: 10, reserved: 0 });
  });
});
