import { ApiError, errorMessageOf } from './api';
import { getAuthData } from './auth-storage';

/**
 * A GET whose answer is a file (a PDF, a ZIP, a CSV), with the session's bearer token: a bare link
 * would carry none. A refusal answers the envelope: its message is thrown as an ApiError, as
 * `call` does.
 */
export async function fetchFile(url: string, accept?: string): Promise<Response> {
  const headers: Record<string, string> = accept ? { Accept: accept } : {};
  const token = getAuthData()?.AccessToken;
  if (token) headers['Authorization'] = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(url, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, errorMessageOf(null), null);
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw new ApiError(res.status, errorMessageOf(body), body);
  }
  return res;
}

/** The name the server gave the file (Content-Disposition), else `fallback`. */
export function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)|filename="([^"]+)"/i.exec(header);
  const name = match?.[1] ? decodeURIComponent(match[1]) : match?.[2];
  return name || fallback;
}

/** Saves a file the way a download link does. */
export function saveFile(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click hands the blob to the browser's download; some browsers read it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
