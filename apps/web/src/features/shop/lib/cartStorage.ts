import { emptyCart, type Cart, type CartLine } from './cart';

/** One cart per member on this browser, so that another member signing in here does not inherit it. */
export const cartStorageKey = (username: string | undefined) => `clube.cart.${username ?? ''}`;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

function isLine(v: unknown): v is CartLine {
  const l = v as Partial<CartLine> | null;
  return (
    !!l &&
    isId(l.productId) &&
    typeof l.name === 'string' &&
    (l.imageUrl === null || typeof l.imageUrl === 'string') &&
    typeof l.type === 'number' &&
    typeof l.sellerKey === 'string' &&
    Array.isArray(l.featureIds) &&
    l.featureIds.every(isId) &&
    typeof l.optionLabel === 'string' &&
    isId(l.quantity) &&
    typeof l.price === 'number' &&
    typeof l.dealerDiscount === 'number'
  );
}

/** The stored cart; anything unreadable (an older shape, a hand edit) is an empty cart. */
export function readCart(key: string): Cart {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return emptyCart;
    const c = JSON.parse(raw) as Partial<Cart>;
    if (!Array.isArray(c.lines) || !c.lines.every(isLine)) return emptyCart;
    return {
      lines: c.lines,
      addressId: isId(c.addressId) ? c.addressId : null,
      deliveryType: typeof c.deliveryType === 'number' ? c.deliveryType : null,
    };
  } catch {
    return emptyCart;
  }
}

export function writeCart(key: string, cart: Cart) {
  try {
    if (cart.lines.length === 0 && cart.addressId === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(cart));
  } catch {
    // A full or blocked storage only costs the cart its survival across reloads.
  }
}
