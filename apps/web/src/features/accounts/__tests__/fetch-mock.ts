import { vi } from 'vitest';

export interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
export type Handler = (call: Call) => Answer | undefined;

/** Mocks fetch with a handler per call; records the calls. Unknown calls answer 404. */
export function mockFetch(handler: Handler) {
  const calls: Call[] = [];
  // Skip the XSRF priming call of lib/api.
  document.cookie = 'XSRF-TOKEN=test-xsrf';
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const answer = (await handler(call)) ?? { status: 404, body: { IsSuccess: false, Message: 'Rota não encontrada.', Data: null } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return { calls, spy };
}

export const okBody = (Data: unknown, Message: string | null = null) => ({ body: { IsSuccess: true, Message, Data } });
export const failBody = (status: number, Message: string) => ({ status, body: { IsSuccess: false, Message, Data: null } });
