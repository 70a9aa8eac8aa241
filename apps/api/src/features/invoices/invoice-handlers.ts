import { InvoiceType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import type { InvoiceRow, SettledVia } from './invoice-lifecycle.repository';

/*
 * What settling or cancelling an invoice MEANS is not the invoices feature's business: each feature
 * that issues invoices says it in a handler, and the composition root (apps/api/src/invoice-handlers.ts,
 * the way routes.ts registers routes) hands them all to registerInvoiceHandlers at startup
 * (docs/payments.md#invoice-lifecycle-and-handlers). Every handler runs inside the transaction of
 * the invoice's transition: a handler that fails rolls the transition back with it. A transaction
 * may run again (a deadlock or serialization failure is retried), so a handler calls nothing
 * outside the database.
 */

export interface SettleContext {
  via: SettledVia;
  now: Date;
}

export interface CancelPendingContext {
  now: Date;
  /** The member or operator who cancels; null for a job. */
  actorId: number | null;
}

export interface CancelPaidContext {
  now: Date;
  reason: string;
  /** What had settled it (the invoice's settled_via before it was cancelled). */
  via: SettledVia | null;
  /**
   * The payer withdrew (CDC art. 49: docs/marketplace.md#withdrawal-of-a-purchase): an order then
   * waits for its goods to come back instead of being cancelled.
   */
  withdrawal?: boolean;
}

/**
 * A step of a settlement or of its inverse, in two halves: what the handler decided (and the
 * writes that move no member money, done already), then `apply`, its member postings. Between the
 * two the settlement locks every member ledger account the steps name, together, in one order
 * (docs/payments.md#invoice-lifecycle-and-handlers, "Lock order").
 */
export interface Step<R = void> {
  /** Member ids whose ledger accounts `apply` credits or debits. */
  members: number[];
  apply(): Promise<R>;
}

/** What a cancel-pending handler is told of each invoice it cancelled. */
export type CancelledInvoice = Pick<InvoiceRow, 'id' | 'userId' | 'type'>;

export const noPostings: Step = { members: [], apply: async () => undefined };

/** What one invoice type means, settle and its inverses side by side. */
export interface InvoiceTypeHandler {
  /** Pendente -> Pago: what paying it does (activation, a plan, an order, a subscription period...). */
  settle(tx: DbOrTx, invoice: InvoiceRow, ctx: SettleContext): Promise<Step<unknown>>;
  /**
   * Pendente -> Cancelado (the member, an operator, an expiry job): what not being paid undoes.
   * Batch-shaped: the billing jobs cancel thousands in one statement.
   */
  cancelPending(tx: DbOrTx, cancelled: CancelledInvoice[], ctx: CancelPendingContext): Promise<void>;
  /**
   * Pago -> Cancelado (an operator's cancelPaid, a gateway refund or chargeback): the inverse of
   * `settle` in money. What `apply` answers is kept in the cancellation's audit row and answer.
   */
  cancelPaid(tx: DbOrTx, invoice: InvoiceRow, ctx: CancelPaidContext): Promise<Step<Record<string, unknown> | undefined>>;
}

/** The clawback's figures, for the cancellation's audit row and the operator's answer. */
export interface ClawbackFigures {
  lines: number;
  clawedBackCents: number;
  unrecoveredCents: number;
  transactionId: number | null;
  /** Commissions still held ('Retido'): voided back to the club, taken from no wallet. */
  heldCancelledCents: number;
}

/** The registry: one handler per InvoiceType, and the steps every invoice runs. */
export interface InvoiceHandlers {
  /** Any invoice: what its payer's membership gets from it (real money clears a sandbox activation). Runs first. */
  payer: { settle(tx: DbOrTx, invoice: InvoiceRow, ctx: SettleContext): Promise<Step> };
  /** Exactly one per type of the contract's InvoiceType: a missing one is a type error. */
  types: { readonly [T in InvoiceType]: InvoiceTypeHandler };
  /** Bonuses: commissions on settle (after the type's own step), their clawback on cancel paid (before it). */
  commissions: {
    settle(tx: DbOrTx, invoice: InvoiceRow, ctx: SettleContext): Promise<Step<unknown>>;
    cancelPaid(tx: DbOrTx, invoice: InvoiceRow, ctx: CancelPaidContext): Promise<Step<ClawbackFigures>>;
  };
  /**
   * The career plan, last: ranks evaluated once the payment has committed, in a transaction of
   * their own (db/after-commit.ts; a failure there never undoes the payment). A rank reached is not
   * taken back by a cancellation. Its prizes' members are only known once it has evaluated, so
   * they are locked there, alone, never while the settlement holds its members.
   */
  ranks: { settle(tx: DbOrTx, invoice: InvoiceRow, ctx: SettleContext): Promise<void> };
}

let registered: InvoiceHandlers | undefined;

/** Called once at startup by the composition root; refuses a registry missing a type. */
export function registerInvoiceHandlers(handlers: InvoiceHandlers): void {
  const missing = Object.values(InvoiceType).filter((t) => !handlers.types[t]);
  if (missing.length > 0) throw new Error(`invoice handlers: no handler for invoice type(s) ${missing.join(', ')}`);
  registered = handlers;
}

export function invoiceHandlers(): InvoiceHandlers {
  if (!registered) throw new Error('invoice handlers are not registered: call registerInvoiceHandlers() at startup (apps/api/src/invoice-handlers.ts)');
  return registered;
}

export function typeHandler(type: number): InvoiceTypeHandler {
  const handler = invoiceHandlers().types[type as InvoiceType];
  if (!handler) throw new Error(`invoice handlers: no handler for invoice type ${type}`);
  return handler;
}
