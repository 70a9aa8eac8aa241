import type { ReceiptKind } from '@clube/contract/receipts';

/** The receipts' cache keys. */
export const receiptsKeys = {
  all: ['receipts'] as const,
  one: (kind: ReceiptKind, id: number) => ['receipts', kind, id] as const,
  pdf: (kind: ReceiptKind, id: number, code: string) => ['receipts', kind, id, 'pdf', code] as const,
};
