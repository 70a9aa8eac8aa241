import { queryOptions } from '@tanstack/react-query';
import type { Receipt } from '@clube/contract/receipts';
import { receiptsKeys } from './queryKeys';
import { fetchReceiptPdf } from './receiptPdf';

/**
 * The receipt's PDF, fetched ahead on a phone: the share sheet must open within the tap that asks
 * for it, with the file already in hand (browsers refuse a share after a slow await). Silent: a
 * failure only leaves the text to share.
 */
export const receiptPdfQueryOptions = (r: Receipt) =>
  queryOptions({
    queryKey: receiptsKeys.pdf(r.Kind, r.Id, r.AuthenticationCode),
    queryFn: () => fetchReceiptPdf(r),
    staleTime: Infinity,
    meta: { silent: true },
  });
