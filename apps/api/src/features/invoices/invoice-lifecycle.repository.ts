import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { InvoiceStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { invoices } from '../../db/schema';
import { randomTokenSql } from '../../platform/tokens';

/**
 * THE writer of the invoices table (docs/payments.md#invoice-lifecycle-and-handlers): every insert
 * and every status change of an invoice is a statement of this file, and lint refuses one anywhere
 * else (eslint.config.js, "One writer for the invoice"). Each transition is ONE conditional update
 * guarded by the status it leaves (`WHERE id = $1 AND status = <from>` ... RETURNING): a transition
 * that lost a race changes nothing and answers nothing, and its caller learns it.
 */

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type SettledVia = NonNullable<InvoiceRow['settledVia']>;

/** Issue: one Pendente invoice. */
export async function insertInvoice(db: DbOrTx, values: NewInvoiceRow): Promise<InvoiceRow> {
  const [row] = await db
    .insert(invoices)
    .values({ ...values, status: InvoiceStatus.Pendente })
    .returning();
  return row!;
}

/** Issue, once per billing period: undefined when the period is billed already (invoices_billing_period_uq). */
export async function insertPeriodInvoice(db: DbOrTx, values: NewInvoiceRow): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .insert(invoices)
    .values({ ...values, status: InvoiceStatus.Pendente })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Issue many period invoices; a period already billed is skipped. Answers how many were created. */
export async function insertPeriodInvoices(db: DbOrTx, rows: NewInvoiceRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const created = await db
    .insert(invoices)
    .values(rows.map((r) => ({ ...r, status: InvoiceStatus.Pendente })))
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  return created.length;
}

/**
 * Issue, set-based: one Pendente invoice per row of `source`, a SELECT answering the columns
 * user_id, type, description, value_cents, due_date, plan_id, billing_period (and nothing else),
 * inserted in member order (the indexes led by user_id and the foreign key's look-ups stay local);
 * a period already billed is skipped. Answers how many were issued. Tokens are made by PostgreSQL.
 */
export async function insertPeriodInvoicesFrom(tx: DbOrTx, source: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      WITH issued AS (
        INSERT INTO invoices (user_id, type, description, value_cents, deliver_value_cents, due_date, status, token, plan_id, billing_period)
        SELECT s.user_id, s.type, s.description, s.value_cents, 0, s.due_date, ${InvoiceStatus.Pendente}, ${randomTokenSql}, s.plan_id, s.billing_period
        FROM (${source}) AS s
        ORDER BY s.user_id
        ON CONFLICT DO NOTHING
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM issued`),
  );
  return Number(row?.n ?? 0);
}

/** Settle: Pendente -> Pago. Of two racing payers only one gets the row. */
export async function markPaid(db: DbOrTx, invoiceId: number, at: Date, settledVia: SettledVia): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .update(invoices)
    .set({ status: InvoiceStatus.Pago, paidAt: at, settledVia })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, InvoiceStatus.Pendente)))
    .returning();
  return row;
}

/**
 * Cancel pending: Pendente -> Cancelado for the invoices `where` selects (a condition on the
 * invoices table; the status guard is always added here). A payment racing it wins or loses whole.
 */
export async function markPendingCancelled(db: DbOrTx, where: SQL, at: Date): Promise<InvoiceRow[]> {
  return db
    .update(invoices)
    .set({ status: InvoiceStatus.Cancelado, cancelledAt: at })
    .where(and(where, eq(invoices.status, InvoiceStatus.Pendente)))
    .returning();
}

/** One invoice, optionally only of `types`. */
export const invoiceIs = (invoiceId: number, types?: readonly number[]): SQL =>
  types ? and(eq(invoices.id, invoiceId), inArray(invoices.type, [...types]))! : eq(invoices.id, invoiceId);

/**
 * Expire, set-based: Pendente -> Cancelado for the invoices `ids` names that are still Pendente,
 * in one statement. Answers what it cancelled.
 */
export async function expirePending(tx: DbOrTx, ids: number[], at: Date): Promise<Array<{ id: number; userId: number; type: number }>> {
  if (ids.length === 0) return [];
  return rowsOf<{ id: number; user_id: number; type: number }>(
    await tx.execute(sql`
      UPDATE invoices i SET status = ${InvoiceStatus.Cancelado}, cancelled_at = ${at.toISOString()}::timestamptz
      WHERE i.id = ANY(${sql.param(ids)}::int[]) AND i.status = ${InvoiceStatus.Pendente}
      RETURNING i.id, i.user_id, i.type`),
  ).map((r) => ({ id: Number(r.id), userId: Number(r.user_id), type: Number(r.type) }));
}

/** Cancel paid: Pago -> Cancelado. Of two racing cancellations (an operator, a gateway refund) only one gets the row. */
export async function markPaidCancelled(db: DbOrTx, invoiceId: number, at: Date): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .update(invoices)
    .set({ status: InvoiceStatus.Cancelado, cancelledAt: at })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, InvoiceStatus.Pago)))
    .returning();
  return row;
}

export async function findInvoice(db: DbOrTx, invoiceId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  return row;
}

/** The invoice, locked for the rest of the transaction (a payment or a second cancellation waits). */
export async function lockInvoice(db: DbOrTx, invoiceId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update').limit(1);
  return row;
}
