import { EarningCategory, messages } from '@clube/contract';
import { OrderStatus, OrderType } from '@clube/contract/orders';
import type { DbOrTx } from '../../db/client';
import { auditActorById, writeAudit } from '../../platform/audit';
import type { Step } from '../invoices';
import { lockHolds, postTakingBack, SystemAccount, voidHolds, HoldStatus } from '../ledger';
import type { SettledVia } from './order-settlement';
import * as repo from './orders.repository';

export const orderSaleReversalKey = (orderId: number) => `order:${orderId}:seller:reversal`;

export interface OrderReversal {
  orderId: number;
  sellerId: number;
  statusBefore: number;
  statusAfter: number;
  /** The seller's sale credit taken back: from his wallet or recorded as his debt. */
  reversedCents: number;
  /** The part his wallet no longer held, recorded in receivables. */
  unrecoveredCents: number;
  /** The sale credit still held ('Retido'): returned to club revenue, no wallet touched. */
  heldCancelledCents: number;
}

export const orderSaleHoldVoidKey = (orderId: number) => `order:${orderId}:seller:hold:void`;

/**
 * The payment of a paid order went back to the buyer (a refund or a chargeback at the gateway),
 * inside the caller's transaction (docs/marketplace.md#orders), as the orders' cancel-paid invoice
 * handler: the order is locked and its seller named now; the step's `apply`, once the
 * cancellation has locked the members' accounts, takes the seller's credit for the sale back from
 * his wallet, never below zero (the rest is his debt, like a bonus clawback), makes an order not
 * yet delivered Cancelado so that it is not shipped, and writes an `orders.payment_reversed` audit
 * row asking an operator to look at it: the stock is not returned (the goods may have left), and a
 * delivered order stays Entregue. A sale credit still held (the right of withdrawal had not
 * passed: docs/ledger.md#held-credits) is voided back to club revenue instead: nothing reached
 * the seller, so nothing is taken from him. A buyer's withdrawal (CDC art. 49) makes a Pago or
 * Entregue order Devolução pendente with an `orders.withdrawn` row: its seller confirms the
 * return. Answers `{ order }` for the cancellation's audit row, or
 * undefined for an invoice with no order.
 */
export async function orderPaymentReversal(
  tx: DbOrTx,
  invoiceId: number,
  via: SettledVia | null,
  reason: string,
  now: Date = new Date(),
  withdrawal = false,
): Promise<Step<{ order: OrderReversal } | undefined>> {
  // The invoice's holds before the order, as a delivery takes them (docs/ledger.md#held-credits).
  const holds = (await lockHolds(tx, invoiceId)).filter((h) => h.kind === 'sale');
  const order = await repo.lockOrderOfInvoice(tx, invoiceId);
  if (!order) return { members: [], apply: async () => undefined };
  const stillHeld = holds.some((h) => h.status === HoldStatus.Retido);
  // The same rule as the settlement's: no credit for the club's own products or a simulation;
  // and a held credit never reached him.
  const credited = !order.isOffice && via !== 'offline' && order.sellerAmountCents > 0 && !stillHeld && holds.every((h) => h.status !== HoldStatus.Cancelado);
  return {
    members: credited ? [order.sellerId] : [],
    apply: async () => {
      const voided = stillHeld
        ? await voidHolds(tx, holds, {
            kind: 'order_sale_hold_void',
            idempotencyKey: orderSaleHoldVoidKey(order.id),
            reference: `order:${order.id}`,
            description: messages.heldCreditVoidEntry(invoiceId),
            source: SystemAccount.ClubRevenue,
            at: now,
          })
        : undefined;
      const takeBack = credited
        ? await postTakingBack(tx, {
            kind: 'order_sale_reversal',
            idempotencyKey: orderSaleReversalKey(order.id),
            reference: `order:${order.id}`,
            description: messages.orderSaleReversalEntry(order.id),
            creditor: SystemAccount.ClubRevenue,
            receivable: SystemAccount.BonusReceivables,
            credits: [
              {
                member: order.sellerId,
                category: order.type === OrderType.B2C ? EarningCategory.B2C : EarningCategory.B2B,
                amountCents: order.sellerAmountCents,
              },
            ],
            at: now,
          })
        : undefined;
      // The buyer's withdrawal: the goods come back to the seller, who confirms it (docs/marketplace.md#withdrawal-of-a-purchase).
      const changed = withdrawal ? await repo.markWithdrawn(tx, order.id, now) : await repo.markPaidOrderCancelled(tx, order.id, now);
      const result: OrderReversal = {
        orderId: order.id,
        sellerId: order.sellerId,
        statusBefore: order.status,
        statusAfter: changed?.status ?? order.status,
        reversedCents: takeBack?.totalCents ?? 0,
        unrecoveredCents: takeBack?.unrecoveredCents ?? 0,
        heldCancelledCents: voided?.voidedCents ?? 0,
      };
      if (withdrawal) {
        await writeAudit(tx, auditActorById(order.buyerId), {
          action: 'orders.withdrawn',
          target: `order:${order.id}`,
          before: { status: order.status },
          after: { status: result.statusAfter },
          reason,
          data: { invoiceId, via, ...result },
        });
        return { order: result };
      }
      await writeAudit(tx, null, {
        action: 'orders.payment_reversed',
        target: `order:${order.id}`,
        data: { invoiceId, reason, ...result, stockReturned: false, needsAttention: true, delivered: order.status === OrderStatus.Entregue },
      });
      return { order: result };
    },
  };
}
