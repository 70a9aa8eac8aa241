import { vi } from 'vitest';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import { setAuthData } from '../../../lib/auth-storage';

type Handler = (init: RequestInit | undefined) => unknown;
export type Routes = Record<string, Handler | object | string | number | boolean | null>;

/** Answers fetch calls by path (without the query) with the spec's envelope; unknown paths 404. */
export function fakeApi(routes: Routes) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const path = url.split('?')[0]!;
    if (!(path in routes)) {
      return new Response(JSON.stringify({ IsSuccess: false, Message: 'Rota não encontrada.', Data: null }), { status: 404 });
    }
    const handler = routes[path];
    const answer = typeof handler === 'function' ? (handler as Handler)(init) : handler;
    const body = answer && typeof answer === 'object' && 'IsSuccess' in answer ? answer : { IsSuccess: true, Message: null, Data: answer };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

export function signIn(rolesIds: number[] = MEMBER_ROLE_IDS) {
  setAuthData({ IsAuth: true, RolesIds: rolesIds, AccessToken: 'token', ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(), Username: 'ana' });
}
