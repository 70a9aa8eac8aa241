import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, invoices, orderItems, stockMovements } from '../../db/schema';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { insertMember } from '../../seed/builders';
import { verifyStock } from '../stocks';
import { CITY, insertAddress, orderById, ordersSnapshot, seedShop, stockById, type Shop } from './orders.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const PREVIEW = '/api/store/orders/createNewOrderPreview';
const CREATE = '/api/store/orders/createNewOrderWithInvoice';
let s: Shop;

const blue = (qty = 1) => ({ ProductId: s.shirt.id, Quantity: qty, ItemsFeatures: [s.features.azul.id, s.features.m.id] });
const red = (qty = 1) => ({ ProductId: s.shirt.id, Quantity: qty, ItemsFeatures: [s.features.vermelho.id, s.features.m.id] });

beforeAll(async () => {
  t = await createTestApp();
  s = await seedShop(db());
});
afterAll(async () => {
  expect(await verifyStock(db())).toEqual([]);
  await t.close();
});

describe(`createNewOrderWithInvoice (${TEST_DB})`, () => {
  it('places the order the preview priced: invoice due in 3 days, stock reserved, prices copied, quote frozen', async () => {
    const request = { Items: [blue(2), red(1)], DeliveryAddressId: s.address.id, DeliveryType: 41106 };
    const preview = (await as(s.buyer).post(PREVIEW, request)).json().Data;
    const res = await as(s.buyer).post(CREATE, request);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ IsSuccess: true, Message: 'Sucesso! Pague sua fatura para concluir o Pedido.' });
    const order = body.Data;
    // The same amounts as the preview: items 300, discount 60, PAC for 1,5 kg (cubic) in the state.
    expect(preview).toMatchObject({ ItemsTotalValue: 300, DiscountValue: 60, DeliveryValue: 22.9, TotalValue: 262.9 });
    expect(order).toMatchObject({
      Type: 4,
      Value: preview.ItemsTotalValue,
      DiscountValue: preview.DiscountValue,
      DeliveryValue: preview.DeliveryValue,
      FixedTotalValue: preview.TotalValue,
      DeliveryType: 41106,
      DeliveryTitle: 'PAC',
      Status: 1,
      StatusFormatted: 'Aguardando Pagamento',
      StatusColor: 'yellow',
      PaidOn: null,
      DeliveredOn: null,
      User: { Id: s.buyer.id, Name: s.buyer.name, Email: s.buyer.email, PhoneOne: s.buyer.phoneOne },
      Seller: { Id: s.seller.id, Name: s.seller.name, PhoneOne: s.seller.phoneOne },
      DeliveryAddress: {
        ZipCode: '01310100',
        City: 'São Paulo',
        State: 'SP',
        Street: 'Avenida Paulista',
        Number: '1000',
        District: 'Bela Vista',
        Complement: 'Apto 1',
      },
    });
    expect(order.OrderItems).toEqual([
      {
        Id: expect.any(Number),
        Product: { Id: s.shirt.id, Name: s.shirt.name },
        Quantity: 2,
        Price: 100,
        Discount: 20,
        FeaturesIds: [s.features.azul.id, s.features.m.id].sort((a, b) => a - b),
      },
      {
        Id: expect.any(Number),
        Product: { Id: s.shirt.id, Name: s.shirt.name },
        Quantity: 1,
        Price: 100,
        Discount: 20,
        FeaturesIds: [s.features.vermelho.id, s.features.m.id].sort((a, b) => a - b),
      },
    ]);

    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, order.InvoiceId));
    expect(invoice).toMatchObject({
      userId: s.buyer.id,
      type: 4,
      status: 1,
      valueCents: 24_000,
      deliverValueCents: 2_290,
      dueDate: addDays(dayInSaoPaulo(), 3),
      token: order.InvoiceToken,
      description: `Pedido — ${s.shirt.name} e mais 1 item`,
    });
    const row = await orderById(db(), order.Id);
    // Seller: 240,00 paid − 10 % (24,00) + freight 22,90.
    expect(row).toMatchObject({
      sellerId: s.seller.id,
      isOffice: false,
      itemsTotalCents: 30_000,
      discountCents: 6_000,
      deliveryCents: 2_290,
      sellerAmountCents: 23_890,
    });
    expect(row.quote).toEqual({
      provider: 'offline',
      deliveryType: 41106,
      title: 'PAC',
      priceCents: 2_290,
      days: 4,
      originZip: CITY.campinas.zipCode,
      destinationZip: CITY.saoPaulo.zipCode,
      packageGrams: 1_500,
    });
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order.Id)).orderBy(orderItems.id);
    expect(items.map((i) => [i.stockId, i.quantity, i.unitPriceCents, i.unitDiscountCents, i.officePercentageBps])).toEqual([
      [s.stocks.blueM.id, 2, 10_000, 2_000, 1_000],
      [s.stocks.redM.id, 1, 10_000, 2_000, 1_000],
    ]);
    expect(await stockById(db(), s.stocks.blueM.id)).toMatchObject({ onHand: 10, reserved: 2 });
    expect(await stockById(db(), s.stocks.redM.id)).toMatchObject({ onHand: 3, reserved: 1 });
    const movements = await db().select().from(stockMovements).where(eq(stockMovements.orderId, order.Id));
    expect(movements.map((m) => [m.reason, m.stockId, m.reservedDelta, m.actorId]).sort()).toEqual(
      [
        ['reserved', s.stocks.blueM.id, 2, s.buyer.id],
        ['reserved', s.stocks.redM.id, 1, s.buyer.id],
      ].sort(),
    );
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `order:${order.Id}`)),
    ).toHaveLength(1);
    // What is reserved is no longer offered.
    expect((await as(s.buyer).post(PREVIEW, { Items: [red(1)], DeliveryAddressId: s.address.id })).statusCode).toBe(200);
    expect((await as(s.buyer).post(PREVIEW, { Items: [red(3)], DeliveryAddressId: s.address.id })).json().Message).toBe(
      'Este produto não possui estoque o suficiente. Estoque Atual: 2',
    );
  });

  it("a store client buys B2C at the list price, in his sponsor's store (StoreUsername)", async () => {
    const client = await insertMember(db(), { username: 'cliente.compra', type: UserType.UserStore, sponsorId: s.seller.id, rolesIds: [-1, 7] });
    const address = await insertAddress(db(), client.id, CITY.saoPaulo);
    const request = { Items: [blue(1)], DeliveryAddressId: address.id, StoreUsername: s.seller.username.toUpperCase() };
    const res = await as(client).post(CREATE, request);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ Type: 5, Value: 100, DiscountValue: 0, DeliveryValue: 25.9, FixedTotalValue: 125.9 });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, res.json().Data.InvoiceId));
    expect(invoice).toMatchObject({ userId: client.id, type: 5, valueCents: 10_000, deliverValueCents: 2_590 });

    const before = await ordersSnapshot(db());
    const stranger = await insertMember(db(), { username: 'loja.estranha' });
    expect((await as(client).post(CREATE, { ...request, StoreUsername: stranger.username })).json()).toMatchObject({
      Message: 'Você só pode comprar na loja de quem o cadastrou.',
    });
    const unknown = await as(client).post(CREATE, { ...request, StoreUsername: 'ninguem.aqui' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe('Loja não encontrada.');
    expect(await ordersSnapshot(db())).toEqual(before);
  });

  it('refuses bad input and short stock with a 4xx in pt-BR, changing nothing', async () => {
    const stranger = await insertMember(db(), { username: 'comprador.intruso' });
    const strangersAddress = await insertAddress(db(), stranger.id);
    const before = await ordersSnapshot(db());
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ Items: [blue(0)] }, 400, 'Quantidade de itens não pode ser igual a 0.'],
      [{ Items: [blue(-1)] }, 400, 'Quantidade de itens não pode ser igual a 0.'],
      [{ Items: [blue(1e12)] }, 400, 'Quantidade de itens não pode ser maior que 9.999.'],
      [{ Items: [{ ProductId: 1_999_999, Quantity: 1 }] }, 404, 'Produto não encontrado.'],
      [{ Items: [{ ...blue(), ItemsFeatures: [1_999_999] }] }, 422, `A opção escolhida do produto ${s.shirt.name} não existe.`],
      [{ DeliveryAddressId: 1_999_999 }, 404, 'Endereço não encontrado.'],
      [{ DeliveryAddressId: strangersAddress.id }, 404, 'Endereço não encontrado.'],
      [{ Items: [blue(9)] }, 422, 'Este produto não possui estoque o suficiente. Estoque Atual: 7'],
      [{ Items: [blue(5), blue(3)] }, 422, 'Este produto não possui estoque o suficiente. Estoque Atual: 7'],
      [{ StoreUsername: 'x'.repeat(101) }, 400, 'Loja não encontrada.'],
    ];
    for (const [patch, status, message] of cases) {
      const res = await as(s.buyer).post(CREATE, { Items: [blue()], DeliveryAddressId: s.address.id, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(status);
      expect(res.json(), JSON.stringify(patch)).toEqual({
        IsSuccess: false,
        Message: message,
        Data: null,
        ...(status === 400 ? { errors: expect.any(Object) } : {}),
      });
    }
    expect((await t.client().post(CREATE, { Items: [blue()], DeliveryAddressId: s.address.id })).statusCode).toBe(401);
    expect(await ordersSnapshot(db())).toEqual(before);
  });
});
