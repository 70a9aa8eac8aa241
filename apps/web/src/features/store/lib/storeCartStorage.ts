import { useCallback, useState } from 'react';
import { emptyStoreCart, type StoreCart, type StoreCartLine } from './storeCart';

/** One cart per store on this browser: a visitor's cart is still there once he has signed up. */
export const storeCartKey = (storeUsername: string) => `clube.store-cart.${storeUsername.toLowerCase()}`;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

function isLine(v: unknown): v is StoreCartLine {
  const l = v as Partial<StoreCartLine> | null;
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
    typeof l.price === 'number'
  );
}

/** The stored cart; anything unreadable (an older shape, a hand edit) is an empty cart. */
export function readStoreCart(key: string): StoreCart {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return emptyStoreCart;
    const c = JSON.parse(raw) as Partial<StoreCart>;
    if (!Array.isArray(c.lines) || !c.lines.every(isLine)) return emptyStoreCart;
    return { lines: c.lines, addressId: isId(c.addressId) ? c.addressId : null, deliveryType: typeof c.deliveryType === 'number' ? c.deliveryType : null };
  } catch {
    return emptyStoreCart;
  }
}

function writeStoreCart(key: string, cart: StoreCart) {
  try {
    if (cart.lines.length === 0 && cart.addressId === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(cart));
  } catch {
    // A full or blocked storage only costs the cart its survival across reloads.
  }
}

/** The store's cart in localStorage; each change is written as it is made, so leaving the page right after keeps it. */
export function useStoreCart(storeUsername: string) {
  const key = storeCartKey(storeUsername);
  const [state, setState] = useState(() => ({ key, cart: readStoreCart(key) }));
  // Another store in the same page instance (a link between stores) reads its own cart.
  const cart = state.key === key ? state.cart : readStoreCart(key);
  const update = useCallback(
    (change: (cart: StoreCart) => StoreCart) =>
      setState((prev) => {
        const next = change(prev.key === key ? prev.cart : readStoreCart(key));
        writeStoreCart(key, next);
        return { key, cart: next };
      }),
    [key],
  );
  return [cart, update] as const;
}
