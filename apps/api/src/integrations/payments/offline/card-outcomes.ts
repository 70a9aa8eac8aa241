import { PaymentStatus } from '@clube/contract';
import type { GatewayStatus } from '../payment-gateway';

/**
 * Mercado Pago's test cards decide by the holder's name; the offline gateway does the same
 * (first word of the name, any case). Other names are approved, as a real card would usually be.
 */
const outcomes: Record<string, { status: GatewayStatus; detail: string }> = {
  APRO: { status: PaymentStatus.Approved, detail: 'accredited' },
  CONT: { status: PaymentStatus.Processing, detail: 'pending_contingency' },
  OTHE: { status: PaymentStatus.Rejected, detail: 'cc_rejected_other_reason' },
  CALL: { status: PaymentStatus.Rejected, detail: 'cc_rejected_call_for_authorize' },
  FUND: { status: PaymentStatus.Rejected, detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: PaymentStatus.Rejected, detail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: PaymentStatus.Rejected, detail: 'cc_rejected_bad_filled_date' },
  FORM: { status: PaymentStatus.Rejected, detail: 'cc_rejected_bad_filled_other' },
};

export function cardOutcome(holderName: string): { status: GatewayStatus; detail: string } {
  const first = holderName.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
  return outcomes[first] ?? outcomes['APRO']!;
}
