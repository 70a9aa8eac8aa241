import { messages } from '@clube/contract';
import type { Db } from '../../db/client';
import { requireAccess } from '../../platform/access';
import { settleInvoice } from './invoice-settlement.service';

/**
 * Pays the member's own Pendente invoice from his current account, in one transaction: the
 * ledger movement (member -(Value + DeliverValue) and -2,75 Taxa; club revenue and fees +), posted
 * first, and the settlement. A short balance refuses the whole thing (422) and nothing changes. `now` dates the
 * payment (the demo club's seed pays its past orders on their days).
 */
export async function payInvoiceWithBalance(db: Db, userId: number, invoiceId: number, now: Date = new Date()) {
  return db.transaction(async (tx) =>
    // The settlement's guarded update finds the invoice; ownership is asked before its status is
    // told, so another's paid invoice answers 404 like a missing one, never 409. The debit is
    // posted first, inside the settlement (invoice-settlement.service.ts).
    settleInvoice(tx, invoiceId, { kind: 'balance', actorId: userId }, now, {
      debitPayer: true,
      admit: (invoice) => void requireAccess({ id: userId }, 'invoice.pay', { ownerIds: [invoice.userId] }, messages.invoiceNotFound),
    }),
  );
}
