import { InvoiceStatus, messages } from '@clube/contract';
import type { Db } from '../../db/client';
import { requireAccess } from '../../platform/access';
import { conflict } from '../../platform/errors';
import { settleInvoice } from './invoice-settlement.service';
import * as repo from './payments.repository';

/**
 * Pays the member's own Pendente invoice from his current account, in one transaction: the
 * ledger movement (member -(Value + DeliverValue) and -2,75 Taxa; club revenue and fees +), posted
 * first, and the settlement. A short balance refuses the whole thing (422) and nothing changes. `now` dates the
 * payment (the demo club's seed pays its past orders on their days).
 */
export async function payInvoiceWithBalance(db: Db, userId: number, invoiceId: number, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const row = await repo.findInvoice(tx, invoiceId);
    // Ownership before status: another's paid invoice answers 404 like a missing one, never 409.
    const invoice = requireAccess({ id: userId }, 'invoice.pay', row && { ...row, ownerIds: [row.userId] }, messages.invoiceNotFound);
    if (invoice.status !== InvoiceStatus.Pendente) {
      throw conflict(invoice.status === InvoiceStatus.Cancelado ? messages.invoiceCancelled : messages.invoiceAlreadyPaid);
    }
    // The debit is posted first, inside the settlement (invoice-settlement.service.ts).
    const paid = await settleInvoice(tx, invoice.id, { kind: 'balance', actorId: userId }, now, { debitPayer: true });
    return paid;
  });
}
