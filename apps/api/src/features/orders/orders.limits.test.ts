import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { insertMember } from '../../seed/builders';
import { setShops } from '../bonuses/bonuses.fixtures';
import { insertAddress, insertProduct, insertStock, ordersSnapshot, seedShop, type Shop } from './orders.fixtures';

/**
 * How often orders may be placed (docs/marketplace.md#hoarding-limits), behind a trusted proxy
 * (127.0.0.1, the test client) so that each request names its own address.
 */

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const db = () => t.database.db;
const CREATE = '/api/store/orders/createNewOrderWithInvoice';
const THROTTLED = { IsSuccess: false, Message: 'Muitos pedidos em pouco tempo. Aguarde alguns minutos e tente novamente.', Data: null };
let s: Shop;
let ip = 0;
const nextIp = () => `10.7.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

const create = (u: Row, payload: object, from = nextIp()) =>
  t.client(t.app.issueAccessToken(u).token).request({ method: 'POST', url: CREATE, headers: { 'x-forwarded-for': from }, payload });

async function buyerWithAddress(username: string, over: Partial<Parameters<typeof insertMember>[1]> = {}) {
  const buyer = await insertMember(db(), { username, ...over });
  return { buyer, address: await insertAddress(db(), buyer.id) };
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: '127.0.0.1', FREIGHT_TABLE_CACHE_SECONDS: '0' } });
  s = await seedShop(db());
  await setShops(db(), { MaxOpenOrdersPerBuyer: 100, MaxReservedUnitsPerBuyer: 10_000 });
});
afterAll(() => t.close());

describe(`order creation limits (RATE_LIMITS=on, ${TEST_DB})`, () => {
  it('10 attempts per account in 10 minutes, from any address; the 11th answers 429 and places nothing; other accounts go on', async () => {
    const product = await insertProduct(db(), { ownerId: s.seller.id, name: 'Caixa limite' });
    await insertStock(db(), { productId: product.id, storageId: s.national.id, quantity: 1_000 });
    const { buyer, address } = await buyerWithAddress('pressa');
    const order = { Items: [{ ProductId: product.id, Quantity: 1 }], DeliveryAddressId: address.id, DeliveryType: 0 };
    // A refused attempt counts too (here: a product that does not exist).
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await create(buyer, order)).statusCode);
    for (let i = 0; i < 2; i++) codes.push((await create(buyer, { ...order, Items: [{ ProductId: 987_654, Quantity: 1 }] })).statusCode);
    expect(codes).toEqual([...Array(8).fill(200), 404, 404]);

    const before = await ordersSnapshot(db());
    const throttled = await create(buyer, order);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual(THROTTLED);
    expect(await ordersSnapshot(db())).toEqual(before);

    const other = await buyerWithAddress('calma');
    const res = await create(other.buyer, { ...order, DeliveryAddressId: other.address.id });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('store clients: 20 attempts per address in an hour, whichever account; a member at that address is not held by it', async () => {
    const product = await insertProduct(db(), { ownerId: s.seller.id, name: 'Caixa loja' });
    await insertStock(db(), { productId: product.id, storageId: s.national.id, quantity: 1_000 });
    const from = '198.51.100.23';
    const clients = [];
    for (let i = 0; i < 3; i++) clients.push(await buyerWithAddress(`cliente.ip${i}`, { type: UserType.UserStore, sponsorId: s.seller.id, rolesIds: [-1, 7] }));
    const order = (addressId: number) => ({
      Items: [{ ProductId: product.id, Quantity: 1 }],
      DeliveryAddressId: addressId,
      DeliveryType: 0,
      StoreUsername: s.seller.username,
    });
    const codes: number[] = [];
    // Seven each from three accounts: under the limit per account, over the one per address.
    for (let i = 0; i < 21; i++) {
      const c = clients[i % 3]!;
      codes.push((await create(c.buyer, order(c.address.id), from)).statusCode);
    }
    expect(codes).toEqual([...Array(20).fill(200), 429]);

    // A new account at the same address: still the address's limit.
    const fresh = await buyerWithAddress('cliente.novo', { type: UserType.UserStore, sponsorId: s.seller.id, rolesIds: [-1, 7] });
    const refused = await create(fresh.buyer, order(fresh.address.id), from);
    expect(refused.json()).toEqual(THROTTLED);
    // Elsewhere the same accounts go on.
    expect((await create(fresh.buyer, order(fresh.address.id))).statusCode).toBe(200);
    // A member at that address buys.
    const member = await buyerWithAddress('socio.mesmo.ip');
    const res = await create(member.buyer, { ...order(member.address.id), StoreUsername: undefined }, from);
    expect(res.statusCode, res.body).toBe(200);
  });
});
