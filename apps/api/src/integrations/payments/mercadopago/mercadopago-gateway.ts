import { MercadoPagoConfig, MercadoPagoError, MPConnectionError, Payment, PaymentRefund } from 'mercadopago';
import { PaymentMethod } from '@clube/contract';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { CreateGatewayPayment, GatewayPaymentState, PaymentGateway } from '../payment-gateway';
import { GatewayError } from '../payment-gateway';
import { mapMercadoPagoStatus, mercadoPagoReversal } from './status-mapping';

export interface MercadoPagoOptions {
  accessToken: string;
  publicKey: string | null;
  /**
   * Another API root (tests' local stand-in). The SDK has no per-client base URL: it reads the
   * static AppConfig.BASE_URL, so this setting is process-wide.
   */
  apiUrl?: string;
  timeoutMs?: number;
}

const toCents = (reais: number | undefined) => (reais === undefined ? null : Math.round(reais * 100));

function splitName(name: string) {
  const parts = name.trim().split(/\s+/);
  return { first_name: parts[0] ?? name, last_name: parts.slice(1).join(' ') || parts[0] || name };
}

export function stateOf(p: PaymentResponse): GatewayPaymentState {
  const tx = p.point_of_interaction?.transaction_data;
  return {
    externalId: String(p.id),
    externalReference: p.external_reference ?? null,
    status: mapMercadoPagoStatus(p.status),
    statusDetail: p.status_detail ?? p.status ?? 'pending',
    amountCents: toCents(p.transaction_amount),
    reversal: mercadoPagoReversal(p.status, p.status_detail),
    qrCode: tx?.qr_code ?? null,
    qrCodeBase64: tx?.qr_code_base64 ?? null,
    externalResourceUrl: p.transaction_details?.external_resource_url ?? tx?.ticket_url ?? null,
    digitableLine: p.transaction_details?.digitable_line ?? null,
    expiresAt: p.date_of_expiration ? new Date(p.date_of_expiration) : null,
  };
}

function gatewayError(err: unknown): GatewayError {
  if (err instanceof MPConnectionError) return new GatewayError('unavailable', err.message);
  if (err instanceof MercadoPagoError) {
    return new GatewayError(err.status >= 500 || err.status === 429 ? 'unavailable' : 'refused', `${err.status} ${err.error}: ${err.message}`, err.status);
  }
  return new GatewayError('unavailable', err instanceof Error ? err.message : String(err));
}

/** Mercado Pago through its official SDK (v3): Payment.create with an idempotency key, Payment.get, PaymentRefund.total. */
export function mercadoPagoGateway(opts: MercadoPagoOptions): PaymentGateway {
  // The SDK declares BASE_URL readonly; at run time it is a plain static field that RestClient reads per call.
  if (opts.apiUrl) (AppConfig as { BASE_URL: string }).BASE_URL = opts.apiUrl.replace(/\/$/, '');
  // A fresh client per call: the SDK merges requestOptions into the shared config, so a reused
  // client would carry one payment's idempotency key into the next.
  const sdkConfig = () => new MercadoPagoConfig({ accessToken: opts.accessToken, options: { timeout: opts.timeoutMs ?? 15_000, maxRetries: 1 } });
  const client = () => new Payment(sdkConfig());

  return {
    name: 'mercadopago',
    publicKey: opts.publicKey,

    async createPayment(req: CreateGatewayPayment) {
      const card = req.method === PaymentMethod.Credit || req.method === PaymentMethod.Debit;
      const a = req.payer.address;
      try {
        const created = await client().create({
          body: {
            transaction_amount: req.amountCents / 100,
            description: req.description,
            payment_method_id: req.paymentMethodId,
            external_reference: req.publicId,
            notification_url: req.notificationUrl,
            ...(card
              ? { token: req.cardToken ?? undefined, installments: req.installments ?? 1, ...(req.issuerId ? { issuer_id: Number(req.issuerId) } : {}) }
              : {}),
            ...(req.method === PaymentMethod.Boleto && req.dueDate ? { date_of_expiration: `${req.dueDate}T23:59:59.000-03:00` } : {}),
            payer: {
              email: req.payer.email,
              ...splitName(req.payer.name),
              identification: { type: req.payer.documentType === 2 ? 'CNPJ' : 'CPF', number: req.payer.documentNumber },
              ...(req.method === PaymentMethod.Boleto && a
                ? {
                    address: {
                      zip_code: a.zipCode,
                      street_name: a.street,
                      street_number: a.number,
                      neighborhood: a.district,
                      city: a.city,
                      federal_unit: a.state,
                    },
                  }
                : {}),
            },
          },
          requestOptions: { idempotencyKey: req.idempotencyKey },
        });
        return stateOf(created);
      } catch (err) {
        throw gatewayError(err);
      }
    },

    async getPayment(externalId: string) {
      if (!/^\d{1,20}$/.test(externalId)) return null;
      try {
        return stateOf(await client().get({ id: externalId }));
      } catch (err) {
        if (err instanceof MercadoPagoError && err.status === 404) return null;
        throw gatewayError(err);
      }
    },

    async refundPayment(externalId: string) {
      if (!/^\d{1,20}$/.test(externalId)) throw new GatewayError('refused', 'not a Mercado Pago payment id');
      try {
        // A total refund; the key makes a retried call the same refund, never a second one.
        await new PaymentRefund(sdkConfig()).total({ payment_id: externalId, requestOptions: { idempotencyKey: `refund-${externalId}` } });
      } catch (err) {
        throw gatewayError(err);
      }
    },
  };
}
