import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { MEMBER_ROLE_IDS, messages } from '@clube/contract';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import { mockFetch, okBody } from '../../../test/fetch-mock';
import SecondaryAccountsPage from '../pages/SecondaryAccountsPage';
import AccountLinkPage from '../pages/AccountLinkPage';

const LIST = '/api/users/network/secondary-accounts';
const REQUESTS = '/api/users/network/secondary-accounts/requests';
const linked = {
  Id: 4,
  Name: 'Ana Segunda',
  Username: 'ana.dois',
  Email: 'ana.dois@clube.test',
  Created: '2026-03-15T13:00:00.000Z',
  Status: 1,
  StatusFormatted: 'Ativo',
  StatusColor: 'green',
  IsPrimary: false,
};
const paged = (Data: unknown[]) => ({
  body: { IsSuccess: true, Message: null, Data, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: Data.length, AllPages: [1] } },
});

/** The server: one pending request (id 7) until it is answered; a confirmed one joins the list. */
function server() {
  let pending = [{ Id: 7, Username: 'ana.tres', Created: '2026-11-20T13:00:00.000Z' }];
  let accounts = [linked];
  return mockFetch((c) => {
    if (c.path === LIST) return paged(accounts);
    if (c.path === REQUESTS) return okBody(pending);
    if (c.path === `${REQUESTS}/7/confirm` && c.method === 'POST') {
      pending = [];
      accounts = [...accounts, { ...linked, Id: 7, Name: 'Ana Três', Username: 'ana.tres', Email: 'ana.tres@clube.test' }];
      return okBody(null, messages.accountLinkConfirmed);
    }
    if (c.path === `${REQUESTS}/7/refuse` && c.method === 'POST') {
      pending = [];
      return okBody(null, messages.accountLinkRefused);
    }
    return undefined;
  });
}

beforeEach(() => {
  setAuthData({ IsAuth: true, RolesIds: MEMBER_ROLE_IDS, AccessToken: 'token', ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(), Username: 'ana' });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe("SecondaryAccountsPage ('Minhas Contas')", () => {
  it('shows a pending request with its username and date; Confirmar links it and it joins the list', async () => {
    const u = userEvent.setup();
    const { calls } = server();
    renderWithProviders(<SecondaryAccountsPage />, { route: '/network/secondary-accounts' });
    expect(await screen.findByText(messages.accountLinkRequestsTitle)).toBeInTheDocument();
    const row = screen.getByText('ana.tres').closest('tr')!;
    expect(within(row).getByText('20/11/26')).toBeInTheDocument();
    expect(await screen.findByText('ana.dois@clube.test')).toBeInTheDocument();

    await u.click(within(row).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(messages.accountLinkConfirmed)).toBeInTheDocument();
    expect(await screen.findByText('ana.tres@clube.test')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(messages.accountLinkRequestsTitle)).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST' && c.path.startsWith(REQUESTS)).map((c) => c.path)).toEqual([`${REQUESTS}/7/confirm`]);
  });

  it('Recusar asks first, then refuses: the request leaves and nobody joins the list', async () => {
    const u = userEvent.setup();
    const { calls } = server();
    renderWithProviders(<SecondaryAccountsPage />, { route: '/network/secondary-accounts' });
    const row = (await screen.findByText('ana.tres')).closest('tr')!;
    await u.click(within(row).getByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(messages.accountLinkRefuseQuestion('ana.tres'))).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText(messages.accountLinkRefused)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(messages.accountLinkRequestsTitle)).not.toBeInTheDocument());
    expect(screen.queryByText('ana.tres@clube.test')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path.startsWith(REQUESTS)).map((c) => c.path)).toEqual([`${REQUESTS}/7/refuse`]);
  });

  it('shows no request box when nothing waits', async () => {
    mockFetch((c) => (c.path === LIST ? paged([linked]) : c.path === REQUESTS ? okBody([]) : undefined));
    renderWithProviders(<SecondaryAccountsPage />, { route: '/network/secondary-accounts' });
    expect(await screen.findByText('ana.dois@clube.test')).toBeInTheDocument();
    expect(screen.queryByText(messages.accountLinkRequestsTitle)).not.toBeInTheDocument();
  });
});

describe('AccountLinkPage (the e-mailed link)', () => {
  // The toasts of the tests above live in Mantine's one store: this page's own text must be alone.
  beforeEach(() => {
    clearAuthData();
    notifications.clean();
  });

  it('confirms only on the button, sending the token, and says so', async () => {
    const u = userEvent.setup();
    const { calls } = mockFetch((c) => (c.path === `${LIST}/confirmByToken` ? okBody(null, messages.accountLinkConfirmed) : undefined));
    renderWithProviders(<AccountLinkPage />, { route: '/account-link?token=abc_DEF-123' });
    expect(screen.getByText(messages.accountLinkPageText)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: messages.accountLinkPageButton }));
    expect(await screen.findByText(messages.accountLinkConfirmed)).toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', `${LIST}/confirmByToken`, { Token: 'abc_DEF-123' }]]);
  });

  it('without a token says the link is invalid', () => {
    renderWithProviders(<AccountLinkPage />, { route: '/account-link' });
    expect(screen.getByText(messages.accountLinkTokenInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.accountLinkPageButton })).not.toBeInTheDocument();
  });
});
