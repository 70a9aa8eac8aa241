import { useCallback, useState } from 'react';
import type { Cart } from './cart';
import { cartStorageKey, readCart, writeCart } from './cartStorage';

/**
 * The member's cart, kept in localStorage so that it survives a reload. Each change is written as
 * it is made (not in an effect), so a change followed by leaving the page, as after an order, is kept.
 */
export function useCart(username: string | undefined) {
  const key = cartStorageKey(username);
  const [cart, setCart] = useState<Cart>(() => readCart(key));
  const update = useCallback(
    (change: (cart: Cart) => Cart) =>
      setCart((prev) => {
        const next = change(prev);
        writeCart(key, next);
        return next;
      }),
    [key],
  );
  return [cart, update] as const;
}
