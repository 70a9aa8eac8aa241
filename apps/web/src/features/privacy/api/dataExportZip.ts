import { downloadDataExport } from '@clube/contract/privacy';
import { ApiError, buildUrl, errorMessageOf } from '../../../lib/api';
import { getAuthData } from '../../../lib/auth-storage';

/**
 * The export's ZIP with the session's token (a bare link would carry none, and the file is his
 * alone). A refusal (another's id, an expired link) answers the envelope, thrown as an ApiError.
 */
export async function fetchDataExportZip(id: number): Promise<File> {
  const headers: Record<string, string> = { Accept: 'application/zip' };
  const token = getAuthData()?.AccessToken;
  if (token) headers['Authorization'] = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(buildUrl(downloadDataExport.path, { id }), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, errorMessageOf(null), null);
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw new ApiError(res.status, errorMessageOf(body), body);
  }
  return new File([await res.blob()], `meus-dados-${id}.zip`, { type: 'application/zip' });
}

/** Hands a file to the browser's downloads. */
export function saveFile(file: File) {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
