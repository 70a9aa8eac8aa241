import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EarningCategory, MEMBER_ROLE_IDS, Permission, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { creditMember, insertMember } from '../../seed/builders';
import { CITY, insertDistributionCenter, insertProduct, insertStock, insertStorage, orderById, PAGE1, seedShop, type Shop } from './orders.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const CREATE = '/api/store/orders/createNewOrderWithInvoice';
const BY_ID = '/api/store/orders/getOrderById';
const BY_INVOICE = '/api/store/orders/getOrderByInvoiceId';
const LIST = '/api/store/orders/getAllOrders';
const DELIVERED = (id: number | string) => `/api/store/orders/updateOrderToDelivered/${id}`;
let s: Shop;
let stranger: Row, admin: Row;
let first: { Id: number; InvoiceId: number; InvoiceToken: string };
let second: { Id: number; InvoiceId: number };
let clubOrder: { Id: number; InvoiceId: number };

const blue = (qty = 1) => ({ ProductId: s.shirt.id, Quantity: qty, ItemsFeatures: [s.features.azul.id, s.features.m.id] });

beforeAll(async () => {
  t = await createTestApp();
  s = await seedShop(db());
  stranger = await insertMember(db(), { username: 'curioso' });
  admin = await insertMember(db(), { username: 'operador.loja', type: UserType.Administrator });
  await creditMember(db(), s.buyer.id, 100_000, EarningCategory.Adesao, 'bônus');
  first = (await as(s.buyer).post(CREATE, { Items: [blue(2)], DeliveryAddressId: s.address.id })).json().Data;
  second = (await as(s.buyer).post(CREATE, { Items: [blue(1)], DeliveryAddressId: s.address.id, DeliveryType: 0 })).json().Data;
  const clubAdmin = await insertMember(db(), { username: 'admin.dono', type: UserType.Administrator });
  const dc = await insertDistributionCenter(db(), clubAdmin.id, CITY.saoPaulo);
  const book = await insertProduct(db(), { ownerId: clubAdmin.id, isOffice: true, name: 'Agenda do Clube' });
  await insertStock(db(), { productId: book.id, storageId: (await insertStorage(db(), dc.id)).id, quantity: 3 });
  clubOrder = (await as(s.buyer).post(CREATE, { Items: [{ ProductId: book.id, Quantity: 1 }], DeliveryAddressId: s.address.id })).json().Data;
});
afterAll(() => t.close());

describe(`getOrderById and getOrderByInvoiceId (${TEST_DB})`, () => {
  it('the buyer sees his order with its invoice; the seller sees it without the invoice; anyone else finds nothing', async () => {
    const mine = await as(s.buyer).post(BY_ID, { Id: first.Id });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().Data).toMatchObject({ Id: first.Id, InvoiceId: first.InvoiceId, InvoiceToken: first.InvoiceToken, Status: 1 });
    expect(mine.json().Data.OrderItems).toHaveLength(1);
    const sellers = (await as(s.seller).post(BY_ID, { Id: first.Id })).json().Data;
    expect(sellers).toMatchObject({ Id: first.Id, InvoiceId: null, InvoiceToken: null, User: { Id: s.buyer.id } });
    expect(sellers.OrderItems).toHaveLength(1);
    expect((await as(s.buyer).post(BY_INVOICE, { InvoiceId: first.InvoiceId })).json().Data.Id).toBe(first.Id);
    expect((await as(s.seller).post(BY_INVOICE, { InvoiceId: first.InvoiceId })).json().Data.Id).toBe(first.Id);
    for (const [url, payload] of [
      [BY_ID, { Id: first.Id }],
      [BY_INVOICE, { InvoiceId: first.InvoiceId }],
    ] as const) {
      for (const who of [stranger, admin]) {
        const res = await as(who).post(url, payload);
        expect(res.statusCode, `${url} ${who.username}`).toBe(404);
        expect(res.json()).toEqual({ IsSuccess: false, Message: 'Pedido não encontrado.', Data: null });
      }
      expect((await t.client().post(url, payload)).statusCode).toBe(401);
    }
    expect((await as(s.buyer).post(BY_ID, { Id: 1_999_999 })).json().Message).toBe('Pedido não encontrado.');
    const bad = await as(s.buyer).post(BY_ID, { Id: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('Pedido inválido.');
    expect((await as(s.buyer).post(BY_INVOICE, { InvoiceId: 'x' })).json().Message).toBe('Fatura inválida.');
  });

  it("any Administrator sees the club's own orders, as their seller", async () => {
    const res = await as(admin).post(BY_ID, { Id: clubOrder.Id });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ Id: clubOrder.Id, InvoiceToken: null });
  });

  it('a member without PEDIDOS is refused', async () => {
    const noShop = await insertMember(db(), { username: 'sem.loja', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.PEDIDOS) });
    expect((await as(noShop).post(BY_ID, { Id: first.Id })).statusCode).toBe(403);
    expect((await as(noShop).post(LIST, PAGE1)).statusCode).toBe(403);
  });
});

