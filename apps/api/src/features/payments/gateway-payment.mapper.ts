import { messages, PaymentStatus } from '@clube/contract';
import type { PaymentResponse } from '@clube/contract/payments';
import type { GatewayPaymentRow } from './payments.repository';

const fallbackByStatus: Record<number, string> = {
  [PaymentStatus.Approved]: 'approved',
  [PaymentStatus.Processing]: 'processing',
  [PaymentStatus.Rejected]: 'rejected',
};

/** The provider's status_detail code in pt-BR (the payment page shows it under the coloured bar). */
export function statusDetailText(code: string | null, status: number): string {
  const details = messages.paymentStatusDetails;
  return (code ? details[code] : undefined) ?? details[fallbackByStatus[status] ?? 'processing']!;
}

export function toPaymentResponse(row: GatewayPaymentRow): PaymentResponse {
  return {
    PaymentId: row.publicId,
    Status: row.status,
    StatusDetail: statusDetailText(row.statusDetail, row.status),
    QrCode: row.qrCode,
    QrCodeBase64: row.qrCodeBase64,
    ExternalResourceUrl: row.externalResourceUrl,
    DigitableLine: row.digitableLine,
  };
}
