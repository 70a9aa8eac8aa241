import { z } from 'zod';
import { messages } from '../common/messages';
import { MoneyInput } from '../common/money';
import { InvoiceIdInput } from './balance-payment';
import { isValidDocument } from '../common/documents';
import { PaymentMethod } from '../common/enums';
import { text } from '../common/text';

/** Method ids the spec sends for Pix and boleto (Mercado Pago's payment_method_id). */
export const PIX_METHOD_ID = 'pix';
export const BOLETO_METHOD_ID = 'bolbradesco';
/** Caixa's virtual debit card at Mercado Pago Brazil. */
export const CAIXA_DEBIT_METHOD_ID = 'debelo';

const methodCode = z.union([z.literal(PaymentMethod.Pix), z.literal(PaymentMethod.Credit), z.literal(PaymentMethod.Debit), z.literal(PaymentMethod.Boleto)]);

/**
 * The payment method: the spec's codes (1 Pix, 2 credit, 3 debit, 4 boleto) or the ids it sends for
 * Pix and boleto ('pix', 'bolbradesco'). Balance (0) has its own call.
 */
export const PaymentMethodInput = z
  .union([methodCode, z.literal(PIX_METHOD_ID), z.literal(BOLETO_METHOD_ID)], { error: messages.paymentMethodInvalid })
  .transform((m) => (m === PIX_METHOD_ID ? PaymentMethod.Pix : m === BOLETO_METHOD_ID ? PaymentMethod.Boleto : m));

const required = (message: string, max: number) => text({ error: message }).trim().min(1, message).max(max, messages.textTooLong);

export const PaymentRequest = z
  .object({
    PaymentMethod: PaymentMethodInput,
    /** The provider's method id: 'pix', 'bolbradesco', or the card brand the card form found ('visa', 'master', 'debelo'...). */
    PaymentMethodId: text()
      .trim()
      .max(40, messages.paymentMethodInvalid)
      .regex(/^[a-z0-9_]*$/, messages.paymentMethodInvalid)
      .nullish(),
    /** Must equal the invoice's Value + DeliverValue; the server never charges what the client says. */
    Amount: MoneyInput,
    /** 'Pagamento da Fatura (Código {invoiceId})'; the server writes its own. */
    Description: text().trim().max(200, messages.textTooLong).nullish(),
    Email: text({ error: messages.emailRequired }).trim().max(200, messages.textTooLong).pipe(z.email(messages.invalidEmail)),
    DocumentType: z.union([z.literal(1), z.literal(2)], { error: messages.documentTypeRequired }),
    DocumentNumber: required(messages.documentNumberRequired, 20).transform((v) => v.replace(/\D/g, '')),
    InvoiceId: InvoiceIdInput,
    /** Card token made by the provider's browser script (cards with Mercado Pago). */
    Token: text().trim().max(200, messages.cardDataRequired).nullish(),
    Installments: z.number().int().min(1).max(12).nullish(),
    /** Payer's name; for cards, the holder's name as printed. */
    Name: required(messages.nameRequired, 120),
    IssuerId: z.union([text().trim().max(20).regex(/^\d*$/), z.number().int().nonnegative()]).nullish(),
    /** Offline gateway cards: the last four digits only; the card number never reaches the server. */
    CardLastFourDigits: text()
      .regex(/^\d{4}$/, messages.cardNumberInvalid)
      .nullish(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.DocumentNumber && !isValidDocument(v.DocumentType, v.DocumentNumber)) {
      ctx.addIssue({ code: 'custom', path: ['DocumentNumber'], message: v.DocumentType === 2 ? messages.invalidCnpj : messages.invalidCpf });
    }
  });
export type PaymentRequest = z.input<typeof PaymentRequest>;

export const PaymentResponse = z.object({
  /** Our id of this payment attempt (sandbox routes, boleto page). */
  PaymentId: z.string(),
  /** 1 approved, 2 processing, 3 rejected. */
  Status: z.number().int(),
  /** pt-BR text of the provider's status detail. */
  StatusDetail: z.string(),
  /** Pix copy-and-paste code (BR Code). */
  QrCode: z.string().nullable(),
  /** PNG of the Pix QR code, base64 without the data: prefix (as Mercado Pago answers it). */
  QrCodeBase64: z.string().nullable(),
  /** Boleto: the printable slip. */
  ExternalResourceUrl: z.string().nullable(),
  DigitableLine: z.string().nullable(),
});
export type PaymentResponse = z.infer<typeof PaymentResponse>;
