import { and, eq } from 'drizzle-orm';
import { InvoiceStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema';

export type PaidInvoiceRow = typeof invoices.$inferSelect;

/** The invoice, locked for the rest of the transaction (a payment or a second cancellation waits). */
export async function lockInvoice(db: DbOrTx, invoiceId: number): Promise<PaidInvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update').limit(1);
  return row;
}

/** Pago -> Cancelado in one conditional statement: of two racing operators only one gets the row. */
export async function markPaidInvoiceCancelled(db: DbOrTx, invoiceId: number, at: Date): Promise<PaidInvoiceRow | undefined> {
  const [row] = await db
    .update(invoices)
    .set({ status: InvoiceStatus.Cancelado, cancelledAt: at })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, InvoiceStatus.Pago)))
    .returning();
  return row;
}
