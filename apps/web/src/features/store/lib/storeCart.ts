import { centsToReais, messages, reaisToCents } from '@clube/contract';
import { ItemQuantityInput, type OrderItemInput } from '@clube/contract/orders';
import type { ProductStock, ShopProduct, ShopProductEntry } from '@clube/contract/products';

/**
 * The public store's cart (docs/marketplace.md#public-store): as the shop's, one seller and one
 * product type at a time, kept per store on this browser so that it survives a reload and the
 * sign-up. A store client pays the list price: a line's price is all there is.
 */
export interface StoreCartLine {
  productId: number;
  name: string;
  imageUrl: string | null;
  /** ProductType: products or services, never both. */
  type: number;
  /** The club's products and the member's own are two sellers: one order has one. */
  sellerKey: string;
  /** Sorted feature ids of the option chosen (the order's ItemsFeatures). */
  featureIds: number[];
  optionLabel: string;
  quantity: number;
  /** Unit list price, in reais. */
  price: number;
}

/** deliveryType null is the server's default (Sedex or Services); addressId null: the client's newest. */
export interface StoreCart {
  lines: StoreCartLine[];
  addressId: number | null;
  deliveryType: number | null;
}

export const emptyStoreCart: StoreCart = { lines: [], addressId: null, deliveryType: null };

export const sellerKeyOf = (p: Pick<ShopProduct, 'IsOfficeProduct' | 'UserId'>) => (p.IsOfficeProduct ? 'club' : `member:${p.UserId}`);

/** One feature set the buyer may pick; an order line draws from one stock, so the most it takes is the largest. */
export interface StockOption {
  key: string;
  featureIds: number[];
  label: string;
  available: number;
}

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
    const key = featureIds.join(',');
    const known = byKey.get(key);
    if (known) known.available = Math.max(known.available, s.Quantity);
    else byKey.set(key, { key, featureIds, label: labelOf(s), available: s.Quantity });
  }
  return [...byKey.values()].sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

const sameLine = (a: Pick<StoreCartLine, 'productId' | 'featureIds'>, b: Pick<StoreCartLine, 'productId' | 'featureIds'>) =>
  a.productId === b.productId && a.featureIds.join(',') === b.featureIds.join(',');

export const quantityInCart = (cart: StoreCart, productId: number, option: StockOption) =>
  cart.lines.filter((l) => sameLine(l, { productId, featureIds: option.featureIds })).reduce((n, l) => n + l.quantity, 0);

/** The quantity typed ('' or '2,5' from a number input); NaN when it is not a number. */
export const parseQuantity = (quantity: number | string) =>
  typeof quantity === 'number' ? quantity : quantity.trim() === '' ? NaN : Number(quantity.replace(',', '.'));

/** Spec part 2 section 5, in its order: an option chosen, a quantity above zero, no more than the option's stock. */
export function addToCartError(option: StockOption | null, quantity: number | string, alreadyInCart: number): string | null {
  if (!option) return messages.orderSelectFeature;
  const n = parseQuantity(quantity);
  if (!Number.isFinite(n) || n <= 0) return messages.orderQuantityZero;
  const checked = ItemQuantityInput.safeParse(n);
  if (!checked.success) return checked.error.issues[0]?.message ?? messages.orderQuantityZero;
  if (n + alreadyInCart > option.available) return messages.stockNotEnough(option.available);
  return null;
}

export function lineOf(entry: ShopProductEntry, option: StockOption, quantity: number): StoreCartLine {
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
  };
}

export function addLine(cart: StoreCart, line: StoreCartLine): StoreCart {
  const i = cart.lines.findIndex((l) => sameLine(l, line));
  if (i < 0) return { ...cart, lines: [...cart.lines, line] };
  return { ...cart, lines: cart.lines.map((l, j) => (j === i ? { ...l, quantity: l.quantity + line.quantity } : l)) };
}

/** An empty cart forgets its delivery service (the next one may be of another type). */
export function removeLine(cart: StoreCart, index: number): StoreCart {
  const lines = cart.lines.filter((_, j) => j !== index);
  return { ...cart, lines, deliveryType: lines.length === 0 ? null : cart.deliveryType };
}

export const toOrderItems = (lines: readonly StoreCartLine[]): OrderItemInput[] =>
  lines.map((l) => ({ ProductId: l.productId, Quantity: l.quantity, ItemsFeatures: l.featureIds }));

export const lineTotal = (l: StoreCartLine) => centsToReais(reaisToCents(l.price) * l.quantity);

export interface StoreCartTotals {
  items: number;
  freight: number;
  total: number;
}

/** Total = items + freight (B2C has no dealer discount), summed in centavos. */
export function cartTotals(items: number, freight: number, discount = 0): StoreCartTotals {
  return { items, freight, total: centsToReais(reaisToCents(items) + reaisToCents(freight) - reaisToCents(discount)) };
}

/** The cart's own figures while no preview answers (a visitor, or no address yet): list prices, no freight. */
export const localTotals = (lines: readonly StoreCartLine[]) => cartTotals(centsToReais(lines.reduce((s, l) => s + reaisToCents(l.price) * l.quantity, 0)), 0);
