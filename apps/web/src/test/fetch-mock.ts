import { vi } from 'vitest';

/** One call the page made: method, full url, its path and query apart, the parsed JSON body (a multipart body as its FormData). */
export interface Call {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export type Answer = { status?: number; body: unknown };
export type Handler = (call: Call) => Answer | Promise<Answer> | undefined;

export const okBody = (Data: unknown, Message: string | null = null) => ({ body: { IsSuccess: true, Message, Data } });
export const failBody = (status: number, Message: string) => ({ status, body: { IsSuccess: false, Message, Data: null } });

/**
 * The web tests' one fetch mock: answers each call with `handler` (the spec's envelope; unknown
 * calls 404 'Rota não encontrada.') and records the calls in order.
 */
export function mockFetch(handler: Handler) {
  const calls: Call[] = [];
  // lib/api primes the XSRF cookie with a GET before its first write; a cookie already there skips it.
  document.cookie = 'XSRF-TOKEN=test-xsrf';
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const parsed = new URL(url, 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      body: init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const answer = (await handler(call)) ?? failBody(404, 'Rota não encontrada.');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return { calls, spy };
}

/** A route's answer: its Data (wrapped in a success envelope), a whole envelope, or a function of the call giving either. */
type RouteAnswer = object | string | number | boolean | null;
export type Routes = Record<string, RouteAnswer | ((call: Call) => RouteAnswer)>;

const isEnvelope = (a: RouteAnswer): a is { IsSuccess: boolean } => typeof a === 'object' && a !== null && 'IsSuccess' in a;

/** mockFetch by a table of paths (the query left out). */
export function mockRoutes(routes: Routes) {
  return mockFetch((call) => {
    if (!(call.path in routes)) return undefined;
    const route = routes[call.path]!;
    const answer = typeof route === 'function' ? route(call) : route;
    return isEnvelope(answer) ? { body: answer } : okBody(answer);
  });
}
