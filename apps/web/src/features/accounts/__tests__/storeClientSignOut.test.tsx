import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { clearAuthData, getAuthData } from '../../../lib/auth-storage';
import { rememberStoreClient } from '../../../lib/store-client';
import { mockFetch, okBody } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import { carla, signInCarla } from '../../store/__tests__/fixtures';
import LoginPage from '../pages/LoginPage';
import ResetPasswordPage from '../pages/ResetPasswordPage';
import { logout, pageNavigation } from '../lib/session';

const IMAGES = '/api/configurations/pagesDesign/getSystemImages';

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
  clearAuthData();
  localStorage.clear();
});

describe('a store client leaving the office', () => {
  it('logs out to his store, not to the login he cannot use', () => {
    signInCarla();
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    logout();
    expect(assign).toHaveBeenCalledWith('/store/loja.ana');
    expect(getAuthData()).toBeNull();
  });

  it('a member still logs out to /login, even where a store client once signed in', () => {
    signIn();
    rememberStoreClient(carla.Username, 'loja.ana');
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    logout();
    expect(assign).toHaveBeenCalledWith('/login');
  });
});

describe('/login with a store client remembered', () => {
  const renderLogin = () =>
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { route: '/login' },
    );

  it("shows a link to his store's login", async () => {
    rememberStoreClient(carla.Username, 'loja.ana');
    mockFetch((c) => (c.url === IMAGES ? okBody({ Favicon: null, MainLogo: null }) : undefined));
    renderLogin();
    expect(await screen.findByText('Cliente da loja @loja.ana?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entre pela loja' })).toHaveAttribute('href', '/store/loja.ana');
  });

  it('shows no such link when no store client signed in here', async () => {
    mockFetch((c) => (c.url === IMAGES ? okBody({ Favicon: null, MainLogo: null }) : undefined));
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entre pela loja' })).not.toBeInTheDocument();
  });
});

describe('/reset-password from a store client link', () => {
  it('goes to his store once the password is changed, and offers the way back to it', async () => {
    const { calls } = mockFetch((c) => (c.url === '/api/users/passwords/resetPassword' ? okBody(null, 'Senha alterada com sucesso.') : undefined));
    const u = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>,
      { route: '/reset-password?token=tok-123&store=loja.ana' },
    );
    expect(screen.getByRole('link', { name: 'Voltar para a loja' })).toHaveAttribute('href', '/store/loja.ana');
    await u.type(screen.getByLabelText('Nova senha'), 'senha-nova-1');
    await u.type(screen.getByLabelText('Confirmar senha'), 'senha-nova-1');
    await u.click(screen.getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByText('Em /store/loja.ana')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/users/passwords/resetPassword')!.body).toEqual({ Token: 'tok-123', Password: 'senha-nova-1' });
  });
});
