import { vi } from 'vitest';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import { setAuthData } from '../../../lib/auth-storage';

export interface SeenCall {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status?: number; body: unknown };
export type PaymentRoutes = Record<string, (call: SeenCall) => Answer>;

export const ok = (Data: unknown, Message: string | null = null): Answer => ({ body: { IsSuccess: true, Message, Data } });
export const fail = (status: number, Message: string): Answer => ({ status, body: { IsSuccess: false, Message, Data: null } });

/** Answers fetch by path (without the query string) and records every call; unknown paths 404. */
export function mockApi(routes: PaymentRoutes) {
  const calls: SeenCall[] = [];
  document.cookie = 'XSRF-TOKEN=test-xsrf';
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const call = { method: init?.method ?? 'GET', path: url.split('?')[0]!, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const handler = routes[call.path];
    const answer = handler ? handler(call) : fail(404, 'Rota não encontrada.');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

export function signIn() {
  setAuthData({ IsAuth: true, RolesIds: MEMBER_ROLE_IDS, AccessToken: 'token', ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(), Username: 'ana' });
}

export const invoice = {
  Id: 42,
  Type: 2,
  TypeFormatted: 'Mensalidade',
  Description: 'Mensalidade - Plano Ouro',
  Value: 100.5,
  DeliverValue: 25.75,
  DueDate: '2026-03-10',
  Status: 1,
  StatusFormatted: 'Pendente',
  StatusColor: 'yellow',
  Token: 'tok-42',
};

export const authUser = {
  User: { Id: 7, Name: 'Ana Souza', Email: 'ana@clube.test', Username: 'ana' },
  ActivePlan: null,
  Adresses: [],
  PendingInvoices: [],
};

export const paths = {
  invoice: '/api/payments/invoices/getInvoiceByToken/tok-42',
  hasBalance: '/api/users/wallets/verifyIfUserHasBalance/1',
  integrations: '/api/configurations/integrations/getPublicSCIntegrationsConfigs',
  authUser: '/api/accounts/authUser/getAuthUserData',
  balance: '/api/payments/pay/balancePayment',
  gateway: '/api/payments/pay/mercadoPagoPayment',
};

/** The usual answers: a pending invoice, the offline gateway, a member with balance. */
export function baseRoutes(overrides: Partial<PaymentRoutes> = {}): PaymentRoutes {
  return {
    [paths.invoice]: () => ok(invoice),
    [paths.hasBalance]: () => ok(true),
    [paths.integrations]: () => ok({ MercadoPagoPublicKey: null, Gateway: 'offline' }),
    [paths.authUser]: () => ok(authUser),
    ...overrides,
  } as PaymentRoutes;
}
