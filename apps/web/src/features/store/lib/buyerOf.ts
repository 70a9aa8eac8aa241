import { UserType } from '@clube/contract';
import type { AuthUserData } from '@clube/contract/accounts';

/**
 * Who is looking at a store, and so what 'Finalizar compra' does: a visitor signs up (or in), the
 * store's own client buys, anyone else cannot buy here (a store client buys only in his sponsor's
 * store; a member buys B2B in the office's shop). 'loading' while the session's user is asked.
 */
export type StoreBuyer =
  | { kind: 'visitor' }
  | { kind: 'loading' }
  | { kind: 'client'; data: AuthUserData }
  | { kind: 'otherStoreClient'; sponsorUsername: string | null }
  | { kind: 'member' };

export function buyerOf(signedIn: boolean, me: AuthUserData | undefined, storeUsername: string): StoreBuyer {
  if (!signedIn) return { kind: 'visitor' };
  if (!me) return { kind: 'loading' };
  if (me.User.UserType !== UserType.UserStore) return { kind: 'member' };
  const sponsor = me.User.Sponsor?.Username ?? null;
  if (sponsor?.toLowerCase() === storeUsername.toLowerCase()) return { kind: 'client', data: me };
  return { kind: 'otherStoreClient', sponsorUsername: sponsor };
}
