import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { PaymentStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { addresses, gatewayNotifications, gatewayPayments, invoices } from '../../db/schema';
import { invoiceColumns } from '../invoices';

export type InvoiceRow = typeof invoices.$inferSelect;
export type GatewayPaymentRow = typeof gatewayPayments.$inferSelect;
export type NewGatewayPayment = typeof gatewayPayments.$inferInsert;
/** What settled an invoice: real money (balance, mercadopago) or the demonstration gateway. */
export type SettledVia = NonNullable<InvoiceRow['settledVia']>;

function prepareInvoiceByToken(db: DbOrTx) {
  return db
    .select({ ...invoiceColumns, userId: invoices.userId })
    .from(invoices)
    .where(eq(invoices.token, sql.placeholder('token')))
    .limit(1)
    .prepare('invoice_by_token');
}
const invoiceByTokenQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareInvoiceByToken>>();

/**
 * The invoice of a payment token, whoever owns it: the caller decides with platform/access.ts
 * (its owner, `userId`, is read along). A prepared statement with the wire Invoice's columns and
 * the owner only (a hot read, docs/performance.md); the token is unique, so one row at most.
 */
export async function findInvoiceByToken(db: DbOrTx, token: string) {
  let query = invoiceByTokenQueries.get(db);
  if (!query) invoiceByTokenQueries.set(db, (query = prepareInvoiceByToken(db)));
  const [row] = await query.execute({ token });
  return row;
}

export async function findInvoice(db: DbOrTx, invoiceId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  return row;
}

/** Locks the invoice for the rest of the transaction (taken before its attempts: one lock order). */
export async function lockInvoice(db: DbOrTx, invoiceId: number) {
  const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId)).for('update').limit(1);
  return row;
}

export async function firstAddressOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)).limit(1);
  return row;
}

export async function insertGatewayPayment(db: DbOrTx, row: NewGatewayPayment) {
  const [created] = await db.insert(gatewayPayments).values(row).returning();
  return created!;
}

export async function findGatewayPaymentById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.id, id)).limit(1);
  return row;
}

export async function findGatewayPaymentByPublicId(db: DbOrTx, publicId: string) {
  const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.publicId, publicId)).limit(1);
  return row;
}

export async function findGatewayPaymentByExternalId(db: DbOrTx, gateway: 'offline' | 'mercadopago', externalId: string) {
  const [row] = await db
    .select()
    .from(gatewayPayments)
    .where(and(eq(gatewayPayments.gateway, gateway), eq(gatewayPayments.externalId, externalId)))
    .limit(1);
  return row;
}

/** Locks the attempt's row for the rest of the transaction: notifications of one payment apply one at a time. */
export async function lockGatewayPayment(db: DbOrTx, id: number) {
  const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.id, id)).for('update').limit(1);
  return row;
}

export async function updateGatewayPayment(db: DbOrTx, id: number, patch: Partial<NewGatewayPayment>) {
  const [row] = await db
    .update(gatewayPayments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(gatewayPayments.id, id))
    .returning();
  return row!;
}

/**
 * The invoice is settled: its other open attempts can no longer pay it (docs/payments.md). Answers
 * their public ids for the audit log.
 */
export async function rejectOpenAttempts(db: DbOrTx, invoiceId: number, exceptPaymentId: number | null, at: Date) {
  const rows = await db
    .update(gatewayPayments)
    .set({ status: PaymentStatus.Rejected, statusDetail: SUPERSEDED_DETAIL, updatedAt: at })
    .where(
      and(
        eq(gatewayPayments.invoiceId, invoiceId),
        eq(gatewayPayments.status, PaymentStatus.Processing),
        ...(exceptPaymentId === null ? [] : [ne(gatewayPayments.id, exceptPaymentId)]),
      ),
    )
    .returning({ publicId: gatewayPayments.publicId });
  return rows.map((r) => r.publicId);
}

/** status_detail of an attempt closed because its invoice was settled by another one. */
export const SUPERSEDED_DETAIL = 'superseded_invoice_settled';

export async function recordNotification(db: DbOrTx, n: { gateway: string; externalId: string | null; verified: boolean; payload: unknown; outcome: string }) {
  await db.insert(gatewayNotifications).values({
    gateway: n.gateway,
    externalId: n.externalId,
    verified: n.verified ? 1 : 0,
    payload: n.payload ?? null,
    outcome: n.outcome,
  });
}
