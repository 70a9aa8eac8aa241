import { and, asc, eq, sql } from 'drizzle-orm';
import { InvoiceStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { addresses, auditLog, gatewayNotifications, gatewayPayments, invoices, plans, users } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type GatewayPaymentRow = typeof gatewayPayments.$inferSelect;
export type NewGatewayPayment = typeof gatewayPayments.$inferInsert;

/** The owner is part of every lookup: someone else's invoice is as absent as an unknown one. */
export async function findInvoiceOfUserByToken(db: DbOrTx, userId: number, token: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.token, token), eq(invoices.userId, userId)))
    .limit(1);
  return row;
}

export async function findInvoiceOfUser(db: DbOrTx, userId: number, invoiceId: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
    .limit(1);
  return row;
}

export async function findInvoice(db: DbOrTx, invoiceId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  return row;
}

/** Pendente -> Pago in one conditional statement: of two racing payers only one gets the row. */
export async function markInvoicePaid(db: DbOrTx, invoiceId: number, at: Date) {
  const [row] = await db
    .update(invoices)
    .set({ status: InvoiceStatus.Pago, paidAt: at })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, InvoiceStatus.Pendente)))
    .returning();
  return row;
}

export async function findPlan(db: DbOrTx, planId: number) {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
  return row;
}

export async function findUser(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Adhesion paid: Ativo (a blocked member stays blocked), activated now, on the invoice's plan. */
export async function activateMember(db: DbOrTx, userId: number, planId: number | null, at: Date) {
  await db
    .update(users)
    .set({
      status: sql`CASE WHEN ${users.status} = 3 THEN 3 ELSE 1 END`,
      activatedOn: at,
      ...(planId !== null ? { planId, planStartedAt: at } : {}),
      updatedAt: at,
    })
    .where(eq(users.id, userId));
}

export async function switchPlan(db: DbOrTx, userId: number, planId: number, at: Date) {
  await db.update(users).set({ planId, planStartedAt: at, updatedAt: at }).where(eq(users.id, userId));
}

export async function firstAddressOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)).limit(1);
  return row;
}

export async function insertGatewayPayment(db: DbOrTx, row: NewGatewayPayment) {
  const [created] = await db.insert(gatewayPayments).values(row).returning();
  return created!;
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

export async function recordNotification(
  db: DbOrTx,
  n: { gateway: string; externalId: string | null; verified: boolean; payload: unknown; outcome: string },
) {
  await db.insert(gatewayNotifications).values({
    gateway: n.gateway,
    externalId: n.externalId,
    verified: n.verified ? 1 : 0,
    payload: n.payload ?? null,
    outcome: n.outcome,
  });
}

export async function audit(db: DbOrTx, entry: { actorId: number | null; action: string; target: string; data?: unknown }) {
  await db.insert(auditLog).values({ actorId: entry.actorId, action: entry.action, target: entry.target, data: entry.data ?? null });
}
