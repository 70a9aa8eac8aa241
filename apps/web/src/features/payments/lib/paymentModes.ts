import { messages } from '@clube/contract';

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

/** Spec codes: 1 Pix, 2 credit, 3 debit, 4 boleto ('pix' and 'bolbradesco' are what is sent for Pix and boleto). */
export const gatewayMethodOf = { pix: 'pix', boleto: 'bolbradesco', credit: 2, debit: 3 } as const;
