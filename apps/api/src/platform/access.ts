import { isAdmin, type AuthUser } from './auth';
import { notFound } from './errors';

/**
 * Who may do what to a member's record, in one table (docs/security.md, "Ownership"): the
 * record's owners always; an Administrator only where `admin` says so (the club's operators edit
 * products; they never pay another's invoice). Features load the record, name its owners, and ask
 * here: ownership is decided once, not in a filter repeated in every query.
 *
 * `admin: 'office'`: an Administrator only for the club's own records (`office: true`, an order of
 * the club's products), where the operators stand in for the club as its seller; a member's sale
 * between two members stays theirs. The club has no member id to list among the owners, hence the flag.
 */
const policy = {
  'product.update': { admin: true },
  'product.image.delete': { admin: true },
  'invoice.read': { admin: false },
  'invoice.pay': { admin: false },
  'order.read': { admin: 'office' },
  'order.change': { admin: 'office' },
  // Cancelling an unpaid order is its buyer's alone; operators cancel its invoice in the console.
  'order.cancel': { admin: false },
  // So is withdrawing from a paid one (CDC art. 49: the consumer's right, docs/marketplace.md#withdrawal-of-a-purchase).
  'order.withdraw': { admin: false },
  // A receipt is its parties' alone: operators see the movement in the console (docs/payments.md#receipts).
  'receipt.read': { admin: false },
} as const satisfies Record<string, { admin: boolean | 'office' }>;

export type AccessAction = keyof typeof policy;

/** A record as the gate sees it: the members it belongs to (a buyer and a seller, an owner...). */
export interface Owned {
  ownerIds: ReadonlyArray<number | null>;
  /** The club's own record (an office order): see `admin: 'office'` above. */
  office?: boolean;
}

/**
 * Who asks: a session's user, or a member named by id alone (a service the seed also calls with a
 * member's id); without a type he has no operator rights, so the gate only lets him into his own.
 */
export type Caller = Pick<AuthUser, 'id'> & Partial<Pick<AuthUser, 'type'>>;

export function mayAccess(user: Caller, action: AccessAction, record: Owned): boolean {
  if (record.ownerIds.includes(user.id)) return true;
  const admin: boolean | 'office' = policy[action].admin;
  return isAdmin(user) && (admin === true || (admin === 'office' && record.office === true));
}

/**
 * The record when `user` may do `action` to it; otherwise 404 with the feature's message, the same
 * answer as for a record that does not exist, so that another member's ids reveal nothing.
 */
export function requireAccess<T extends Owned>(user: Caller, action: AccessAction, record: T | undefined, missingMessage: string): T {
  if (!record || !mayAccess(user, action, record)) throw notFound(missingMessage);
  return record;
}
