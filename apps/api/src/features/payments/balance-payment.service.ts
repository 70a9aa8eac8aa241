import { BALANCE_PAYMENT_FEE_CENTS, EarningCategory, InvoiceStatus, messages } from '@clube/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { post, SystemAccount } from '../ledger';
import { settleInvoice } from './invoice-settlement.service';
import * as repo from './payments.repository';

/**
 * Pays the member's own Pendente invoice from his current account, in one transaction: the
 * settlement and the ledger movement (member -(Value + DeliverValue) and -2,75 Taxa; club revenue
 * and fees +). A short balance refuses the whole thing (422) and nothing changes. `now` dates the
 * payment (the demo club's seed pays its past orders on their days).
 */
export async function payInvoiceWithBalance(db: Db, userId: number, invoiceId: number, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const invoice = await repo.findInvoiceOfUser(tx, userId, invoiceId);
    if (!invoice) throw notFound(messages.invoiceNotFound);
    if (invoice.status !== InvoiceStatus.Pendente) {
      throw conflict(invoice.status === InvoiceStatus.Cancelado ? messages.invoiceCancelled : messages.invoiceAlreadyPaid);
    }
    const paid = await settleInvoice(tx, invoice.id, { kind: 'balance', actorId: userId }, now);
    const totalCents = paid.valueCents + paid.deliverValueCents;
    const legs = [
      { member: userId, amountCents: -totalCents, category: null, description: messages.balancePaymentEntry(paid.id) },
      { member: userId, amountCents: -BALANCE_PAYMENT_FEE_CENTS, category: EarningCategory.Taxa, description: messages.balancePaymentFeeEntry(paid.id) },
      { system: SystemAccount.ClubRevenue, amountCents: totalCents },
      { system: SystemAccount.Fees, amountCents: BALANCE_PAYMENT_FEE_CENTS },
    ].filter((l) => l.amountCents !== 0);
    await post(tx, {
      kind: 'invoice_balance_payment',
      idempotencyKey: `invoice:${paid.id}:paid`,
      reference: `invoice:${paid.id}`,
      description: messages.balancePaymentEntry(paid.id),
      legs,
      at: now,
      insufficientMessage: messages.balancePaymentInsufficient,
    });
    return paid;
  });
}
