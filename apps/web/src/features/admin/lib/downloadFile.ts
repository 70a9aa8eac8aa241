import type { Endpoint, QueryOf } from '@clube/contract';
import { buildUrl } from '../../../lib/api';
import { fetchFile, fileNameOf, saveFile } from '../../../lib/files';

/**
 * Downloads a console file (a GET that answers the file itself, e.g. a CSV) with the session's
 * bearer token, saved under the server's file name. A refusal is thrown as an ApiError.
 */
export async function downloadFile<E extends Endpoint>(endpoint: E, query: QueryOf<E>, fallbackName: string): Promise<string> {
  const res = await fetchFile(buildUrl(endpoint.path, undefined, query as Record<string, unknown>));
  const name = fileNameOf(res, fallbackName);
  saveFile(new File([await res.blob()], name));
  return name;
}
