import { PaymentStatus } from '@clube/contract';
import type { GatewayStatus } from '../payment-gateway';

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
