import { z } from 'zod';
import { text } from '../common/text';

/**
 * A receipt ('Comprovante') of one money movement the member took part in (docs/payments.md#receipts):
 * an invoice paid (any method, once settled), a transfer (sent or received), a withdrawal.
 */
export const ReceiptKind = { Invoice: 'invoice', Transfer: 'transfer', Withdrawal: 'withdrawal' } as const;
export type ReceiptKind = (typeof ReceiptKind)[keyof typeof ReceiptKind];
export const RECEIPT_KINDS = [ReceiptKind.Invoice, ReceiptKind.Transfer, ReceiptKind.Withdrawal] as const;

/** Path of a receipt: its kind and the id of the invoice, transfer or withdrawal. */
export const ReceiptParams = z
  .object({
    kind: z.enum(RECEIPT_KINDS),
    id: text()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .refine((n) => n >= 1 && n <= 2_147_483_647),
  })
  .strict();
export type ReceiptParams = z.input<typeof ReceiptParams>;

/** Someone on a receipt; documents always masked (receipt-masks.ts). */
export const ReceiptParty = z.object({
  Name: z.string(),
  Username: z.string().nullable(),
  Document: z.string().nullable(),
});
export type ReceiptParty = z.infer<typeof ReceiptParty>;

/** Where a withdrawal goes, masked as a bank's receipt shows it. */
export const ReceiptBankAccount = z.object({
  BankCode: z.string(),
  BankName: z.string(),
  Agency: z.string(),
  Account: z.string(),
  HolderName: z.string(),
  HolderDocument: z.string().nullable(),
});
export type ReceiptBankAccount = z.infer<typeof ReceiptBankAccount>;

export const Receipt = z.object({
  Kind: z.enum(RECEIPT_KINDS),
  /** The invoice's, transfer's or withdrawal's id. */
  Id: z.number().int(),
  Title: z.string(),
  /** When the money moved: the ledger transaction's time (ISO; shown in São Paulo time). */
  OccurredAt: z.string(),
  /** Reais: the invoice's total, the transfer's or the withdrawal's value. */
  Amount: z.number(),
  Fee: z.number(),
  /** Amount plus fee: what left the payer (the ledger transaction's total). */
  Total: z.number(),
  Method: z.string(),
  Description: z.string(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  /** A transfer seen by its sender or its recipient; null for the other kinds. */
  Direction: z.enum(['Sent', 'Received']).nullable(),
  Payer: ReceiptParty,
  Payee: ReceiptParty,
  BankAccount: ReceiptBankAccount.nullable(),
  /** A withdrawal paid out by the club: when (ISO). */
  PaidAt: z.string().nullable(),
  CancelReason: z.string().nullable(),
  /** Derived from the ledger transaction (docs/payments.md#authentication-code): 'A1B2-C3D4-…'. */
  AuthenticationCode: z.string(),
  /** The PDF's name: comprovante-<code>.pdf. */
  FileName: z.string(),
});
export type Receipt = z.infer<typeof Receipt>;

/** The PDF's file name for an authentication code. */
export const receiptFileName = (code: string) => `comprovante-${code}.pdf`;

/** Where a receipt lives in the web. */
export const receiptPath = (kind: ReceiptKind, id: number) => `/financial/receipts/${kind}/${id}`;
