import { useMutation } from '@tanstack/react-query';
import type { Receipt } from '@clube/contract/receipts';
import { saveFile } from '../../../lib/files';
import { fetchReceiptPdf } from './receiptPdf';

/** 'Salvar PDF': downloads the API's PDF of the receipt under its name (comprovante-<code>.pdf). */
export function useSaveReceiptPdf() {
  return useMutation({
    mutationFn: async ({ receipt, pdf }: { receipt: Receipt; pdf: File | undefined }) => {
      const file = pdf ?? (await fetchReceiptPdf(receipt));
      saveFile(file);
      return file.name;
    },
  });
}
