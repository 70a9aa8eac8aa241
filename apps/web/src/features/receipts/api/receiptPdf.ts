import { getReceiptPdf, type Receipt } from '@clube/contract/receipts';
import { ApiError, buildUrl, errorMessageOf } from '../../../lib/api';
import { getAuthData } from '../../../lib/auth-storage';

/**
 * The receipt's PDF from the API, with the session's token (a bare link would carry none). A
 * refusal answers the envelope: its message is thrown as an ApiError, as `call` does.
 */
export async function fetchReceiptPdf(r: Pick<Receipt, 'Kind' | 'Id' | 'FileName'>): Promise<File> {
  const headers: Record<string, string> = { Accept: 'application/pdf' };
  const token = getAuthData()?.AccessToken;
  if (token) headers['Authorization'] = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(buildUrl(getReceiptPdf.path, { kind: r.Kind, id: r.Id }), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, errorMessageOf(null), null);
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw new ApiError(res.status, errorMessageOf(body), body);
  }
  return new File([await res.blob()], r.FileName, { type: 'application/pdf' });
}
