import { messages, PaymentMethod } from '@clube/contract';
import { BOLETO_METHOD_ID, PIX_METHOD_ID } from '@clube/contract/payments';

/** The method chooser's modes (spec: choosing a method sets a mode; the back link clears it). */
export type PaymentMode = 'balance' | 'pix' | 'credit' | 'boleto' | 'debit';

export const paymentModeLabels: Record<PaymentMode, string> = {
  balance: messages.paymentMethodBalance,
  pix: messages.paymentMethodPix,
  credit: messages.paymentMethodCredit,
  boleto: messages.paymentMethodBoleto,
  debit: messages.paymentMethodCaixaDebit,
};

export const PAYMENT_MODES: PaymentMode[] = ['balance', 'pix', 'credit', 'boleto', 'debit'];

/** What is sent per mode: the spec sends 'pix' and 'bolbradesco' for Pix and boleto, the codes for cards. */
export const gatewayMethodOf = { pix: PIX_METHOD_ID, boleto: BOLETO_METHOD_ID, credit: PaymentMethod.Credit, debit: PaymentMethod.Debit } as const;