describe(`getAllOrders (${TEST_DB})`, () => {
  it("'Seus Pedidos' lists the buyer's purchases, newest first, 50 a page; 'Pedidos dos Seus Clientes' the seller's sales", async () => {
    const mine = await as(s.buyer).post(LIST, PAGE1);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().Data.map((o: { Id: number }) => o.Id)).toEqual([clubOrder.Id, second.Id, first.Id]);
    expect(mine.json().PaginationSettings).toEqual({ Page: 1, TotalPages: 1, TotalRows: 3, AllPages: [1] });
    expect(mine.json().Data[0].OrderItems).toEqual([]);
    expect(mine.json().Data[0].InvoiceToken).toEqual(expect.any(String));
    const clients = await as(s.seller).post(LIST, { ...PAGE1, GetClientsOrders: true, GetMoreDetails: true });
    expect(clients.json().Data.map((o: { Id: number }) => o.Id)).toEqual([second.Id, first.Id]);
    expect(clients.json().Data[1].OrderItems).toHaveLength(1);
    expect(clients.json().Data[1].InvoiceToken).toBeNull();
    // The seller bought nothing; the buyer sold nothing; a stranger sees nothing.
    expect((await as(s.seller).post(LIST, PAGE1)).json().Data).toEqual([]);
    expect((await as(s.buyer).post(LIST, { ...PAGE1, GetClientsOrders: true })).json().Data).toEqual([]);
    expect((await as(stranger).post(LIST, { ...PAGE1, GetClientsOrders: true })).json().Data).toEqual([]);
    // The club's sales in an Administrator's clients tab.
    expect((await as(admin).post(LIST, { ...PAGE1, GetClientsOrders: true })).json().Data.map((o: { Id: number }) => o.Id)).toEqual([clubOrder.Id]);
  });

  it('filters by status, type, order id and the other party; pages and sorts', async () => {
    const ids = async (who: Row, extra: Record<string, unknown>) =>
      (await as(who).post(LIST, { ...PAGE1, ...extra })).json().Data.map((o: { Id: number }) => o.Id);
    expect(await ids(s.buyer, { OrderStatus: 2 })).toEqual([]);
    expect(await ids(s.buyer, { OrderStatus: 1, OrderType: 4 })).toHaveLength(3);
    expect(await ids(s.buyer, { OrderType: 5 })).toEqual([]);
    expect(await ids(s.buyer, { Filters: { OrderId: first.Id } })).toEqual([first.Id]);
    expect(await ids(s.buyer, { Filters: { Username: s.seller.username.slice(0, 5) } })).toEqual([second.Id, first.Id]);
    expect(await ids(s.seller, { GetClientsOrders: true, Filters: { Username: s.buyer.username } })).toEqual([second.Id, first.Id]);
    expect(await ids(s.seller, { GetClientsOrders: true, Filters: { Username: '%' } })).toEqual([]);
    expect(await ids(s.buyer, { PaginationFilter: { OrderByDescending: false } })).toEqual([first.Id, second.Id, clubOrder.Id]);
    const page2 = await as(s.buyer).post(LIST, { PaginationSettings: { Page: 2, RowsPerPage: 2 } });
    expect(page2.json().Data.map((o: { Id: number }) => o.Id)).toEqual([first.Id]);
    expect(page2.json().PaginationSettings).toMatchObject({ Page: 2, TotalPages: 2, TotalRows: 3 });
    for (const bad of [{ OrderStatus: 9 }, { OrderType: 3 }, { Filters: { Username: 'x'.repeat(101) } }, { Unknown: true }]) {
      expect((await as(s.buyer).post(LIST, { ...PAGE1, ...bad })).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await t.client().post(LIST, PAGE1)).statusCode).toBe(401);
  });
});

