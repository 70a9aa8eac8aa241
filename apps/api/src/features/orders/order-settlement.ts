import { EarningCategory, InvoiceType, messages } from '@clube/contract';
import { holdDaysOf } from '@clube/contract/configurations';
import { DeliveryType, OrderStatus, OrderType } from '@clube/contract/orders';
import type { DbOrTx } from '../../db/client';
import { auditActorById, writeAudit } from '../../platform/audit';
import { cancelPendingInvoice, noPostings, type Step } from '../invoices';
import { dayInSaoPaulo } from '../../platform/dates';
import { readSCBonificationCenter } from '../configurations';
import { holdTermsFrom, post, postHolds, SystemAccount, type HoldTerms } from '../ledger';
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
 * audit says why. When the bonification center holds the order's invoice type, the seller's credit
 * is held ('Retido') in held credits instead, until the buyer's right of withdrawal has passed
 * (docs/marketplace.md#orders, docs/ledger.md#held-credits). An invoice with no order waiting
 * moves nothing.
 */
export async function orderSettlement(tx: DbOrTx, invoice: SettledInvoice, via: SettledVia, now: Date): Promise<Step> {
  const waiting = await repo.orderOfInvoice(tx, invoice.id);
  if (!waiting || waiting.status !== OrderStatus.AguardandoPagamento) return noPostings;
  const skipped = waiting.isOffice ? 'club_product' : via === 'offline' ? 'offline_settlement' : waiting.sellerAmountCents <= 0 ? 'nothing_due' : null;
  const held = skipped ? null : await saleHoldTerms(tx, invoice.type, waiting.deliveryType, now);
  return {
    members: skipped || held ? [] : [waiting.sellerId],
    apply: async () => {
      const order = await repo.markOrderPaid(tx, invoice.id, now);
      if (!order) return;
      await sellStock(tx, { orderId: order.id, actorId: order.buyerId });
      await repo.addSales(tx, order.id);
      const category = order.type === OrderType.B2C ? EarningCategory.B2C : EarningCategory.B2B;
      if (!skipped && held) {
        await postHolds(tx, {
          kind: 'order_sale_hold',
          idempotencyKey: `order:${order.id}:seller`,
          reference: `order:${order.id}`,
          description: messages.heldCreditEntry(invoice.id),
          source: SystemAccount.ClubRevenue,
          invoiceId: invoice.id,
          holdKind: 'sale',
          credits: [{ member: order.sellerId, category, amountCents: order.sellerAmountCents, description: messages.orderSaleEntry(order.id) }],
          terms: held,
          at: now,
        });
      } else if (!skipped) {
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
        data: {
          invoiceId: invoice.id,
          via,
          sellerId: order.sellerId,
          sellerCreditedCents: skipped || held ? 0 : order.sellerAmountCents,
          sellerHeldCents: !skipped && held ? order.sellerAmountCents : 0,
          notCredited: skipped,
        },
      });
    },
  };
}

/**
 * Whether the seller's credit waits out the right of withdrawal (docs/bonuses.md#held-commissions):
 * the same rule as the order's commissions, from the delivery for goods, from the payment for a
 * service (delivery type Serviços).
 */
async function saleHoldTerms(tx: DbOrTx, invoiceType: number, deliveryType: number, now: Date): Promise<HoldTerms | null> {
  const days = holdDaysOf(await readSCBonificationCenter(tx), invoiceType);
  if (days === null) return null;
  return holdTermsFrom(days, deliveryType === DeliveryType.Services ? dayInSaoPaulo(now) : null);
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
