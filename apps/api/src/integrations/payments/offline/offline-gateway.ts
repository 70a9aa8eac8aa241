import { randomBytes } from 'node:crypto';
import { PaymentMethod, PaymentStatus } from '@clube/contract';
import { boletoPageUrl } from '@clube/contract/payments';
import type { CreateGatewayPayment, GatewayPaymentState, GatewayStatus, PaymentGateway } from '../payment-gateway';
import { GatewayError } from '../payment-gateway';
import { boletoBarcode, bradescoFreeField, digitableLineOf, MAX_BOLETO_CENTS } from './boleto-line';
import { cardOutcome } from './card-outcomes';
import { pixCharge, type PixReceiver } from './pix-br-code';

/** The offline gateway keeps no state of its own: our gateway_payments row is its record. */
export type OfflineLookup = (externalId: string) => Promise<GatewayPaymentState | null>;

export interface OfflineGateway extends PaymentGateway {
  readonly name: 'offline';
  /** The payer's side: the next read of this payment answers the outcome (sandbox routes). */
  simulate(externalId: string, outcome: 'approve' | 'reject'): void;
}

const PIX_LIFETIME_MS = 24 * 3600_000;
const DEFAULT_RECEIVER: PixReceiver = {
  key: '7d9f0c2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f',
  merchantName: 'CLUBE OFFICE',
  merchantCity: 'SAO PAULO',
};

/**
 * The demonstration gateway (PAYMENT_GATEWAY=offline, the embedded demo's default). Honest about
 * what it is: a Pix BR Code and a boleto line that are well formed but pay nobody, and cards
 * decided by the holder's name like Mercado Pago's test cards. Approvals of Pix and boleto come
 * from the sandbox routes, and none of them is money (docs/payments.md).
 */
export function offlineGateway(lookup: OfflineLookup, receiver: PixReceiver = DEFAULT_RECEIVER): OfflineGateway {
  const decisions = new Map<string, { status: GatewayStatus; detail: string }>();

  return {
    name: 'offline',
    publicKey: null,

    async createPayment(req: CreateGatewayPayment): Promise<GatewayPaymentState> {
      const externalId = `OFF${randomBytes(10).toString('hex').toUpperCase()}`;
      const base = { externalId, externalReference: req.publicId, amountCents: req.amountCents };
      if (req.method === PaymentMethod.Pix) {
        const { brCode, qrPngBase64 } = await pixCharge(receiver, req.amountCents, externalId);
        return {
          ...base,
          status: PaymentStatus.Processing,
          statusDetail: 'pending_waiting_transfer',
          qrCode: brCode,
          qrCodeBase64: qrPngBase64,
          expiresAt: new Date(Date.now() + PIX_LIFETIME_MS),
        };
      }
      if (req.method === PaymentMethod.Boleto) {
        if (req.amountCents > MAX_BOLETO_CENTS) throw new GatewayError('refused', "amount above a boleto's 10 digits");
        const ourNumber = BigInt(`0x${externalId.slice(3)}`)
          .toString()
          .slice(-11);
        const barcode = boletoBarcode({
          bankCode: '237',
          amountCents: req.amountCents,
          dueDate: req.dueDate!,
          freeField: bradescoFreeField('1234', '09', ourNumber, '0012345'),
        });
        return {
          ...base,
          status: PaymentStatus.Processing,
          statusDetail: 'pending_waiting_payment',
          digitableLine: digitableLineOf(barcode),
          externalResourceUrl: boletoPageUrl(req.publicId),
          expiresAt: new Date(`${req.dueDate}T23:59:59-03:00`),
        };
      }
      const outcome = cardOutcome(req.payer.name);
      return { ...base, status: outcome.status, statusDetail: outcome.detail };
    },

    async getPayment(externalId: string): Promise<GatewayPaymentState | null> {
      const current = await lookup(externalId);
      if (!current) return null;
      const decision = decisions.get(externalId);
      decisions.delete(externalId);
      if (!decision || current.status !== PaymentStatus.Processing) return current;
      return { ...current, status: decision.status, statusDetail: decision.detail };
    },

    // No money ever reached the offline gateway: there is nothing to give back.
    async refundPayment() {},

    simulate(externalId, outcome) {
      decisions.set(
        externalId,
        outcome === 'approve' ? { status: PaymentStatus.Approved, detail: 'accredited' } : { status: PaymentStatus.Rejected, detail: 'rejected_by_simulation' },
      );
    },
  };
}
