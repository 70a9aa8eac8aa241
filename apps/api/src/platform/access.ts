import { isAdmin, type AuthUser } from './auth';
import { notFound } from './errors';

/**
 * Who may do what to a member's record, in one table (docs/security.md, "Ownership"): the
 * record's owners always; an Administrator only where `admin` says so (the club's operators edit
 * products; they never pay another's invoice). Features load the record, name its owners, and ask
 * here: ownership is decided once, not in a filter repeated in every query.
 */
const policy = {
  'product.update': { admin: true },
  'product.image.delete': { admin: true },
  'invoice.read': { admin: false },
  'invoice.pay': { admin: false },
  'order.read': { admin: true },
  'order.change': { admin: true },
} as const satisfies Record<string, { admin: boolean }>;

export type AccessAction = keyof typeof policy;

/** A record as the gate sees it: the members it belongs to (a buyer and a seller, an owner...). */
export interface Owned {
  ownerIds: ReadonlyArray<number | null>;
}

export function mayAccess(user: AuthUser, action: AccessAction, record: Owned): boolean {
  return record.ownerIds.includes(user.id) || (policy[action].admin && isAdmin(user));
}

/**
 * The record when `user` may do `action` to it; otherwise 404 with the feature's message, the same
 * answer as for a record that does not exist, so that another member's ids reveal nothing.
 */
export function requireAccess<T extends Owned>(user: AuthUser, action: AccessAction, record: T | undefined, missingMessage: string): T {
  if (!record || !mayAccess(user, action, record)) throw notFound(missingMessage);
  return record;
}
