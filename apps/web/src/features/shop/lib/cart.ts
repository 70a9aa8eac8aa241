import { centsToReais, messages, reaisToCents } from '@clube/contract';
import { ItemQuantityInput, type OrderItemInput } from '@clube/contract/orders';
import type { AuthUserData } from '@clube/contract/accounts';
import type { ProductStock, ShopProduct, ShopProductEntry } from '@clube/contract/products';

/**
 * Who pays what (docs/marketplace.md#orders): in the members' shop a member buys B2B at the dealer
 * price (Price − DealerDiscount); in a public store a store client buys B2C at the list price, and
 * nobody outside the club sees the dealer price.
 */
export type Pricing = 'B2B' | 'B2C';

/** One cart line: a product in one stock option (its feature set). Money in reais, per unit. */
export interface CartLine {
  productId: number;
  name: string;
  imageUrl: string | null;
  /** ProductType: a cart holds products or services, never both. */
  type: number;
  /** Who sells it: a cart holds one seller's products (docs/marketplace.md#orders). */
  sellerKey: string;
  /** Sorted feature ids of the option chosen (the order's ItemsFeatures). */
  featureIds: number[];
  optionLabel: string;
  quantity: number;
  price: number;
  dealerDiscount: number;
}

/** The cart and the delivery choices made for it; deliveryType null is the server's default (Sedex or Services). */
export interface Cart {
  lines: CartLine[];
  addressId: number | null;
  deliveryType: number | null;
}

export const emptyCart: Cart = { lines: [], addressId: null, deliveryType: null };

/** The club sells its own products; a member sells his (the API refuses an order mixing them). */
export const sellerKeyOf = (p: Pick<ShopProduct, 'IsOfficeProduct' | 'UserId'>) => (p.IsOfficeProduct ? 'club' : `member:${p.UserId}`);

/** A stock option as the buyer picks it: one feature set; an order line draws from one stock, so the most it can take is the largest. */
export interface StockOption {
  key: string;
  featureIds: number[];
  label: string;
  available: number;
}

const optionKey = (featureIds: readonly number[]) => featureIds.join(',');

function labelOf(stock: ProductStock): string {
  if (stock.StockFeatures.length === 0) return stock.Name;
  return [...stock.StockFeatures]
    .sort((a, b) => a.Feature.Category.Name.localeCompare(b.Feature.Category.Name, 'pt-BR'))
    .map((f) => `${f.Feature.Category.Name}: ${f.Feature.Name}`)
    .join(', ');
}

