import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_ROLE_IDS, Permission, STAFF_ROLE_IDS } from '@clube/contract';
import { clearAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import { mockRoutes } from '../../../test/fetch-mock';
import { signIn } from '../../../test/sign-in';
import { logout } from '../../../features/accounts';
import { AppShellFrame } from '../AppShellFrame';

// The session module itself is mocked, so that every path to logout inside accounts reaches the mock.
vi.mock('../../../features/accounts/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../features/accounts/lib/session')>()),
  logout: vi.fn(),
}));

const notificationList = [
  {
    Id: 11,
    ViewedDate: null,
    Created: '2026-02-10T13:00:00.000Z',
    Notification: { Title: 'Nova campanha', Message: 'Campanha de indicação com bônus em dobro até o fim do mês.', ShowOnOffice: true },
  },
  {
    Id: 10,
    ViewedDate: '2026-02-01T10:00:00.000Z',
    Created: '2026-01-31T10:00:00.000Z',
    Notification: { Title: 'Bem-vindo', Message: 'Seja bem-vindo ao Clube!', ShowOnOffice: true },
  },
  {
    Id: 9,
    ViewedDate: null,
    Created: '2026-01-30T10:00:00.000Z',
    Notification: { Title: 'Só por e-mail', Message: 'Não aparece no escritório.', ShowOnOffice: false },
  },
];

function api() {
  const { spy } = mockRoutes({
    '/api/users/notifications/getAllUserNotifications': notificationList,
    '/api/users/notifications/updateUserNotification': (call) => ({ ...notificationList[0], ViewedDate: (call.body as { ViewedDate: string }).ViewedDate }),
    '/api/configurations/pagesDesign/getSystemImages': { Favicon: null, MainLogo: { FullUrl: '/api/files/1/logo.png' } },
    '/api/accounts/authUser/verifyIfUserNeedsRelogin': { NeedsRelogin: false, NeedsUpdate: false },
    '/api/accounts/authUser/logout': { IsSuccess: true, Message: 'Sessão encerrada.', Data: null },
    '/api/accounts/authUser/logoutAllDevices': { IsSuccess: true, Message: 'Sessão encerrada em todos os dispositivos.', Data: null },
  });
  return spy;
}

const renderShell = (route = '/') =>
  renderWithProviders(
    <AppShellFrame>
      <div>Conteúdo da página</div>
    </AppShellFrame>,
    { route },
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(logout).mockClear();
  clearAuthData();
});

describe('side bar', () => {
  it('shows every entry to a member with all menu ids', async () => {
    signIn(MEMBER_ROLE_IDS);
    api();
    renderShell();
    const bar = screen.getByTestId('side-bar');
    const links = within(bar)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Minha Rede', '/network'],
      ['Financeiro', '/financial'],
      ['Marketplace', '/marketplace'],
      ['Planos', '/plans'],
      ['Meu Perfil', '/my-profile'],
    ]);
    expect(screen.getByText('Conteúdo da página')).toBeInTheDocument();
    expect(await within(bar).findByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/api/files/1/logo.png');
  });

  it('shows only the entries the roles allow, Home always', () => {
    signIn([Permission.SIDE_FINANCEIRO, Permission.SIDE_PLANOS]);
    api();
    renderShell();
    const nav = within(screen.getByTestId('side-bar')).getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Financeiro', 'Planos']);
  });

  it("shows an administrator 'Configurações' (-6), the console, beside what his role allows", () => {
    signIn(STAFF_ROLE_IDS.Finance);
    api();
    renderShell();
    const nav = within(screen.getByTestId('side-bar')).getByRole('navigation', { name: 'Menu principal' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Configurações', '/configurations'],
    ]);
  });

  it('is not shown to visitors nor on the register pages', () => {
    api();
    renderShell('/login');
    expect(screen.queryByTestId('side-bar')).not.toBeInTheDocument();
    expect(screen.getByText('Conteúdo da página')).toBeInTheDocument();
    cleanup();
    signIn();
    renderShell('/register/lider');
    expect(screen.queryByTestId('side-bar')).not.toBeInTheDocument();
    expect(screen.getByText('Conteúdo da página')).toBeInTheDocument();
  });

  it('opens the mobile menu from the burger', async () => {
    signIn([Permission.SIDE_REDE]);
    api();
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Minha Rede', 'Meu Perfil']);
  });
});

