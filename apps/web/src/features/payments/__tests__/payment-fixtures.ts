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

export const invoiceReceipt = {
  Kind: 'invoice',
  Id: 42,
  Title: 'Comprovante de Pagamento',
  OccurredAt: '2026-03-09T15:00:00.000Z',
  Amount: 126.25,
  Fee: 2.75,
  Total: 129,
  Method: 'Saldo da Conta',
  Description: 'Mensalidade - Plano Ouro',
  StatusFormatted: 'Pago',
  StatusColor: 'green',
  Direction: null,
  Payer: { Name: 'Ana Souza', Username: 'ana', Document: '***.444.777-**' },
  Payee: { Name: 'Clube Office', Username: null, Document: null },
  BankAccount: null,
  PaidAt: null,
  CancelReason: null,
  AuthenticationCode: 'A1B2-C3D4-E5F6-0718-293A-4B5C',
  FileName: 'comprovante-A1B2-C3D4-E5F6-0718-293A-4B5C.pdf',
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
  wallet: '/api/users/wallets/getUserWalletByWalletType/1',
  receipt: '/api/users/receipts/invoice/42',
  gateway: '/api/payments/pay/mercadoPagoPayment',
};

/** The usual answers: a pending invoice, the offline gateway, a member with balance. */
export function baseRoutes(overrides: Partial<PaymentRoutes> = {}): PaymentRoutes {
  return {
    [paths.invoice]: () => ok(invoice),
    [paths.hasBalance]: () => ok(true),
    [paths.integrations]: () => ok({ MercadoPagoPublicKey: null, Gateway: 'offline', DemoMode: true }),
    [paths.authUser]: () => ok(authUser),
    [paths.wallet]: () => ok({ Amount: 200 }),
    ...overrides,
  } as PaymentRoutes;
}
