import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { PaymentRequest, PaymentResponse } from './payment-request';

/** Pays the caller's Pendente invoice through the payment gateway (Pix, cards, boleto). */
export const mercadoPagoPayment = defineEndpoint({
  method: 'POST',
  path: '/api/payments/pay/mercadoPagoPayment',
  summary: 'Paga uma fatura pelo gateway de pagamento (Pix, cartão, boleto)',
  tags: ['payments'],
  auth: true,
  movesMoney: true,
  permission: Permission.FATURAS,
  body: PaymentRequest,
  response: envelope(PaymentResponse),
});
