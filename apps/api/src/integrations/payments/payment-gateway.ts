import { PaymentMethod, type PaymentStatus } from '@clube/contract';

/** The edge to the payment provider: PAYMENT_GATEWAY names it (docs/payments.md). */

export type GatewayName = 'offline' | 'mercadopago';

/** What a gateway takes: every method but the balance, which has its own call. */
export type GatewayMethod = Exclude<PaymentMethod, typeof PaymentMethod.Balance>;

export type GatewayStatus = PaymentStatus;

/** How an approved payment's money went back: the provider's own status names. */
export type GatewayReversalKind = 'refunded' | 'charged_back';

export interface GatewayPayer {
  email: string;
  name: string;
  /** 1 CPF, 2 CNPJ */
  documentType: 1 | 2;
  documentNumber: string;
  /** Boleto needs the payer's address at Mercado Pago. */
  address?: { zipCode: string; street: string; number: string; district: string; city: string; state: string } | null;
}

export interface CreateGatewayPayment {
  /** Our id of the attempt: sent as the provider's external reference. */
  publicId: string;
  /** Sent with the creation so that a retried request never makes a second payment. */
  idempotencyKey: string;
  method: GatewayMethod;
  /** The provider's method id: 'pix', 'bolbradesco', or a card brand. */
  paymentMethodId: string;
  amountCents: number;
  description: string;
  payer: GatewayPayer;
  notificationUrl: string;
  /** Cards with Mercado Pago: the token the browser script made. */
  cardToken?: string | null;
  installments?: number | null;
  issuerId?: string | null;
  /** Offline cards only. */
  cardLastFour?: string | null;
  /** Boleto's due day (yyyy-MM-dd). */
  dueDate?: string;
}

/** What the provider says about one payment, mapped to our codes. */
export interface GatewayPaymentState {
  externalId: string;
  /** Our public id, when the provider echoes it (external_reference). */
  externalReference: string | null;
  status: GatewayStatus;
  /** The provider's status_detail code ('accredited', 'cc_rejected_other_reason'...). */
  statusDetail: string;
  amountCents: number | null;
  /**
   * The provider took the money of an approved payment back to the payer: a total refund or a
   * chargeback (status then reads rejected). A payment that settled an invoice cancels it
   * (docs/payments.md#refunds-and-chargebacks-of-a-paid-invoice).
   */
  reversal?: GatewayReversalKind | null;
  qrCode?: string | null;
  qrCodeBase64?: string | null;
  externalResourceUrl?: string | null;
  digitableLine?: string | null;
  expiresAt?: Date | null;
}

/** A refusal by the provider (bad data) or its absence (network, 5xx). */
export class GatewayError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
    readonly providerStatus?: number,
  ) {
    super(message);
  }
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** The browser's public key (cards), or null. */
  readonly publicKey: string | null;
  createPayment(req: CreateGatewayPayment): Promise<GatewayPaymentState>;
  /** Reads a payment back from the provider: notifications are only a hint to look. */
  getPayment(externalId: string): Promise<GatewayPaymentState | null>;
  /**
   * Gives a whole approved payment back to the payer through the provider (money that arrived for
   * an invoice already settled). Retrying is safe: the provider sees one refund per payment.
   * Throws GatewayError when the provider refuses or cannot be reached.
   */
  refundPayment(externalId: string): Promise<void>;
}