describe('session', () => {
  it('runs the relogin check while signed in', async () => {
    signIn();
    const fetch = api();
    renderShell();
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).endsWith('verifyIfUserNeedsRelogin'))).toBe(true));
  });
});

describe('logout', () => {
  it('asks for confirmation with Sair and Fechar; Fechar keeps the session', async () => {
    signIn();
    api();
    renderShell();
    await userEvent.click(within(screen.getByTestId('side-bar')).getByRole('button', { name: 'Sair da conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deseja sair de sua Conta?' });
    expect(within(dialog).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deseja sair de sua Conta?' })).not.toBeInTheDocument());
    expect(logout).not.toHaveBeenCalled();
  });

  it('signs out on Sair: the server ends the session first, then the local data goes', async () => {
    signIn();
    const fetch = api();
    renderShell();
    await userEvent.click(within(screen.getByTestId('side-bar')).getByRole('button', { name: 'Sair da conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deseja sair de sua Conta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    const calls = fetch.mock.calls.map(([u, init]) => [String(u), init?.method]);
    expect(calls).toContainEqual(['/api/accounts/authUser/logout', 'POST']);
    expect(calls).not.toContainEqual(['/api/accounts/authUser/logoutAllDevices', 'POST']);
    const serverCall = fetch.mock.calls.findIndex(([u]) => String(u) === '/api/accounts/authUser/logout');
    expect(fetch.mock.invocationCallOrder[serverCall]).toBeLessThan(vi.mocked(logout).mock.invocationCallOrder[0]!);
  });

  it('still signs out here when the server cannot be reached', async () => {
    signIn();
    api();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    renderShell();
    await userEvent.click(within(screen.getByTestId('side-bar')).getByRole('button', { name: 'Sair da conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deseja sair de sua Conta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1), { timeout: 5_000 });
  });

  it('offers Sair de todos os dispositivos: every session ends on the server, then this one here', async () => {
    signIn();
    const fetch = api();
    renderShell();
    await userEvent.click(within(screen.getByTestId('side-bar')).getByRole('button', { name: 'Sair da conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deseja sair de sua Conta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair de todos os dispositivos' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    const calls = fetch.mock.calls.map(([u, init]) => [String(u), init?.method]);
    expect(calls).toContainEqual(['/api/accounts/authUser/logoutAllDevices', 'POST']);
    expect(calls).not.toContainEqual(['/api/accounts/authUser/logout', 'POST']);
  });
});

describe('notification panel', () => {
  it('shows the unread count, toggles, and marks a notification viewed when opened', async () => {
    signIn();
    const fetch = api();
    renderShell();
    const bar = screen.getByTestId('side-bar');
    expect(await within(bar).findByTestId('unread-count')).toHaveTextContent('1');

    await userEvent.click(within(bar).getByRole('button', { name: /^Notificações/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(within(panel).getByText('Bem-vindo')).toBeInTheDocument();
    expect(within(panel).getByText('31/01/2026')).toBeInTheDocument();
    expect(within(panel).queryByText('Só por e-mail')).not.toBeInTheDocument();

    const before = Date.now();
    await userEvent.click(within(panel).getByRole('button', { name: 'Nova campanha (não lida)' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).endsWith('updateUserNotification'))).toBe(true));
    const [, init] = fetch.mock.calls.find(([u]) => String(u).endsWith('updateUserNotification'))!;
    expect(init!.method).toBe('PUT');
    const sent = JSON.parse(String(init!.body));
    expect(sent.Id).toBe(11);
    expect(new Date(sent.ViewedDate).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(sent.ViewedDate).getTime()).toBeLessThanOrEqual(Date.now());
    expect(within(panel).getAllByText('Campanha de indicação com bônus em dobro até o fim do mês.').length).toBeGreaterThan(0);

    // Opening a read one sends nothing.
    const calls = fetch.mock.calls.length;
    await userEvent.click(within(panel).getByRole('button', { name: 'Bem-vindo' }));
    expect(fetch.mock.calls.slice(calls).some(([u]) => String(u).endsWith('updateUserNotification'))).toBe(false);

    await userEvent.click(within(panel).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificações' })).not.toBeInTheDocument());
  });
});
