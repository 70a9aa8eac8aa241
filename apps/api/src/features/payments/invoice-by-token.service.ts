import { messages } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { toInvoiceDto } from '../invoices';
import * as repo from './payments.repository';

/** The member's own invoice by its payment token; anyone else's is as absent as an unknown one. */
export async function invoiceOfUserByToken(db: DbOrTx, userId: number, token: string) {
  const invoice = await repo.findInvoiceOfUserByToken(db, userId, token);
  if (!invoice) throw notFound(messages.invoiceNotFound);
  return toInvoiceDto(invoice);
}
