import { vi } from 'vitest';

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Answer = [status: number, body: unknown];
export type Handler = (req: Seen) => Answer | undefined;

export const ok = (Data: unknown, Message: string | null = null): Answer => [200, { IsSuccess: true, Message, Data }];
export const fail = (status: number, Message: string): Answer => [status, { IsSuccess: false, Message, Data: null }];

export const sponsor = { Name: 'Paulo Patrocinador', Username: 'paulo', PhoneOne: '11 91234-5678', Email: 'paulo@clube.test' };
export const states = [
  { Sigla: 'RJ', Nome: 'Rio de Janeiro' },
  { Sigla: 'SP', Nome: 'São Paulo' },
];

/** The open calls of the wizard answering a happy path; `handler` overrides any of them. */
export function mockRegistrationApi(opts: { plans?: unknown[]; handler?: Handler } = {}) {
  const seen: Seen[] = [];
  const defaults: Handler = (r) => {
    if (r.path.startsWith('/api/users/verifySponsorByUsername/')) return ok(sponsor);
    if (r.path === '/api/plans/getAllPlans') return ok(opts.plans ?? []);
    if (r.path === '/api/helpers/ibge/getAllStates') return ok(states);
    if (r.path.startsWith('/api/helpers/validators/')) return ok(null, 'Válido.');
    if (r.path === '/api/helpers/zipCode/consultZipCode') return ok({ Street: 'Praça da Sé', Neighborhood: 'Sé', City: 'São Paulo', State: 'SP' });
    if (r.path === '/api/users/registerUser') return ok({ Id: 10, Username: (r.body as { Username: string }).Username, InvoiceToken: null });
    if (r.path === '/api/configurations/pagesDesign/getSystemImages') return ok({ Favicon: null, MainLogo: null });
    return undefined;
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const req: Seen = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(req);
    const [status, body] = opts.handler?.(req) ?? defaults(req) ?? fail(404, 'Rota não encontrada.');
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}
