import type { GatewayStatus } from '../payment-gateway';

/** Mercado Pago's payment status -> ours (1 approved, 2 processing, 3 rejected). */
export function mapMercadoPagoStatus(status: string | undefined): GatewayStatus {
  switch (status) {
    case 'approved':
      return 1;
    case 'rejected':
    case 'cancelled':
    case 'refunded':
    case 'charged_back':
      return 3;
    default:
      // pending, in_process, authorized, in_mediation: money not settled yet.
      return 2;
  }
}