/** The product's stocks grouped by feature set (the same option may sit in several storages). */
export function stockOptionsOf(stocks: readonly ProductStock[]): StockOption[] {
  const byKey = new Map<string, StockOption>();
  for (const s of stocks) {
    const featureIds = [...new Set(s.StockFeatures.map((f) => f.FeatureId))].sort((a, b) => a - b);
    const key = optionKey(featureIds);
    const known = byKey.get(key);
    if (known) known.available = Math.max(known.available, s.Quantity);
    else byKey.set(key, { key, featureIds, label: labelOf(s), available: s.Quantity });
  }
  return [...byKey.values()].sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

const sameLine = (a: Pick<CartLine, 'productId' | 'featureIds'>, b: Pick<CartLine, 'productId' | 'featureIds'>) =>
  a.productId === b.productId && optionKey(a.featureIds) === optionKey(b.featureIds);

/** Units of this product and option already in the cart. */
export const quantityInCart = (cart: Cart, productId: number, option: StockOption) =>
  cart.lines.filter((l) => sameLine(l, { productId, featureIds: option.featureIds })).reduce((n, l) => n + l.quantity, 0);

/** The quantity typed (a number input may hand over '' or '2,5'); NaN when it is not a number. */
export const parseQuantity = (quantity: number | string) =>
  typeof quantity === 'number' ? quantity : quantity.trim() === '' ? NaN : Number(quantity.replace(',', '.'));

/**
 * The add-to-cart checks of spec part 2 section 5, in its order: an option chosen, a quantity
 * above zero (and whole, within the order's limit), and no more than the option's stock (what the
 * cart already holds of it counts). Answers the message to show, or null.
 */
export function addToCartError(option: StockOption | null, quantity: number | string, alreadyInCart: number): string | null {
  if (!option) return messages.orderSelectFeature;
  const n = parseQuantity(quantity);
  if (!Number.isFinite(n) || n <= 0) return messages.orderQuantityZero;
  const checked = ItemQuantityInput.safeParse(n);
  if (!checked.success) return checked.error.issues[0]?.message ?? messages.orderQuantityZero;
  if (n + alreadyInCart > option.available) return messages.stockNotEnough(option.available);
  return null;
}

/** The cart line of an add; a B2C line carries no dealer discount, whatever the listing says. */
export function lineOf(entry: ShopProductEntry, option: StockOption, quantity: number, pricing: Pricing = 'B2B'): CartLine {
  const p = entry.Product;
  return {
    productId: p.Id,
    name: p.Name,
    imageUrl: entry.ProductImages[0]?.StoredFile.FullUrl ?? null,
    type: p.Type,
    sellerKey: sellerKeyOf(p),
    featureIds: option.featureIds,
    optionLabel: option.label,
    quantity,
    price: p.Price,
    dealerDiscount: pricing === 'B2C' ? 0 : p.DealerDiscount,
  };
}

/** Adds a line, or more units to the same product and option. */
export function addLine(cart: Cart, line: CartLine): Cart {
  const i = cart.lines.findIndex((l) => sameLine(l, line));
  if (i < 0) return { ...cart, lines: [...cart.lines, line] };
  return { ...cart, lines: cart.lines.map((l, j) => (j === i ? { ...l, quantity: l.quantity + line.quantity } : l)) };
}

/** Removes a line; an empty cart forgets its delivery service (the next one may be of another type). */
export function removeLine(cart: Cart, index: number): Cart {
  const lines = cart.lines.filter((_, j) => j !== index);
  return { ...cart, lines, deliveryType: lines.length === 0 ? null : cart.deliveryType };
}

export const toOrderItems = (lines: readonly CartLine[]): OrderItemInput[] =>
  lines.map((l) => ({ ProductId: l.productId, Quantity: l.quantity, ItemsFeatures: l.featureIds }));

/** What one unit costs the buyer: price − dealer discount (none on B2C), in reais. */
export const unitCharged = (l: CartLine) => centsToReais(reaisToCents(l.price) - reaisToCents(l.dealerDiscount));

/** What a line costs: the unit charged times the quantity, in reais (the order prices it so: docs/marketplace.md#the-carts-figures). */
export const lineTotal = (l: CartLine) => centsToReais((reaisToCents(l.price) - reaisToCents(l.dealerDiscount)) * l.quantity);

/** Units in the cart (the badge and the phone's cart bar). */
export const cartCount = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.quantity, 0);

export interface CartTotals {
  /** The items at list price (the preview's ItemsTotalValue). */
  items: number;
  freight: number;
  /** The dealer discounts: what the buyer saves ('Você economiza'). */
  discount: number;
  /** What the items cost the buyer: items − discount, the sum of the lines. */
  subtotal: number;
  total: number;
}

/**
 * Spec part 2 section 9: total = items + freight − discount, summed in centavos. The cart shows
 * the lines at the price charged, so its subtotal is items − discount and total = subtotal + freight
 * (docs/marketplace.md#the-carts-figures).
 */
export function cartTotals(items: number, freight: number, discount: number): CartTotals {
  const subtotalCents = reaisToCents(items) - reaisToCents(discount);
  return { items, freight, discount, subtotal: centsToReais(subtotalCents), total: centsToReais(subtotalCents + reaisToCents(freight)) };
}

/** The cart's own figures while no preview answers (no address yet, a store's visitor): list prices and dealer discounts, no freight. */
export function localTotals(lines: readonly CartLine[]): CartTotals {
  const items = lines.reduce((s, l) => s + reaisToCents(l.price) * l.quantity, 0);
  const discount = lines.reduce((s, l) => s + reaisToCents(l.dealerDiscount) * l.quantity, 0);
  return cartTotals(centsToReais(items), 0, centsToReais(discount));
}

export type UserAddress = AuthUserData['Adresses'][number];

/** The address kept with the cart while it is still the buyer's; else his newest one (none: null). */
export function deliveryAddressId(addresses: readonly UserAddress[], kept: number | null): number | null {
  if (addresses.some((a) => a.AddressId === kept)) return kept;
  return addresses.reduce<number | null>((newest, a) => (newest === null || a.AddressId > newest ? a.AddressId : newest), null);
}
