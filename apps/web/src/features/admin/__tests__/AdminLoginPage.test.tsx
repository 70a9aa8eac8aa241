import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { ADMIN_ROLE_IDS, STAFF_ROLE_IDS } from '@clube/contract';
import { clearAuthData, getAuthData, setAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import { failBody, mockFetch, okBody } from '../../../test/fetch-mock';
import AdminLoginPage from '../pages/AdminLoginPage';
import ConsoleIndexPage from '../pages/ConsoleIndexPage';

const IMAGES = '/api/configurations/pagesDesign/getSystemImages';
const LOGIN = '/api/accounts/token/getAuthToken';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/login" element={<AdminLoginPage />} />
      <Route path="/configurations" element={<ConsoleIndexPage />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => clearAuthData());
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
});

describe('/admin/login', () => {
  it('signs in with UserType 1 and opens the console', async () => {
    const session = {
      Message: 'Login realizado com sucesso.',
      IsAuth: true,
      AccessToken: 'jwt-a',
      ExpiresOn: '2999-01-01T00:00:00.000Z',
      RolesIds: ADMIN_ROLE_IDS,
      Username: 'admin',
    };
    const { calls } = mockFetch((c) => {
      if (c.url === IMAGES) return okBody({ Favicon: null, MainLogo: null });
      if (c.url === LOGIN) return okBody(session, session.Message);
      return undefined;
    });
    const u = userEvent.setup();
    renderAt('/admin/login');
    await u.type(screen.getByLabelText('Email/Usuário'), 'admin');
    await u.type(screen.getByLabelText('Senha'), 'admin1234{Enter}');
    expect(await screen.findByRole('heading', { name: 'Configurações' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === LOGIN)!.body).toEqual({ Username: 'admin', Password: 'admin1234', UserType: 1 });
    expect(getAuthData()?.Username).toBe('admin');
  });

  it("shows the API's refusal of a member's credentials", async () => {
    mockFetch((c) => {
      if (c.url === IMAGES) return okBody({ Favicon: null, MainLogo: null });
      if (c.url === LOGIN) return failBody(400, 'Usuário ou senha inválidos.');
      return undefined;
    });
    const u = userEvent.setup();
    renderAt('/admin/login');
    await u.type(screen.getByLabelText('Email/Usuário'), 'demo');
    await u.type(screen.getByLabelText('Senha'), 'demo1234{Enter}');
    expect(await screen.findByText('Usuário ou senha inválidos.')).toBeInTheDocument();
    expect(getAuthData()).toBeNull();
  });
});

describe('/configurations', () => {
  const signedInAs = (RolesIds: number[]) =>
    setAuthData({ IsAuth: true, RolesIds, AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'staff' });

  it('shows an Owner every section', async () => {
    mockFetch(() => undefined);
    signedInAs(ADMIN_ROLE_IDS);
    renderAt('/configurations');
    for (const label of ['Sócios', 'Equipe', 'Saques', 'Produtos', 'Tabelas Unilevel', 'Auditoria'])
      expect(await screen.findByRole('link', { name: label })).toBeInTheDocument();
  });

  it('shows Finance only its own sections', async () => {
    mockFetch(() => undefined);
    signedInAs(STAFF_ROLE_IDS.Finance);
    renderAt('/configurations');
    expect(await screen.findByRole('link', { name: 'Saques' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Operações Financeiras' })).toBeInTheDocument();
    for (const label of ['Sócios', 'Equipe', 'Produtos', 'Auditoria']) expect(screen.queryByRole('link', { name: label })).toBeNull();
  });
});
