import { describe, expect, it } from 'vitest';
import { OrderCreationRequest, OrderPreviewRequest } from '@clube/contract/orders';
import { GetAllProductsRequest } from '@clube/contract/products';
import {
  addLine,
  addToCartError,
  cartCount,
  cartTotals,
  deliveryAddressId,
  emptyCart,
  lineOf,
  lineTotal,
  localTotals,
  removeLine,
  stockOptionsOf,
  toOrderItems,
  unitCharged,
} from '../lib/cart';
import { cartStorageKey, readCart, writeCart } from '../lib/cartStorage';
import { initialShopFilters, shopRequest } from '../lib/shopRequest';
import { camiseta, caneca, entry, stock } from './fixtures';

describe('stock options', () => {
  it('groups stocks by feature set, keeps the largest quantity, and names the option by its features', () => {
    const options = stockOptionsOf([
      stock(1, 2, [
        [6, 'M', 'Tamanho'],
        [5, 'Azul', 'Cor'],
      ]),
      stock(2, 7, [
        [5, 'Azul', 'Cor'],
        [6, 'M', 'Tamanho'],
      ]),
      stock(3, 4, [[7, 'Verde', 'Cor']]),
    ]);
    expect(options).toEqual([
      { key: '5,6', featureIds: [5, 6], label: 'Cor: Azul, Tamanho: M', available: 7 },
      { key: '7', featureIds: [7], label: 'Cor: Verde', available: 4 },
    ]);
    expect(stockOptionsOf([stock(9, 3)])).toEqual([{ key: '', featureIds: [], label: 'Estoque 9', available: 3 }]);
  });
});

describe('add-to-cart checks', () => {
  const option = { key: '5', featureIds: [5], label: 'Cor: Azul', available: 3 };
  it.each([
    [null, 1, 0, 'É necessário que você selecione o atributo do Produto acima.'],
    [option, 0, 0, 'Quantidade de itens não pode ser igual a 0.'],
    [option, -1, 0, 'Quantidade de itens não pode ser igual a 0.'],
    [option, '', 0, 'Quantidade de itens não pode ser igual a 0.'],
    [option, 'abc', 0, 'Quantidade de itens não pode ser igual a 0.'],
    [option, 1.5, 0, 'Quantidade de itens deve ser um número inteiro.'],
    [option, 4, 0, 'Este produto não possui estoque o suficiente. Estoque Atual: 3'],
    [option, 2, 2, 'Este produto não possui estoque o suficiente. Estoque Atual: 3'],
    [option, 3, 0, null],
    [option, '2', 1, null],
  ] as const)('option %j, quantity %j with %i in the cart: %s', (o, q, inCart, expected) => {
    expect(addToCartError(o, q, inCart)).toBe(expected);
  });
});

describe('cart lines and totals', () => {
  const azul = stockOptionsOf(camiseta.Stocks)[0]!;
  it('merges the same product and option, and forgets the delivery service when emptied', () => {
    let cart = addLine({ ...emptyCart, deliveryType: 41106 }, lineOf(camiseta, azul, 1));
    cart = addLine(cart, lineOf(camiseta, azul, 2));
    cart = addLine(cart, lineOf(caneca, stockOptionsOf(caneca.Stocks)[0]!, 1));
    expect(cart.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Camiseta', 3],
      ['Caneca', 1],
    ]);
    expect(toOrderItems(cart.lines)).toEqual([
      { ProductId: 1, Quantity: 3, ItemsFeatures: [5] },
      { ProductId: 2, Quantity: 1, ItemsFeatures: [] },
    ]);
    expect(localTotals(cart.lines)).toEqual({ items: 340, freight: 0, discount: 35, subtotal: 305, total: 305 });
    cart = removeLine(cart, 0);
    expect(cart.deliveryType).toBe(41106);
    expect(removeLine(cart, 0)).toEqual({ lines: [], addressId: null, deliveryType: null });
  });

  it('prices a B2C line (a public store) at the list price, whatever dealer discount the listing carries', () => {
    const line = lineOf(camiseta, stockOptionsOf(camiseta.Stocks)[0]!, 2, 'B2C');
    expect(line).toMatchObject({ price: 100, dealerDiscount: 0 });
    expect(localTotals([line])).toEqual({ items: 200, freight: 0, discount: 0, subtotal: 200, total: 200 });
    expect(lineOf(camiseta, stockOptionsOf(camiseta.Stocks)[0]!, 2).dealerDiscount).toBe(10);
  });

  it("delivers to the address kept while it is still the buyer's, else to his newest one", () => {
    const at = (id: number) => ({ AddressId: id }) as Parameters<typeof deliveryAddressId>[0][number];
    expect(deliveryAddressId([at(31), at(32)], 31)).toBe(31);
    expect(deliveryAddressId([at(31), at(32)], 99)).toBe(32);
    expect(deliveryAddressId([at(31), at(32)], null)).toBe(32);
    expect(deliveryAddressId([], 31)).toBeNull();
  });

  it('sums in centavos: items + freight − discount', () => {
    expect(cartTotals(0.1, 0.2, 0.3).total).toBe(0);
    expect(cartTotals(100.1, 25.35, 10.05).total).toBe(115.4);
  });
});

