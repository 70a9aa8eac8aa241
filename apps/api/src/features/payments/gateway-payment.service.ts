import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { InvoiceStatus, messages, PaymentMethod, PaymentStatus, reaisToCents } from '@clube/contract';
import { BOLETO_METHOD_ID, CAIXA_DEBIT_METHOD_ID, PIX_METHOD_ID, type PaymentRequest, type PaymentResponse } from '@clube/contract/payments';
import type { Db } from '../../db/client';
import { GatewayError, type GatewayMethod, type PaymentGateway } from '../../integrations/payments';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { requireAccess } from '../../platform/access';
import { conflict, unprocessable } from '../../platform/errors';
import { randomToken } from '../../platform/tokens';
import { applyGatewayOutcome } from './gateway-apply.service';
import { toPaymentResponse } from './gateway-payment.mapper';
import * as repo from './payments.repository';

type PaymentInput = z.output<typeof PaymentRequest>;

export interface GatewayDeps {
  db: Db;
  gateway: PaymentGateway;
  /** Public address of the office: Mercado Pago posts its notifications there. */
  publicUrl: string;
}

export const WEBHOOK_PATH = '/api/payments/webhooks/mercadopago';
const BOLETO_DAYS = 3;

export function assertPayable(invoice: { status: number }) {
  if (invoice.status === InvoiceStatus.Cancelado) throw conflict(messages.invoiceCancelled);
  if (invoice.status !== InvoiceStatus.Pendente) throw conflict(messages.invoiceAlreadyPaid);
}

function methodIdOf(gateway: PaymentGateway, method: GatewayMethod, body: PaymentInput): string {
  if (method === PaymentMethod.Pix) return PIX_METHOD_ID;
  if (method === PaymentMethod.Boleto) return BOLETO_METHOD_ID;
  if (body.PaymentMethodId) return body.PaymentMethodId;
  if (gateway.name === 'mercadopago') throw unprocessable(messages.cardDataRequired);
  return method === PaymentMethod.Debit ? CAIXA_DEBIT_METHOD_ID : 'master';
}

/**
 * Pays the member's own Pendente invoice through the gateway. The amount is the invoice's (a
 * different Amount is refused), the attempt is recorded before the provider is called (with the
 * idempotency key sent along), and the provider's answer goes through the same apply path as its
 * notifications: an immediate approval pays the invoice at once.
 */
export async function payInvoiceWithGateway(deps: GatewayDeps, userId: number, body: PaymentInput): Promise<PaymentResponse> {
  const { db, gateway } = deps;
  const found = await repo.findInvoice(db, body.InvoiceId);
  // Ownership before status: another's paid invoice answers 404 like a missing one, never 409.
  const invoice = requireAccess({ id: userId }, 'invoice.pay', found && { ...found, ownerIds: [found.userId] }, messages.invoiceNotFound);
  assertPayable(invoice);
  const amountCents = invoice.valueCents + invoice.deliverValueCents;
  if (reaisToCents(body.Amount) !== amountCents) throw unprocessable(messages.paymentAmountMismatch, { Amount: [messages.paymentAmountMismatch] });

  const method = body.PaymentMethod as GatewayMethod;
  const card = method === PaymentMethod.Credit || method === PaymentMethod.Debit;
  if (card && gateway.name === 'mercadopago' && !body.Token) throw unprocessable(messages.cardDataRequired);
  if (card && gateway.name === 'offline' && !body.CardLastFourDigits) throw unprocessable(messages.cardDataRequired);
  const paymentMethodId = methodIdOf(gateway, method, body);
  const address = method === PaymentMethod.Boleto ? await repo.firstAddressOf(db, userId) : undefined;
  const dueDate = addDays(dayInSaoPaulo(), BOLETO_DAYS);

  const attempt = await repo.insertGatewayPayment(db, {
    publicId: randomToken(),
    invoiceId: invoice.id,
    userId,
    gateway: gateway.name,
    method,
    idempotencyKey: randomUUID(),
    status: PaymentStatus.Processing,
    statusDetail: 'pending',
    amountCents,
    payerName: body.Name,
    documentType: body.DocumentType,
    documentNumber: body.DocumentNumber,
  });

  let state;
  try {
    state = await gateway.createPayment({
      publicId: attempt.publicId,
      idempotencyKey: attempt.idempotencyKey,
      method,
      paymentMethodId,
      amountCents,
      description: messages.invoicePaymentDescription(invoice.id),
      payer: {
        email: body.Email,
        name: body.Name,
        documentType: body.DocumentType,
        documentNumber: body.DocumentNumber,
        address: address
          ? { zipCode: address.zipCode, street: address.street, number: address.number, district: address.district, city: address.city, state: address.state }
          : null,
      },
      notificationUrl: `${deps.publicUrl.replace(/\/$/, '')}${WEBHOOK_PATH}`,
      cardToken: body.Token ?? null,
      installments: method === PaymentMethod.Credit ? (body.Installments ?? 1) : 1,
      issuerId: body.IssuerId === null || body.IssuerId === undefined ? null : String(body.IssuerId),
      cardLastFour: body.CardLastFourDigits ?? null,
      dueDate,
    });
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    await repo.updateGatewayPayment(db, attempt.id, { status: PaymentStatus.Rejected, statusDetail: 'gateway_error' });
    throw unprocessable(err.kind === 'refused' ? messages.gatewayRefused : messages.gatewayUnavailable);
  }

  const { row } = await applyGatewayOutcome(db, gateway, attempt.id, state);
  return toPaymentResponse(row);
}
