import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { clearAuthData, getAuthData, setAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import LoginPage from '../pages/LoginPage';
import { failBody, mockFetch, okBody, type Call } from '../../../test/fetch-mock';

const IMAGES = '/api/configurations/pagesDesign/getSystemImages';
const LOGIN = '/api/accounts/token/getAuthToken';
const session = {
  Message: 'Login realizado com sucesso.',
  IsAuth: true,
  AccessToken: 'jwt-1',
  ExpiresOn: '2999-01-01T00:00:00.000Z',
  RolesIds: [-1, 7],
  Username: 'ana',
};

function renderLogin(route = '/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<p>Página inicial</p>} />
    </Routes>,
    { route },
  );
}

const userField = () => screen.getByLabelText('Email/Usuário');
const passwordField = () => screen.getByLabelText('Senha');
const enter = () => screen.getByRole('button', { name: 'Entrar' });

beforeEach(() => clearAuthData());
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
});

describe('LoginPage', () => {
  it('shows a loading ring while the system images load, then the main logo', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    mockFetch((c) => (c.url === IMAGES ? gate.then(() => okBody({ Favicon: null, MainLogo: { FullUrl: '/api/files/1/logo.png' } })) : undefined));
    renderLogin();
    expect(screen.getByLabelText('Carregando')).toBeInTheDocument();
    release();
    const logo = await screen.findByRole('img', { name: 'Logo do Clube' });
    expect(logo).toHaveAttribute('src', '/api/files/1/logo.png');
    expect(screen.queryByLabelText('Carregando')).not.toBeInTheDocument();
  });

  it('shows the spec messages and keeps Entrar disabled while the form is invalid', async () => {
    mockFetch((c) => (c.url === IMAGES ? okBody({ Favicon: null, MainLogo: null }) : undefined));
    const u = userEvent.setup();
    renderLogin();
    expect(userField()).toHaveAttribute('placeholder', 'Email/Usuário');
    expect(enter()).toBeDisabled();

    await u.click(userField());
    await u.click(passwordField());
    expect(await screen.findByText('Email/Usuário é obrigatório.')).toBeInTheDocument();

    await u.type(userField(), 'an');
    await u.click(passwordField());
    await u.tab();
    expect(await screen.findByText('Usuário deve ter ao menos 3 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória.')).toBeInTheDocument();
    expect(enter()).toBeDisabled();

    await u.type(userField(), 'a');
    await u.type(passwordField(), 'x');
    await waitFor(() => expect(enter()).toBeEnabled());
    expect(screen.queryByText('Usuário deve ter ao menos 3 caracteres.')).not.toBeInTheDocument();
    expect(screen.queryByText('Senha é obrigatória.')).not.toBeInTheDocument();
  });

  it("an invalid submit (Enter) says 'Formulário inválido.' and calls nothing", async () => {
    const { calls } = mockFetch((c) => (c.url === IMAGES ? okBody({ Favicon: null, MainLogo: null }) : undefined));
    const u = userEvent.setup();
    renderLogin();
    await u.type(userField(), 'ab{Enter}');
    expect(await screen.findByText('Formulário inválido.')).toBeInTheDocument();
    expect(screen.getByText('Usuário deve ter ao menos 3 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === LOGIN)).toBe(false);
  });

  it('pre-fills the user from ?username=', async () => {
    mockFetch((c) => (c.url === IMAGES ? okBody({ Favicon: null, MainLogo: null }) : undefined));
    renderLogin('/login?username=fundador');
    expect(userField()).toHaveValue('fundador');
  });

  it('signs in by username (UserType 2), stores AuthData and goes home', async () => {
    const { calls } = mockFetch((c) => {
      if (c.url === IMAGES) return okBody({ Favicon: null, MainLogo: null });
      if (c.url === LOGIN) return okBody(session, session.Message);
      return undefined;
    });
    const u = userEvent.setup();
    renderLogin();
    await u.type(userField(), 'ana');
    await u.type(passwordField(), 'segredo{Enter}');
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    const login = calls.find((c) => c.url === LOGIN)!;
    expect(login.method).toBe('POST');
    expect(login.body).toEqual({ Username: 'ana', Password: 'segredo', UserType: 2 });
    expect(login.headers['X-XSRF-TOKEN']).toBe('test-xsrf');
    expect(getAuthData()).toEqual({ IsAuth: true, RolesIds: [-1, 7], AccessToken: 'jwt-1', ExpiresOn: session.ExpiresOn, Username: 'ana' });
  });

  it('sends Email when the text looks like an e-mail', async () => {
    const { calls } = mockFetch((c) => {
      if (c.url === IMAGES) return okBody({ Favicon: null, MainLogo: null });
      if (c.url === LOGIN) return okBody(session, session.Message);
      return undefined;
    });
    const u = userEvent.setup();
    renderLogin();
    await u.type(userField(), 'Ana@Clube.test');
    await u.type(passwordField(), 'segredo');
    await u.click(enter());
    await screen.findByText('Página inicial');
    expect(calls.find((c) => c.url === LOGIN)!.body).toEqual({ Email: 'Ana@Clube.test', Password: 'segredo', UserType: 2 });
  });

  it('a refused login toasts the server message and stays on /login', async () => {
    mockFetch((c) => {
      if (c.url === IMAGES) return okBody({ Favicon: null, MainLogo: null });
      if (c.url === LOGIN) return failBody(401, 'Usuário ou senha inválidos.');
      return undefined;
    });
    const u = userEvent.setup();
    renderLogin();
    await u.type(userField(), 'ana');
    await u.type(passwordField(), 'errada');
    await u.click(enter());
    expect(await screen.findByText('Usuário ou senha inválidos.')).toBeInTheDocument();
    expect(screen.queryByText('Página inicial')).not.toBeInTheDocument();
    expect(getAuthData()).toBeNull();
  });

  it('drops an expired session left in storage, so a refused login is not turned into a reload', async () => {
    setAuthData({ IsAuth: true, RolesIds: [-1], AccessToken: 'old-jwt', ExpiresOn: '2000-01-01T00:00:00.000Z', Username: 'ana' });
    const { calls } = mockFetch((c) => {
      if (c.url === IMAGES) return okBody({ Favicon: null, MainLogo: null });
      if (c.url === LOGIN) return failBody(401, 'Usuário ou senha inválidos.');
      return undefined;
    });
    const u = userEvent.setup();
    renderLogin();
    await waitFor(() => expect(getAuthData()).toBeNull());
    await u.type(userField(), 'ana');
    await u.type(passwordField(), 'errada{Enter}');
    expect(await screen.findByText('Usuário ou senha inválidos.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === LOGIN)!.headers['Authorization']).toBeUndefined();
  });

  it("'Esqueci minha senha...' prompts for the username; Cancelar closes; Trocar senha shows the server message", async () => {
    const sent = 'Se o usuário existir, enviaremos um e-mail com as instruções para trocar a senha.';
    const recovered: Call[] = [];
    mockFetch((c) => {
      if (c.url === IMAGES) return okBody({ Favicon: null, MainLogo: null });
      if (c.url.startsWith('/api/users/passwords/recoveryPassword/')) {
        recovered.push(c);
        return okBody(null, sent);
      }
      return undefined;
    });
    const u = userEvent.setup();
    renderLogin();
    await u.type(userField(), 'fundador');
    await u.click(screen.getByRole('button', { name: 'Esqueci minha senha...' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Usuário')).toHaveValue('fundador');
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(recovered).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Esqueci minha senha...' }));
    dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Usuário');
    await u.clear(field);
    await u.click(within(dialog).getByRole('button', { name: 'Trocar senha' }));
    expect(await within(dialog).findByText('Usuário é obrigatório.')).toBeInTheDocument();
    await u.type(field, 'helena@clube.office');
    await u.click(within(dialog).getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(recovered).toHaveLength(1);
    expect(recovered[0]!.method).toBe('POST');
    expect(recovered[0]!.url).toBe('/api/users/passwords/recoveryPassword/helena%40clube.office');
    expect(recovered[0]!.body).toBeUndefined();
  });
});
