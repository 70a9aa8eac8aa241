import type { Locator, Page } from 'playwright-core';
import { registerMember, type TestMember } from './members';
import { freshCpf } from './people';

/**
 * Set-up steps of the financial journeys through the real API: what a journey needs before its
 * screens (an active member, money in his wallet, a bank account) without clicking through the
 * screens other journeys test. Money only ever comes from 'lider' (R$ 2.370,49 after the seed),
 * never from demo, whose figures the dashboard journey asserts.
 */

const XSRF = 'e2e-journeys';

interface Envelope<T> {
  IsSuccess: boolean;
  Message?: string | null;
  Data: T;
}

export interface Invoice {
  Id: number;
  Type: number;
  TypeFormatted: string;
  Description: string;
  Value: number;
  DeliverValue: number;
  Status: number;
  Token: string;
}

/** A signed-in member on the API (bearer token and the double-submit XSRF pair). */
export class ApiSession {
  constructor(
    private readonly baseURL: string,
    private readonly token: string,
  ) {}

  private async send<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseURL}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(method !== 'GET' ? { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Envelope<T>;
    if (!res.ok || !json.IsSuccess) throw new Error(`${method} ${path} answered ${res.status}: ${json.Message}`);
    return json.Data;
  }

  get = <T>(path: string) => this.send<T>('GET', path);
  post = <T>(path: string, body: unknown) => this.send<T>('POST', path, body);
  put = <T>(path: string, body: unknown) => this.send<T>('PUT', path, body);

  async me(): Promise<{ Id: number; Status: number; Email: string; Name: string; PendingInvoices: Invoice[] }> {
    const d = await this.get<{ User: { Id: number; Status: number; Email: string; Name: string }; PendingInvoices: Invoice[] }>(
      '/api/accounts/authUser/getAuthUserData',
    );
    return { ...d.User, PendingInvoices: d.PendingInvoices };
  }

  /** The current-account balance in reais. */
  async balance(): Promise<number> {
    return (await this.get<{ Amount: number }>('/api/users/wallets/getUserWalletByWalletType/1')).Amount;
  }

  async invoices(): Promise<Invoice[]> {
    return this.post<Invoice[]>('/api/payments/invoices/getAllInvoices', { PaginationSettings: { Page: 1, RowsPerPage: 50 } });
  }
}

export async function apiSignIn(baseURL: string, username: string, password: string): Promise<ApiSession> {
  const res = await fetch(`${baseURL}/api/accounts/token/getAuthToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    body: JSON.stringify({ UserType: 2, Username: username, Password: password }),
  });
  const json = (await res.json()) as Envelope<{ AccessToken: string }>;
  if (!res.ok || !json.IsSuccess) throw new Error(`sign-in of ${username} answered ${res.status}: ${json.Message}`);
  return new ApiSession(baseURL, json.Data.AccessToken);
}

/** Value plus delivery, what every payment of the invoice charges (reais, 2 decimals). */
export const invoiceTotal = (i: Pick<Invoice, 'Value' | 'DeliverValue'>) => Math.round((i.Value + i.DeliverValue) * 100) / 100;

/**
 * Registers a member under 'fundador' (or `sponsor`). Registration is limited to 10 a minute per address (RATE_LIMITS is
 * on in the journeys), and other journey files register members too: wait for the window instead
 * of failing. 'fundador' heads the tree: the bonuses these members' real payments pay
 * (docs/bonuses.md) reach him alone, never demo, whose figures the dashboard journey asserts
 * whatever order the files run in.
 */
export async function registerFreshMember(baseURL: string, prefix: string, sponsor = 'fundador'): Promise<TestMember> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await registerMember(baseURL, prefix, sponsor);
    } catch (err) {
      if (attempt >= 12 || !/answered 429/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 5_000));
    }
  }
}

/**
 * Pays the member's Pendente adhesion invoice by Pix on the offline gateway and approves it as the
 * payer would: the member becomes Ativo (only active members receive transfers and may withdraw)
 * and gets his first Mensalidade invoice, Pendente. Does nothing when he is Ativo already.
 */
export async function activateByPix(session: ApiSession): Promise<void> {
  const me = await session.me();
  if (me.Status === 1) return;
  const adhesion = me.PendingInvoices.find((i) => i.Type === 1);
  if (!adhesion) throw new Error('the member has no Pendente adhesion invoice');
  const pix = await session.post<{ PaymentId: string; Status: number }>('/api/payments/pay/mercadoPagoPayment', {
    PaymentMethod: 'pix',
    PaymentMethodId: 'pix',
    Amount: invoiceTotal(adhesion),
    Email: me.Email,
    DocumentType: 1,
    DocumentNumber: freshCpf(),
    InvoiceId: adhesion.Id,
    Name: me.Name,
  });
  const approved = await session.post<{ Status: number }>(`/api/payments/sandbox/${encodeURIComponent(pix.PaymentId)}/approve`, {});
  if (approved.Status !== 1) throw new Error(`the sandbox answered status ${approved.Status} to the approval`);
}

/** A real transfer of `reais` from 'lider' to the member (who must be Ativo). */
export async function fundFromLeader(baseURL: string, toUserId: number, reais: number): Promise<void> {
  const leader = await apiSignIn(baseURL, 'lider', 'lider1234');
  await leader.post('/api/users/transfers/createNewUserTransfer', { ToUserId: toUserId, Value: reais, WalletType: 1 });
}

/** A fresh member, Ativo, with `reais` in his wallet (none when 0). */
export async function activeFundedMember(baseURL: string, prefix: string, reais: number): Promise<{ member: TestMember; session: ApiSession; id: number }> {
  const member = await registerFreshMember(baseURL, prefix);
  const session = await apiSignIn(baseURL, member.username, member.password);
  await activateByPix(session);
  const { Id } = await session.me();
  if (reais > 0) await fundFromLeader(baseURL, Id, reais);
  return { member, session, id: Id };
}

/** Creates a bank account of the member (Itaú, one Pix key) and answers its Id. */
export async function createBankAccount(session: ApiSession, holderName: string): Promise<number> {
  const account = await session.post<{ Id: number }>('/api/users/bankAccount/createNewUserBankAccount', {
    Type: 1,
    BankCode: '341',
    HolderName: holderName,
    HolderCPF: freshCpf(),
    Agency: '0912',
    AgencyDigit: '0',
    AccountNumber: '45871',
    AccountNumberDigit: '3',
    UserPix: [{ Type: 4, Value: '+55 21 99876-5432' }],
  });
  return account.Id;
}

/** 'R$ 1.234,56' as the screens write it, with a plain space. */
export const brl = (reais: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais).replace(/\s/g, ' ');

/** The text of a locator with Intl's non-breaking spaces as plain ones. */
export const plainText = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();

/** The amount of a money card (a group named by its label) once it has loaded. */
export const cardAmount = async (page: Page, label: string) => {
  const value = page.getByRole('group', { name: label, exact: true }).getByText(/^R\$\s/);
  await value.waitFor();
  return plainText(value);
};

/** Waits until `read` answers `expected` (screens refetch after a movement), then answers it. */
export async function eventually(read: () => Promise<string>, expected: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    last = await read();
    if (last === expected || Date.now() > deadline) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Empties a masked field as a member does (select all, Backspace) and waits until it shows empty:
 * the money mask re-renders after each key, and typing before it settles appends to the old value.
 */
export async function clearField(field: Locator): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  const left = await eventually(() => field.inputValue(), '');
  if (left !== '') throw new Error(`the field still shows '${left}' after being cleared`);
}
