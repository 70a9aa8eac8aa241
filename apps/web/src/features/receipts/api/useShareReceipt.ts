import { useMutation } from '@tanstack/react-query';
import { receiptMessages, type Receipt } from '@clube/contract/receipts';
import { formatBRL } from '../../../lib/format';
import { canShareFile } from '../lib/share';

/**
 * 'Compartilhar': the phone's share sheet with the PDF when it takes files (`pdf`, fetched ahead),
 * otherwise with the receipt's text (title, total, authentication code). The sheet opens at once,
 * inside the tap; closing it is no error.
 */
export function useShareReceipt() {
  return useMutation({
    mutationFn: async ({ receipt: r, pdf }: { receipt: Receipt; pdf: File | undefined }) => {
      const text = receiptMessages.shareText(r.Title, formatBRL(r.Total), r.AuthenticationCode);
      try {
        if (pdf && canShareFile(pdf)) await navigator.share({ files: [pdf], title: r.Title, text });
        else await navigator.share({ title: r.Title, text });
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        throw err;
      }
    },
  });
}
