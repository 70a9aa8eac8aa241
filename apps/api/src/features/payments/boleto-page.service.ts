import { invoiceStatusInfo, messages, PaymentMethod, PaymentStatus } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { renderBoletoPage } from './boleto-page';
import * as repo from './payments.repository';

const attemptLabels: Partial<Record<number, string>> = { [PaymentStatus.Approved]: 'Pago', [PaymentStatus.Rejected]: 'Recusado' };

/** The offline gateway's printable boleto of one attempt, by its unguessable public id. */
export async function boletoPageHtml(db: DbOrTx, publicId: string): Promise<string> {
  const payment = await repo.findGatewayPaymentByPublicId(db, publicId.slice(0, 100));
  if (!payment || payment.method !== PaymentMethod.Boleto || !payment.digitableLine) throw notFound(messages.paymentNotFound);
  const invoice = (await repo.findInvoice(db, payment.invoiceId))!;
  return renderBoletoPage({
    invoiceId: invoice.id,
    description: invoice.description,
    amountCents: payment.amountCents,
    dueAt: payment.expiresAt ?? new Date(),
    payerName: payment.payerName ?? '',
    documentType: payment.documentType,
    documentNumber: payment.documentNumber,
    digitableLine: payment.digitableLine,
    statusLabel: attemptLabels[payment.status] ?? invoiceStatusInfo[invoice.status]?.label ?? '',
  });
}
