import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_IDS, Permission, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';
import {
  CITY,
  insertAddress,
  insertDistributionCenter,
  insertProduct,
  insertStock,
  insertStorage,
  ordersSnapshot,
  seedShop,
  type Shop,
} from './orders.fixtures';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
const PREVIEW = '/api/store/orders/createNewOrderPreview';
let s: Shop;

const blue = (qty = 1) => ({ ProductId: s.shirt.id, Quantity: qty, ItemsFeatures: [s.features.azul.id, s.features.m.id] });
const body = (extra: Record<string, unknown> = {}) => ({ Items: [blue()], DeliveryAddressId: s.address.id, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  s = await seedShop(db());
});
afterAll(() => t.close());

const expect4xx = async (res: { statusCode: number; json(): any }, status: number, message: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ IsSuccess: false, Message: message, Data: null });
};

describe(`createNewOrderPreview (${TEST_DB})`, () => {
  it('prices a member (B2B) at the dealer price with Sedex by default, the other services offered, and the seller to talk to', async () => {
    const res = await as(s.buyer).post(PREVIEW, body({ Items: [blue(2)] }));
    expect(res.statusCode).toBe(200);
    // 2 × 500 g, 20 × 15 × 20 cm (cubic 1 000 g): band up to 1 kg, Campinas -> São Paulo in the same state.
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: null,
      Data: {
        AvailableDeliveryServices: [
          { Id: 40010, Type: 40010, Title: 'Sedex', Value: 25.9, Days: 1 },
          { Id: 41106, Type: 41106, Title: 'PAC', Value: 18.9, Days: 4 },
          { Id: 0, Type: 0, Title: 'Retirar no local', Value: 0, Days: null },
          { Id: 2, Type: 2, Title: 'Frete a combinar', Value: 0, Days: null },
        ],
        SelectedDeliveryServiceId: 40010,
        ItemsTotalValue: 200,
        DeliveryValue: 25.9,
        DiscountValue: 40,
        TotalValue: 185.9,
        SellersContact: { Name: s.seller.name, PhoneOne: '19 99999-0000', ProductName: s.shirt.name },
      },
    });
  });

  it('answers the delivery chosen: PAC, pickup and to be combined; Services is not for products', async () => {
    expect((await as(s.buyer).post(PREVIEW, body({ DeliveryType: 41106 }))).json().Data).toMatchObject({
      SelectedDeliveryServiceId: 41106,
      DeliveryValue: 18.9,
      TotalValue: 98.9,
    });
    expect((await as(s.buyer).post(PREVIEW, body({ DeliveryType: 0 }))).json().Data).toMatchObject({
      SelectedDeliveryServiceId: 0,
      DeliveryValue: 0,
      TotalValue: 80,
    });
    expect((await as(s.buyer).post(PREVIEW, body({ DeliveryType: 2 }))).json().Data).toMatchObject({ SelectedDeliveryServiceId: 2, DeliveryValue: 0 });
    await expect4xx(await as(s.buyer).post(PREVIEW, body({ DeliveryType: 1 })), 422, 'Tipo de entrega indisponível para este pedido.');
    await expect4xx(await as(s.buyer).post(PREVIEW, body({ DeliveryType: 40011 })), 400, 'Tipo de entrega inválido.');
    await expect4xx(await as(s.buyer).post(PREVIEW, body({ DeliveryType: '40010' })), 400, 'Tipo de entrega inválido.');
  });

  it('prices the freight by region: same region (RJ) and another region (RS) cost more', async () => {
    const rio = await insertAddress(db(), s.buyer.id, CITY.rio);
    const poa = await insertAddress(db(), s.buyer.id, CITY.portoAlegre);
    const rioRes = (await as(s.buyer).post(PREVIEW, body({ DeliveryAddressId: rio.id }))).json().Data;
    expect(rioRes.AvailableDeliveryServices.slice(0, 2)).toEqual([
      { Id: 40010, Type: 40010, Title: 'Sedex', Value: 39.9, Days: 2 },
      { Id: 41106, Type: 41106, Title: 'PAC', Value: 26.9, Days: 6 },
    ]);
    const poaRes = (await as(s.buyer).post(PREVIEW, body({ DeliveryAddressId: poa.id }))).json().Data;
    expect(poaRes.AvailableDeliveryServices.slice(0, 2)).toEqual([
      { Id: 40010, Type: 40010, Title: 'Sedex', Value: 59.9, Days: 4 },
      { Id: 41106, Type: 41106, Title: 'PAC', Value: 37.9, Days: 9 },
    ]);
  });

  it('prices a service with delivery type 1 at zero', async () => {
    const consult = await insertProduct(db(), { ownerId: s.seller.id, type: 2, name: 'Consultoria', priceCents: 30_000, dealerDiscountCents: 5_000 });
    await insertStock(db(), { productId: consult.id, storageId: s.national.id, quantity: 5 });
    const item = { ProductId: consult.id, Quantity: 1 };
    const res = await as(s.buyer).post(PREVIEW, { Items: [item], DeliveryAddressId: s.address.id });
    expect(res.json().Data).toMatchObject({
      AvailableDeliveryServices: [{ Id: 1, Type: 1, Title: 'Serviço', Value: 0, Days: null }],
      SelectedDeliveryServiceId: 1,
      ItemsTotalValue: 300,
      DiscountValue: 50,
      DeliveryValue: 0,
      TotalValue: 250,
    });
    await expect4xx(
      await as(s.buyer).post(PREVIEW, { Items: [item], DeliveryAddressId: s.address.id, DeliveryType: 40010 }),
      422,
      'Tipo de entrega indisponível para este pedido.',
    );
    // A product and a service never share an order.
    await expect4xx(
      await as(s.buyer).post(PREVIEW, { Items: [blue(), item], DeliveryAddressId: s.address.id }),
      422,
      'Um pedido só pode ter produtos ou serviços, não os dois. Finalize a compra ou esvazie o carrinho.',
    );
  });

  it('matches the stock by its exact feature set, in any order; refuses a missing choice and an unknown option', async () => {
    const reversed = await as(s.buyer).post(
      PREVIEW,
      body({ Items: [{ ProductId: s.shirt.id, Quantity: 1, ItemsFeatures: [s.features.m.id, s.features.azul.id, s.features.m.id] }] }),
    );
    expect(reversed.statusCode).toBe(200);
    await expect4xx(
      await as(s.buyer).post(PREVIEW, body({ Items: [{ ProductId: s.shirt.id, Quantity: 1 }] })),
      422,
      'É necessário que você selecione o atributo do Produto acima.',
    );
    await expect4xx(
      await as(s.buyer).post(PREVIEW, body({ Items: [{ ProductId: s.shirt.id, Quantity: 1, ItemsFeatures: [s.features.azul.id] }] })),
      422,
      `A opção escolhida do produto ${s.shirt.name} não existe.`,
    );
    await expect4xx(
      await as(s.buyer).post(PREVIEW, body({ Items: [{ ProductId: s.shirt.id, Quantity: 1, ItemsFeatures: [s.features.azul.id, 999_999] }] })),
      422,
      `A opção escolhida do produto ${s.shirt.name} não existe.`,
    );
  });

  it('refuses more than the stock has, summing lines of the same option', async () => {
    await expect4xx(await as(s.buyer).post(PREVIEW, body({ Items: [blue(11)] })), 422, 'Este produto não possui estoque o suficiente. Estoque Atual: 10');
    await expect4xx(
      await as(s.buyer).post(PREVIEW, body({ Items: [blue(6), blue(5)] })),
      422,
      'Este produto não possui estoque o suficiente. Estoque Atual: 10',
    );
    const red = { ProductId: s.shirt.id, Quantity: 3, ItemsFeatures: [s.features.vermelho.id, s.features.m.id] };
    expect((await as(s.buyer).post(PREVIEW, body({ Items: [blue(10), red] }))).statusCode).toBe(200);
  });

  it('offers only the storages serving the address, the most available first', async () => {
    const seller = await insertMember(db(), { username: 'regional.vendedor' });
    const dc = await insertDistributionCenter(db(), seller.id, CITY.campinas);
    const national = await insertStorage(db(), dc.id, 1);
    const regional = await insertStorage(db(), dc.id, 2, [CITY.saoPaulo]);
    const mug = await insertProduct(db(), { ownerId: seller.id, name: 'Caneca' });
    await insertStock(db(), { productId: mug.id, storageId: national.id, quantity: 2 });
    await insertStock(db(), { productId: mug.id, storageId: regional.id, quantity: 7 });
    const mugs = (q: number, addressId = s.address.id) => ({ Items: [{ ProductId: mug.id, Quantity: q }], DeliveryAddressId: addressId });
    // São Paulo: both serve, the Regional one has more.
    expect((await as(s.buyer).post(PREVIEW, mugs(7))).statusCode).toBe(200);
    await expect4xx(await as(s.buyer).post(PREVIEW, mugs(8)), 422, 'Este produto não possui estoque o suficiente. Estoque Atual: 7');
    // Rio de Janeiro: only the National one.
    const rio = await insertAddress(db(), s.buyer.id, CITY.rio);
    await expect4xx(await as(s.buyer).post(PREVIEW, mugs(3, rio.id)), 422, 'Este produto não possui estoque o suficiente. Estoque Atual: 2');
    // A product kept only in a Regional storage of another city cannot reach Rio.
    const plate = await insertProduct(db(), { ownerId: seller.id, name: 'Prato' });
    await insertStock(db(), { productId: plate.id, storageId: regional.id, quantity: 5 });
    await expect4xx(
      await as(s.buyer).post(PREVIEW, { Items: [{ ProductId: plate.id, Quantity: 1 }], DeliveryAddressId: rio.id }),
      422,
      'O produto Prato não está disponível para entrega no endereço selecionado.',
    );
  });

  it('sells only accepted products available to members, of one seller, never the buyer his own', async () => {
    const pending = await insertProduct(db(), { ownerId: s.seller.id, officeStatus: 1 });
    const refused = await insertProduct(db(), { ownerId: s.seller.id, officeStatus: 0 });
    const unavailable = await insertProduct(db(), { ownerId: s.seller.id, status: 1, name: 'Indisponível' });
    const b2cOnly = await insertProduct(db(), { ownerId: s.seller.id, status: 3, name: 'Só B2C' });
    for (const p of [pending, refused, unavailable, b2cOnly]) await insertStock(db(), { productId: p.id, storageId: s.national.id, quantity: 5 });
    const one = (id: number) => body({ Items: [{ ProductId: id, Quantity: 1 }] });
    await expect4xx(await as(s.buyer).post(PREVIEW, one(pending.id)), 404, 'Produto não encontrado.');
    await expect4xx(await as(s.buyer).post(PREVIEW, one(refused.id)), 404, 'Produto não encontrado.');
    await expect4xx(await as(s.buyer).post(PREVIEW, one(2_000_000)), 404, 'Produto não encontrado.');
    await expect4xx(await as(s.buyer).post(PREVIEW, one(unavailable.id)), 422, 'O produto Indisponível está indisponível no momento.');
    await expect4xx(await as(s.buyer).post(PREVIEW, one(b2cOnly.id)), 422, 'O produto Só B2C está indisponível no momento.');

    const sellerAddress = await insertAddress(db(), s.seller.id, CITY.saoPaulo);
    await expect4xx(
      await as(s.seller).post(PREVIEW, { Items: [blue()], DeliveryAddressId: sellerAddress.id }),
      422,
      'Você não pode comprar os seus próprios produtos.',
    );

    const other = await insertMember(db(), { username: 'outro.vendedor' });
    const otherDc = await insertDistributionCenter(db(), other.id);
    const otherProduct = await insertProduct(db(), { ownerId: other.id });
    await insertStock(db(), { productId: otherProduct.id, storageId: (await insertStorage(db(), otherDc.id)).id, quantity: 5 });
    await expect4xx(
      await as(s.buyer).post(PREVIEW, body({ Items: [blue(), { ProductId: otherProduct.id, Quantity: 1 }] })),
      422,
      'Um pedido só pode ter produtos de um mesmo vendedor. Finalize a compra ou esvazie o carrinho para comprar de outro vendedor.',
    );
  });

  it("sells the club's products of different administrators in one order, the club as the contact", async () => {
    const admin1 = await insertMember(db(), { username: 'admin.loja1', type: UserType.Administrator });
    const admin2 = await insertMember(db(), { username: 'admin.loja2', type: UserType.Administrator });
    const dc = await insertDistributionCenter(db(), admin1.id, CITY.saoPaulo);
    const storage = await insertStorage(db(), dc.id);
    const a = await insertProduct(db(), { ownerId: admin1.id, isOffice: true, name: 'Livro' });
    const b = await insertProduct(db(), { ownerId: admin2.id, isOffice: true, name: 'Caderno' });
    await insertStock(db(), { productId: a.id, storageId: storage.id, quantity: 5 });
    await insertStock(db(), { productId: b.id, storageId: storage.id, quantity: 5 });
    const res = await as(s.buyer).post(
      PREVIEW,
      body({
        Items: [
          { ProductId: a.id, Quantity: 1 },
          { ProductId: b.id, Quantity: 1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.SellersContact).toEqual({ Name: admin1.name, PhoneOne: admin1.phoneOne, ProductName: 'Livro, Caderno' });
    // An Administrator does not buy in the shop.
    const adminAddress = await insertAddress(db(), admin2.id);
    await expect4xx(
      await as(admin2).post(PREVIEW, { Items: [blue()], DeliveryAddressId: adminAddress.id }),
      403,
      'Administradores não compram na loja: entre com uma conta de sócio.',
    );
  });

  it("delivers only to the buyer's own address", async () => {
    const stranger = await insertMember(db(), { username: 'estranho.endereco' });
    const strangersAddress = await insertAddress(db(), stranger.id);
    await expect4xx(await as(s.buyer).post(PREVIEW, body({ DeliveryAddressId: strangersAddress.id })), 404, 'Endereço não encontrado.');
    await expect4xx(await as(s.buyer).post(PREVIEW, body({ DeliveryAddressId: 2_000_000_000 })), 404, 'Endereço não encontrado.');
    await expect4xx(await as(s.buyer).post(PREVIEW, body({ DeliveryAddressId: null })), 400, 'Endereço de entrega é obrigatório.');
  });

  it('refuses bad quantities and items with the spec messages, changing nothing', async () => {
    const before = await ordersSnapshot(db());
    const cases: Array<[unknown, string]> = [
      [{ Items: [blue(0)] }, 'Quantidade de itens não pode ser igual a 0.'],
      [{ Items: [blue(-3)] }, 'Quantidade de itens não pode ser igual a 0.'],
      [{ Items: [{ ...blue(), Quantity: 'abc' }] }, 'Quantidade de itens não pode ser igual a 0.'],
      [{ Items: [{ ...blue(), Quantity: null }] }, 'Quantidade de itens não pode ser igual a 0.'],
      [{ Items: [blue(1e12)] }, 'Quantidade de itens não pode ser maior que 9.999.'],
      [{ Items: [blue(1.5)] }, 'Quantidade de itens deve ser um número inteiro.'],
      [{ Items: [] }, 'Adicione ao menos um produto ao pedido.'],
      [{ Items: null }, 'Adicione ao menos um produto ao pedido.'],
      [{ Items: Array.from({ length: 51 }, () => blue()) }, 'Um pedido pode ter no máximo 50 itens.'],
      [{ Items: [{ ...blue(), ProductId: 0 }] }, 'Produto inválido.'],
      [{ Items: [{ ...blue(), ProductId: 1e12 }] }, 'Produto inválido.'],
      [{ Items: [{ ...blue(), ItemsFeatures: [-1] }] }, 'Atributo do produto inválido.'],
      [{ Items: [{ ...blue(), Extra: 1 }] }, 'Chave inválida: "Extra"'],
    ];
    for (const [patch, message] of cases) {
      const res = await as(s.buyer).post(PREVIEW, body(patch as Record<string, unknown>));
      expect(res.statusCode, JSON.stringify(patch).slice(0, 80)).toBe(400);
      expect(res.json().Message, JSON.stringify(patch).slice(0, 80)).toBe(message);
    }
    expect(await ordersSnapshot(db())).toEqual(before);
  });

  it('needs a session; a member needs PEDIDOS', async () => {
    expect((await t.client().post(PREVIEW, body())).statusCode).toBe(401);
    const noShop = await insertMember(db(), { username: 'sem.pedidos', rolesIds: MEMBER_ROLE_IDS.filter((r) => r !== Permission.PEDIDOS) });
    const address = await insertAddress(db(), noShop.id);
    await expect4xx(await as(noShop).post(PREVIEW, body({ DeliveryAddressId: address.id })), 403, 'Você não tem permissão para acessar este recurso.');
  });
});

describe(`createNewOrderPreview for a store client (B2C, ${TEST_DB})`, () => {
  it("prices his sponsor's and the club's products at the list price", async () => {
    const client = await insertMember(db(), { username: 'cliente.b2c', type: UserType.UserStore, sponsorId: s.seller.id, rolesIds: [-1, 7] });
    const address = await insertAddress(db(), client.id, CITY.saoPaulo);
    const res = await as(client).post(PREVIEW, { Items: [blue(2)], DeliveryAddressId: address.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ ItemsTotalValue: 200, DiscountValue: 0, DeliveryValue: 25.9, TotalValue: 225.9 });
    const b2bOnly = await insertProduct(db(), { ownerId: s.seller.id, status: 2, name: 'Só B2B' });
    await insertStock(db(), { productId: b2bOnly.id, storageId: s.national.id, quantity: 5 });
    await expect4xx(
      await as(client).post(PREVIEW, { Items: [{ ProductId: b2bOnly.id, Quantity: 1 }], DeliveryAddressId: address.id }),
      422,
      'O produto Só B2B está indisponível no momento.',
    );
    // Another member's products are not in this store.
    const other = await insertMember(db(), { username: 'outra.loja' });
    const otherDc = await insertDistributionCenter(db(), other.id);
    const otherProduct = await insertProduct(db(), { ownerId: other.id });
    await insertStock(db(), { productId: otherProduct.id, storageId: (await insertStorage(db(), otherDc.id)).id, quantity: 5 });
    await expect4xx(
      await as(client).post(PREVIEW, { Items: [{ ProductId: otherProduct.id, Quantity: 1 }], DeliveryAddressId: address.id }),
      404,
      'Produto não encontrado.',
    );
  });
});
