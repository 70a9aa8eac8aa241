import { failBody as fail, mockFetch, okBody as ok, type Answer } from '../../../test/fetch-mock';
import { signIn } from '../../../test/sign-in';

export interface SeenCall {
  method: string;
  path: string;
  body: unknown;
}
export type PaymentRoutes = Record<string, (call: SeenCall) => Answer>;

export { ok, fail };

/** Answers fetch by path (without the query string) and records every call; unknown paths 404. */
export function mockApi(routes: PaymentRoutes) {
  const calls: SeenCall[] = [];
  mockFetch(({ method, path, body }) => {
    const call = { method, path, body };
    calls.push(call);
    return routes[path]?.(call);
  });
  return calls;
}

export { signIn };

export const invoice = {
  Id: 42,
  Type: 2,
  TypeFormatted: 'Mensalidade',
  Description: 'Mensalidade — Plano Ouro',
  Value: 100.5,
  DeliverValue: 25.75,
  DueDate: '2026-03-10',
  Status: 1,
  StatusFormatted: 'Pendente',
  StatusColor: 'yellow',
  Token: 'tok-42',
};

export const authUser = {
  User: { Id: 7, Name: 'Ana Souza', Email: 'ana@clube.test', Username: 'ana', PersonType: 1, RegionalId: '11144477735', CNPJ: null },
  ActivePlan: null,
  Adresses: [],
  PendingInvoices: [],
};

export const paths = {
  invoice: '/api/payments/invoices/getInvoiceByToken/tok-42',
  hasBalance: '/api/users/wallets/verifyIfUserHasBalance/1',
  integrations: '/api/configurations/getPublicSCIntegrationsConfigs',
  authUser: '/api/accounts/authUser/getAuthUserData',
  balance: '/api/payments/pay/balancePayment',
  gateway: '/api/payments/pay/mercadoPagoPayment',
};

/** The usual answers: a pending invoice, the offline gateway, a member with balance. */
export function baseRoutes(overrides: Partial<PaymentRoutes> = {}): PaymentRoutes {
  return {
    [paths.invoice]: () => ok(invoice),
    [paths.hasBalance]: () => ok(true),
    [paths.integrations]: () => ok({ MercadoPagoPublicKey: null, Gateway: 'offline', DemoMode: true }),
    [paths.authUser]: () => ok(authUser),
    ...overrides,
  } as PaymentRoutes;
}
