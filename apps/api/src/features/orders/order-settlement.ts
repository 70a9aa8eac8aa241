import { EarningCategory, InvoiceType, messages } from '@clube/contract';
import { OrderStatus, OrderType } from '@clube/contract/orders';
import type { DbOrTx } from '../../db/client';
import { auditActorById, writeAudit } from '../../platform/audit';
import { cancelPendingInvoice, noPostings, type Step } from '../invoices';
import { post, SystemAccount } from '../ledger';
import { releaseStock, sellStock } from '../stocks';
import * as repo from './orders.repository';
import type { OrderRow } from './orders.repository';

/** The invoice fields the settlement needs (the invoices feature's InvoiceRow has them). */
export interface SettledInvoice {
  id: number;
  type: number;
  userId: number;
}

/** What settled the invoice: real money (balance, mercadopago) or the demonstration gateway. */
export type SettledVia = 'balance' | 'mercadopago' | 'offline';

/**
 * An order invoice was paid, inside the transaction that settles it (the orders' invoice handler,
 * docs/payments.md#invoice-lifecycle-and-handlers): its waiting order names the seller now; once
 * the settlement has locked the members' accounts and posted the payer's debit, the step's `apply`
 * makes the order Pago (once, by a conditional update), its reservation a sale, the products'
 * NumberOfSales grow, and the seller's wallet receives the price paid
 * minus the club's share plus the freight, from club revenue through the ledger (key
 * `order:{id}:seller`). No member is credited for the club's own products, nor when the
 * demonstration gateway settled it (simulated money never becomes money: docs/payments.md); the
 * audit says why. An invoice with no order waiting moves nothing.
 */
export async function orderSettlement(tx: DbOrTx, invoice: SettledInvoice, via: SettledVia, now: Date): Promise<Step> {
  const waiting = await repo.orderOfInvoice(tx, invoice.id);
  if (!waiting || waiting.status !== OrderStatus.AguardandoPagamento) return noPostings;
  const skipped = waiting.isOffice ? 'club_product' : via === 'offline' ? 'offline_settlement' : waiting.sellerAmountCents <= 0 ? 'nothing_due' : null;
  return {
    members: skipped ? [] : [waiting.sellerId],
    apply: async () => {
      const order = await repo.markOrderPaid(tx, invoice.id, now);
      if (!order) return;
      await sellStock(tx, { orderId: order.id, actorId: order.buyerId });
      await repo.addSales(tx, order.id);
      if (!skipped) {
        const category = order.type === OrderType.B2C ? EarningCategory.B2C : EarningCategory.B2B;
        await post(tx, {
          kind: 'order_sale',
          idempotencyKey: `order:${order.id}:seller`,
          reference: `order:${order.id}`,
          description: messages.orderSaleEntry(order.id),
          legs: [
            { system: SystemAccount.ClubRevenue, amountCents: -order.sellerAmountCents },
            { member: order.sellerId, amountCents: order.sellerAmountCents, category },
          ],
          at: now,
        });
      }
      await writeAudit(tx, null, {
        action: 'orders.paid',
        target: `order:${order.id}`,
        data: { invoiceId: invoice.id, via, sellerId: order.sellerId, sellerCreditedCents: skipped ? 0 : order.sellerAmountCents, notCredited: skipped },
      });
    },
  };
}

/**
 * Cancels a Pendente order invoice (B2B or B2C) through the invoices feature, whose cancel-pending
 * handler for orders (releaseOrdersOfInvoices) cancels its order and releases the order's stock,
 * in the caller's transaction. For the expiry job (actor null) and for operators. Answers the
 * cancelled order, or undefined when the invoice was not a pending order invoice (nothing changes).
 */
export async function cancelOrderOfInvoice(tx: DbOrTx, invoiceId: number, actorId: number | null, now: Date = new Date()): Promise<OrderRow | undefined> {
  const invoice = await cancelPendingInvoice(tx, invoiceId, { now, actorId, types: [InvoiceType.B2B, InvoiceType.B2C] });
  if (!invoice) return undefined;
  const order = await repo.lockOrderOfInvoice(tx, invoiceId);
  return order?.status === OrderStatus.Cancelado ? order : undefined;
}

/** Order invoices cancelled while pending: each order is cancelled and its stock released (one audit row each). */
export async function releaseOrdersOfInvoices(tx: DbOrTx, invoiceIds: number[], actorId: number | null, now: Date): Promise<void> {
  for (const invoiceId of invoiceIds) {
    const order = await repo.markOrderCancelled(tx, invoiceId, now);
    if (order) await releaseStock(tx, { orderId: order.id, actorId });
    await writeAudit(tx, auditActorById(actorId), {
      action: 'orders.cancelled',
      target: order ? `order:${order.id}` : `invoice:${invoiceId}`,
      data: { invoiceId },
    });
  }
}

export const isOrderInvoice = (type: number) => type === InvoiceType.B2B || type === InvoiceType.B2C;
