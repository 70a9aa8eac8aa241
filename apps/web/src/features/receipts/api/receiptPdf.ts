import { getReceiptPdf, type Receipt } from '@clube/contract/receipts';
import { buildUrl } from '../../../lib/api';
import { fetchFile } from '../../../lib/files';

/** The receipt's PDF from the API, with the session's token. A refusal is thrown as an ApiError. */
export async function fetchReceiptPdf(r: Pick<Receipt, 'Kind' | 'Id' | 'FileName'>): Promise<File> {
  const res = await fetchFile(buildUrl(getReceiptPdf.path, { kind: r.Kind, id: r.Id }), 'application/pdf');
  return new File([await res.blob()], r.FileName, { type: 'application/pdf' });
}
