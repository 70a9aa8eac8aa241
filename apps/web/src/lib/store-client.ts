import type { AuthData } from './auth-storage';

/**
 * Store clients (UserType 3) sign in at their store, never at the office's /login, which refuses
 * them (docs/marketplace.md#public-store). This browser remembers which store a store client's
 * session came from, beside the session and outliving it, so that signing out, or a session that
 * ran out, takes him back to that store instead of a login he cannot use.
 */
const STORE_CLIENT_KEY = 'clube.storeClient';

interface StoreClientMemory {
  /** The store client's own username (AuthData.Username of his session). */
  Username: string;
  /** His sponsor's username: the store he buys in. */
  Store: string;
}

/** A member's public store (its route in app/router.tsx). */
export const storePath = (username: string) => `/store/${encodeURIComponent(username)}`;

function read(): StoreClientMemory | null {
  try {
    const m = JSON.parse(localStorage.getItem(STORE_CLIENT_KEY) ?? 'null') as Partial<StoreClientMemory> | null;
    return m && typeof m.Username === 'string' && typeof m.Store === 'string' && m.Username && m.Store ? { Username: m.Username, Store: m.Store } : null;
  } catch {
    return null;
  }
}

/** Kept when a store client signs in at a store, and again whenever his data names his sponsor. */
export function rememberStoreClient(username: string, store: string) {
  const known = read();
  if (known?.Username === username && known.Store === store) return;
  try {
    localStorage.setItem(STORE_CLIENT_KEY, JSON.stringify({ Username: username, Store: store } satisfies StoreClientMemory));
  } catch {
    // A full or blocked storage only costs the way back to the store.
  }
}

/** The store a store client last signed in from on this browser (the hint on /login). */
export const rememberedStore = (): string | null => read()?.Store ?? null;

/** The store of this session when it is (or, run out, was) the remembered store client's; else null. */
export function storeOfSession(auth: AuthData | null): string | null {
  const m = read();
  return m && auth?.Username && auth.Username.toLowerCase() === m.Username.toLowerCase() ? m.Store : null;
}

/** Where a session that ends goes: a store client back to his store, anyone else to the office's /login. */
export function signedOutPath(auth: AuthData | null): string {
  const store = storeOfSession(auth);
  return store ? storePath(store) : '/login';
}
