import { PaymentStatus } from '@clube/contract';
import type { GatewayReversalKind, GatewayStatus } from '../payment-gateway';

/** Mercado Pago's payment status -> ours (approved, processing, rejected). */
export function mapMercadoPagoStatus(status: string | undefined): GatewayStatus {
  switch (status) {
    case 'approved':
      return PaymentStatus.Approved;
    case 'rejected':
    case 'cancelled':
    case 'refunded':
    case 'charged_back':
      return PaymentStatus.Rejected;
    default:
      // pending, in_process, authorized, in_mediation: money not settled yet.
      return PaymentStatus.Processing;
  }
}

/**
 * Whether Mercado Pago gave an approved payment's money back: `refunded` (a total refund; a partial
 * one keeps the payment approved, detail `partially_refunded`) or `charged_back`, unless the
 * chargeback was decided for us (detail `reimbursed`: the money came back).
 */
export function mercadoPagoReversal(status: string | undefined, statusDetail: string | undefined): GatewayReversalKind | null {
  if (status === 'refunded') return 'refunded';
  if (status === 'charged_back' && statusDetail !== 'reimbursed') return 'charged_back';
  return null;
}
