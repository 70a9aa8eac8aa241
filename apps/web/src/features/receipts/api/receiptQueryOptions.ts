import { queryOptions } from '@tanstack/react-query';
import { getReceipt, type ReceiptKind } from '@clube/contract/receipts';
import { call } from '../../../lib/api';
import { receiptsKeys } from './queryKeys';

/**
 * One receipt. Its money and code never change; its status may (a withdrawal paid out), so it is
 * read again when shown after a while.
 */
export const receiptQueryOptions = (kind: ReceiptKind, id: number) =>
  queryOptions({
    queryKey: receiptsKeys.one(kind, id),
    queryFn: async () => (await call(getReceipt, { params: { kind, id: String(id) } })).Data,
    staleTime: 30_000,
  });