describe(`updateOrderToDelivered (${TEST_DB})`, () => {
  it('only the seller, only a paid order: Pago -> Entregue once', async () => {
    const unpaid = await as(s.seller).put(DELIVERED(first.Id));
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().Message).toBe('Somente pedidos pagos podem ser marcados como entregues.');
    expect((await as(s.buyer).post('/api/payments/pay/balancePayment', { InvoiceId: first.InvoiceId })).statusCode).toBe(200);

    const byBuyer = await as(s.buyer).put(DELIVERED(first.Id));
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().Message).toBe('Somente o vendedor pode marcar o pedido como entregue.');
    for (const who of [stranger, admin]) expect((await as(who).put(DELIVERED(first.Id))).json()).toMatchObject({ Message: 'Pedido não encontrado.' });
    expect((await t.client().put(DELIVERED(first.Id))).statusCode).toBe(401);
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      const res = await as(s.seller).put(DELIVERED(bad));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().Message, bad).toBe('Pedido inválido.');
    }
    expect((await orderById(db(), first.Id)).status).toBe(2);

    const ok = await as(s.seller).put(DELIVERED(first.Id));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      IsSuccess: true,
      Message: 'Pedido atualizado com Sucesso.',
      Data: { Id: first.Id, Status: 3, StatusFormatted: 'Entregue', DeliveredOn: expect.any(String) },
    });
    expect((await as(s.seller).put(DELIVERED(first.Id))).statusCode).toBe(409);
    expect((await orderById(db(), first.Id)).status).toBe(3);
  });

  it("an Administrator delivers the club's own orders", async () => {
    expect((await as(s.buyer).post('/api/payments/pay/balancePayment', { InvoiceId: clubOrder.InvoiceId })).statusCode).toBe(200);
    const res = await as(admin).put(DELIVERED(clubOrder.Id));
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Status).toBe(3);
  });
});

describe(`another member's order answers exactly like a missing one (${TEST_DB})`, () => {
  it("by id, by invoice id and when marking it delivered, to a stranger and to an Administrator (not the club's order)", async () => {
    // `first` is paid and delivered by now: its status must not show through either.
    const missing = {
      byId: await as(stranger).post(BY_ID, { Id: 1_999_999 }),
      byInvoice: await as(stranger).post(BY_INVOICE, { InvoiceId: 1_999_999 }),
      delivered: await as(stranger).put(DELIVERED(1_999_999)),
    };
    for (const res of Object.values(missing)) expect(res.statusCode).toBe(404);
    for (const who of [stranger, admin]) {
      const asked = {
        byId: await as(who).post(BY_ID, { Id: first.Id }),
        byInvoice: await as(who).post(BY_INVOICE, { InvoiceId: first.InvoiceId }),
        delivered: await as(who).put(DELIVERED(second.Id)),
      };
      for (const key of Object.keys(missing) as Array<keyof typeof missing>) {
        expect(asked[key].statusCode, `${who.username} ${key}`).toBe(404);
        expect(asked[key].body, `${who.username} ${key}`).toBe(missing[key].body);
      }
    }
    expect((await orderById(db(), second.Id)).status).toBe(1);
  });
});
