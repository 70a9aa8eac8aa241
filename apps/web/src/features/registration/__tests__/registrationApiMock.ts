import { mockFetch, type Call } from '../../../test/fetch-mock';

export type Seen = Call;
type Answer = [status: number, body: unknown];
export type Handler = (req: Seen) => Answer | undefined;

export const ok = (Data: unknown, Message: string | null = null): Answer => [200, { IsSuccess: true, Message, Data }];
export const fail = (status: number, Message: string): Answer => [status, { IsSuccess: false, Message, Data: null }];

export const sponsor = { Name: 'Paulo Patrocinador', Username: 'paulo', PhoneOne: '11 91234-5678', Email: 'paulo@clube.test' };

/** The open calls of the wizard answering a happy path; `handler` overrides any of them. */
export function mockRegistrationApi(opts: { plans?: unknown[]; handler?: Handler } = {}) {
  const defaults: Handler = (r) => {
    if (r.path.startsWith('/api/users/verifySponsorByUsername/')) return ok(sponsor);
    if (r.path === '/api/plans/getAllPlans') return ok(opts.plans ?? []);
    if (r.path.startsWith('/api/helpers/validators/')) return ok(null, 'Válido.');
    if (r.path === '/api/helpers/zipCode/consultZipCode') return ok({ Street: 'Praça da Sé', Neighborhood: 'Sé', City: 'São Paulo', State: 'SP' });
    if (r.path === '/api/users/registerUser') return ok({ Id: 10, Username: (r.body as { Username: string }).Username, InvoiceToken: null });
    if (r.path === '/api/configurations/pagesDesign/getSystemImages') return ok({ Favicon: null, MainLogo: null });
    return undefined;
  };
  const { calls } = mockFetch((req) => {
    const answer = opts.handler?.(req) ?? defaults(req);
    return answer && { status: answer[0], body: answer[1] };
  });
  return calls;
}
