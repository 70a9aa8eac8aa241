import { count, eq } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType } from '@clube/contract';
import type { Db } from '../../db/client';
import { auditLog, gatewayNotifications, gatewayPayments, invoices, ledgerEntries, ledgerTransactions, plans, users } from '../../db/schema';
import { memberBalanceCents } from '../ledger';
import { randomToken } from '../../platform/tokens';

/** Test support for the payments feature: plans, invoices in any status, and a snapshot of what money touches. */

export async function insertPlan(db: Db, p: { name: string; priceCents: number; monthlyCents: number }) {
  const [row] = await db.insert(plans).values({ name: p.name, priceCents: p.priceCents, monthlyPaymentCents: p.monthlyCents }).returning();
  return row!;
}

export async function insertInvoice(
  db: Db,
  i: {
    userId: number;
    type?: number;
    valueCents: number;
    deliverCents?: number;
    dueDate?: string;
    status?: number;
    planId?: number | null;
    description?: string;
  },
) {
  const [row] = await db
    .insert(invoices)
    .values({
      userId: i.userId,
      type: i.type ?? InvoiceType.Mensalidade,
      description: i.description ?? 'Fatura de teste',
      valueCents: i.valueCents,
      deliverValueCents: i.deliverCents ?? 0,
      dueDate: i.dueDate ?? '2026-03-10',
      status: i.status ?? InvoiceStatus.Pendente,
      token: randomToken(),
      planId: i.planId ?? null,
      ...(i.status === InvoiceStatus.Pago ? { paidAt: new Date() } : {}),
      ...(i.status === InvoiceStatus.Cancelado ? { cancelledAt: new Date() } : {}),
    })
    .returning();
  return row!;
}

export const invoiceById = async (db: Db, id: number) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
export const userById = async (db: Db, id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
export const invoicesOf = (db: Db, userId: number) => db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(invoices.id);

const n = async (q: Promise<Array<{ n: number }>>) => Number((await q)[0]?.n ?? 0);

/** Everything a payment may change; equal snapshots mean nothing changed. */
export async function moneySnapshot(db: Db, userId: number) {
  return {
    balance: await memberBalanceCents(db, userId),
    invoices: (await invoicesOf(db, userId)).map((i) => `${i.id}:${i.status}`),
    ledgerTransactions: await n(db.select({ n: count() }).from(ledgerTransactions)),
    ledgerEntries: await n(db.select({ n: count() }).from(ledgerEntries)),
    gatewayPayments: await n(db.select({ n: count() }).from(gatewayPayments)),
    audit: await n(db.select({ n: count() }).from(auditLog)),
    user: await userById(db, userId).then((u) => `${u.status}:${u.planId}:${u.activatedOn?.toISOString() ?? null}`),
  };
}

export const notificationsCount = (db: Db) => n(db.select({ n: count() }).from(gatewayNotifications));
