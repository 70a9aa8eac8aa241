import { BALANCE_PAYMENT_FEE_CENTS, EarningCategory, messages } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { settleInvoice as settle, type InvoiceRow } from '../invoices';
import { post, SystemAccount } from '../ledger';
import { balancePaymentKey } from './payment-keys';
import * as repo from './payments.repository';
import type { SettledVia } from './payments.repository';

/** How the invoice was paid (kept in the audit log). */
export type SettlementHow =
  | { kind: 'balance'; actorId: number; transactionId?: number }
  | { kind: 'gateway'; gateway: 'offline' | 'mercadopago'; externalId: string; paymentPublicId: string; paymentId: number };

const settledViaOf = (how: SettlementHow): SettledVia => (how.kind === 'balance' ? 'balance' : how.gateway);

/**
 * Settles a Pendente invoice paid by `how`, inside the caller's transaction `tx`, through the
 * invoices feature, the invoice's one writer (docs/payments.md#invoice-lifecycle-and-handlers):
 * Pendente -> Pago by one guarded update (a paid or cancelled invoice is refused with 409 and the
 * caller's transaction rolls back whole), then this feature's part: the invoice's other open
 * gateway attempts are rejected before the members' accounts are locked, and, once they are, with
 * `debitPayer` (payInvoiceWithBalance), the balance payment's debit is the first posting (member
 * -(Value + DeliverValue) and -2,75 Taxa; club revenue and fees +), so a short balance (422) is
 * found before the invoice's handlers write anything. Then the handlers of the invoice's type, the
 * commissions and the career plan. What paid it is kept in settled_via (docs/payments.md).
 */
export async function settleInvoice(
  tx: DbOrTx,
  invoiceId: number,
  how: SettlementHow,
  now: Date = new Date(),
  opts: { debitPayer?: boolean; admit?: (invoice: InvoiceRow) => void } = {},
): Promise<InvoiceRow> {
  const via = settledViaOf(how);
  const debit = how.kind === 'balance' && opts.debitPayer === true;
  return settle(tx, invoiceId, {
    via,
    actorId: how.kind === 'balance' ? how.actorId : null,
    now,
    payerPosts: debit,
    admit: opts.admit,
    close: async (paid) => {
      const rejectedAttempts = await repo.rejectOpenAttempts(tx, paid.id, how.kind === 'gateway' ? how.paymentId : null, now);
      return { ...how, settledVia: via, rejectedAttempts };
    },
    pay: async (paid) => {
      if (debit) await debitPayer(tx, paid, now);
    },
  });
}

/** The payer's balance pays the invoice and the balance-payment fee; a short balance refuses it (422). */
async function debitPayer(tx: DbOrTx, paid: InvoiceRow, now: Date) {
  const totalCents = paid.valueCents + paid.deliverValueCents;
  const legs = [
    { member: paid.userId, amountCents: -totalCents, category: null, description: messages.balancePaymentEntry(paid.id) },
    { member: paid.userId, amountCents: -BALANCE_PAYMENT_FEE_CENTS, category: EarningCategory.Taxa, description: messages.balancePaymentFeeEntry(paid.id) },
    { system: SystemAccount.ClubRevenue, amountCents: totalCents },
    { system: SystemAccount.Fees, amountCents: BALANCE_PAYMENT_FEE_CENTS },
  ].filter((l) => l.amountCents !== 0);
  await post(tx, {
    kind: 'invoice_balance_payment',
    idempotencyKey: balancePaymentKey(paid.id),
    reference: `invoice:${paid.id}`,
    description: messages.balancePaymentEntry(paid.id),
    legs,
    at: now,
    insufficientMessage: messages.balancePaymentInsufficient,
  });
}