describe('cart storage', () => {
  it('reads back what it wrote, per member, and an unreadable cart as empty', () => {
    const cart = addLine({ ...emptyCart, addressId: 31 }, lineOf(caneca, stockOptionsOf(caneca.Stocks)[0]!, 2));
    writeCart(cartStorageKey('ana'), cart);
    expect(readCart(cartStorageKey('ana'))).toEqual(cart);
    expect(readCart(cartStorageKey('bia'))).toEqual(emptyCart);
    localStorage.setItem(cartStorageKey('bia'), '{"lines":[{"productId":"x"}]}');
    expect(readCart(cartStorageKey('bia'))).toEqual(emptyCart);
    localStorage.setItem(cartStorageKey('bia'), 'not json');
    expect(readCart(cartStorageKey('bia'))).toEqual(emptyCart);
    localStorage.clear();
  });
});

describe('the bodies the shop sends pass the contract', () => {
  it('product query, preview and order creation', () => {
    expect(GetAllProductsRequest.safeParse(shopRequest({ ...initialShopFilters, origin: 'users', category: '4', name: ' cami ' }, 2, 31)).success).toBe(true);
    expect(GetAllProductsRequest.safeParse(shopRequest(initialShopFilters, 1, null)).success).toBe(true);
    const lines = [lineOf(camiseta, stockOptionsOf(camiseta.Stocks)[0]!, 2)];
    const preview = { Items: toOrderItems(lines), DeliveryType: null, DeliveryAddressId: 31 };
    expect(OrderPreviewRequest.safeParse(preview).success).toBe(true);
    expect(OrderCreationRequest.safeParse({ ...preview, DeliveryType: 40010, StoreUsername: null }).success).toBe(true);
  });
});

describe("the cart's figures add up", () => {
  it('lines at the price charged sum to the subtotal; subtotal + freight is the total the preview charges', () => {
    // 3 × R$ 44,90 with R$ 7,00 of dealer discount, and a mug: the screen's lines are R$ 37,90 each.
    const shirt = lineOf(entry({ id: 7, name: 'Polo', price: 44.9, discount: 7 }), { key: '', featureIds: [], label: '', available: 9 }, 3);
    const mug = lineOf(caneca, stockOptionsOf(caneca.Stocks)[0]!, 1);
    expect(unitCharged(shirt)).toBe(37.9);
    expect([lineTotal(shirt), lineTotal(mug)]).toEqual([113.7, 35]);
    expect(cartCount([shirt, mug])).toBe(4);
    // The preview answers the items at list price and the discount apart (the API's TotalValue = items − discount + freight).
    const totals = cartTotals(44.9 * 3 + 40, 21.5, 21 + 5);
    expect(totals).toMatchObject({ subtotal: 148.7, total: 170.2, discount: 26 });
    expect(totals.subtotal).toBe(lineTotal(shirt) + lineTotal(mug));
    expect(localTotals([shirt, mug])).toMatchObject({ subtotal: 148.7, total: 148.7, discount: 26 });
  });
});
