import { messages } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { requireAccess, type Caller } from '../../platform/access';
import { toInvoiceDto } from '../invoices';
import * as repo from './payments.repository';

/** The member's own invoice by its payment token; anyone else's is as absent as an unknown one (the ownership gate). */
export async function invoiceOfUserByToken(db: DbOrTx, user: Caller, token: string) {
  const row = await repo.findInvoiceByToken(db, token);
  const invoice = requireAccess(user, 'invoice.read', row && { ...row, ownerIds: [row.userId] }, messages.invoiceNotFound);
  return toInvoiceDto(invoice);
}
