import { firstScreenMessages, type BodyOf, type Endpoint, type EndpointAddress, type ParamsOf, type QueryOf, type ResponseOf } from '@clube/contract';
import { clearAuthData, getAuthData } from './auth-storage';
import { signedOutPath } from './store-client';

/** A failed call, with the text the spec says to show (section 8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** First value of `errors`, else `Message`, else '500: Erro de Servidor'. */
export function errorMessageOf(body: unknown): string {
  const b = body as { errors?: Record<string, unknown>; Message?: unknown } | null;
  const firstError = b?.errors ? Object.values(b.errors)[0] : undefined;
  const first = Array.isArray(firstError) ? firstError[0] : firstError;
  if (typeof first === 'string' && first) return first;
  if (typeof b?.Message === 'string' && b.Message) return b.Message;
  return firstScreenMessages.serverError;
}

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

let xsrfPrimed: Promise<unknown> | null = null;
/** The XSRF cookie is set by any GET answer; make sure one happened before the first write. */
async function ensureXsrfCookie() {
  if (readCookie('XSRF-TOKEN')) return;
  xsrfPrimed ??= fetch('/api/configurations/pagesDesign/getSystemImages', { credentials: 'same-origin' }).catch(() => undefined);
  await xsrfPrimed;
}

export function buildUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  let url = path.replace(/:([A-Za-z]+)/g, (_, k: string) => encodeURIComponent(String(params?.[k] ?? '')));
  if (query) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
    const s = qs.toString();
    if (s) url += `?${s}`;
  }
  return url;
}

/** `form` sends multipart/form-data instead of a JSON body (the product calls, with their images). */
type CallInput<E> = { body?: BodyOf<E>; query?: QueryOf<E>; params?: ParamsOf<E>; form?: FormData };

/** Calls one contract endpoint with the bearer token and the anti-forgery header. */
export function call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<ResponseOf<E>>;
/**
 * The same through the endpoint's address alone, typed by the endpoint given as the type argument
 * (`call<typeof getAuthToken>(getAuthTokenAddress, …)` with `import type`): the first screen calls
 * so, without downloading zod (docs/performance.md "Web").
 */
export function call<E extends Endpoint = never>(address: EndpointAddress, input?: CallInput<E>): Promise<ResponseOf<E>>;
export async function call(endpoint: EndpointAddress, input: CallInput<Endpoint> = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const auth = getAuthData();
  if (auth?.AccessToken) headers['Authorization'] = `Bearer ${auth.AccessToken}`;
  const write = endpoint.method !== 'GET';
  if (write) {
    await ensureXsrfCookie();
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
  }
  let body: string | FormData | undefined;
  // The browser writes the multipart Content-Type itself, with its boundary.
  if (input.form) body = input.form;
  else if (input.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  const url = buildUrl(endpoint.path, input.params as Record<string, unknown>, input.query as Record<string, unknown>);
  let res: Response;
  try {
    res = await fetch(url, { method: endpoint.method, headers, body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, firstScreenMessages.serverError, null);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok || (json as { IsSuccess?: boolean } | null)?.IsSuccess === false) {
    if (res.status === 401 && auth?.AccessToken) {
      clearAuthData();
      // A store client cannot sign in at the office's /login: back to his store (lib/store-client).
      window.location.assign(signedOutPath(auth));
    }
    throw new ApiError(res.status, errorMessageOf(json), json);
  }
  return json;
}
