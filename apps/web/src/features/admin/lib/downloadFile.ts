import type { Endpoint, QueryOf } from '@clube/contract';
import { ApiError, buildUrl, errorMessageOf } from '../../../lib/api';
import { getAuthData } from '../../../lib/auth-storage';

/** The name the server gave the file (Content-Disposition), else `fallback`. */
function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)|filename="([^"]+)"/i.exec(header);
  const name = match?.[1] ? decodeURIComponent(match[1]) : match?.[2];
  return name || fallback;
}

/**
 * Downloads a console file (a GET that answers the file itself, e.g. a CSV) with the session's
 * bearer token: a bare link would carry no Authorization header. The answer becomes a blob the
 * browser saves under the server's file name. A refusal answers the envelope: its message is
 * thrown as an ApiError, as `call` does.
 */
export async function downloadFile<E extends Endpoint>(endpoint: E, query: QueryOf<E>, fallbackName: string): Promise<string> {
  const headers: Record<string, string> = {};
  const token = getAuthData()?.AccessToken;
  if (token) headers['Authorization'] = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(buildUrl(endpoint.path, undefined, query as Record<string, unknown>), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, errorMessageOf(null), null);
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw new ApiError(res.status, errorMessageOf(body), body);
  }
  const name = fileNameOf(res, fallbackName);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click hands the blob to the browser's download; some browsers read it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}
