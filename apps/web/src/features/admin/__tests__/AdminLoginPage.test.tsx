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
import StaffTwoFactorPage from '../pages/StaffTwoFactorPage';

const IMAGES = '/api/configurations/pagesDesign/getSystemImages';
const LOGIN = '/api/accounts/token/getAuthToken';
const SECOND = '/api/accounts/token/verifyTwoFactorCode';
const STATUS = '/api/accounts/twoFactor/status';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/login" element={<AdminLoginPage />} />
      <Route path="/configurations" element={<ConsoleIndexPage />} />
      <Route path="/admin/two-factor" element={<StaffTwoFactorPage />} />
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
  it('signs in with UserType 1; without a second factor yet he is led to set one up (the console needs it)', async () => {
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
      if (c.url === STATUS) return okBody({ Activated2FA: false, RecoveryCodesLeft: 0 });
      return undefined;
    });
    const u = userEvent.setup();
    renderAt('/admin/login');
    await u.type(screen.getByLabelText('Email/Usuário'), 'admin');
    await u.type(screen.getByLabelText('Senha'), 'admin1234{Enter}');
    expect(await screen.findByText('O console de administração exige a verificação em duas etapas. Ative-a para continuar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ativar verificação em duas etapas' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === LOGIN)!.body).toEqual({ Username: 'admin', Password: 'admin1234', UserType: 1 });
    expect(getAuthData()?.Username).toBe('admin');
  });

  it('with two factors on, asks the code after the password and then opens the console', async () => {
    const challenge = {
      Message: 'Digite o código de 6 dígitos do seu aplicativo autenticador (ou um código de recuperação).',
      IsAuth: false,
      TwoFactorRequired: true,
      TwoFactorToken: 'desafio',
      ExpiresOn: '2999-01-01T00:00:00.000Z',
      Username: 'admin',
    };
    const session = {
      Message: 'Login realizado com sucesso.',
      IsAuth: true,
      AccessToken: 'jwt-b',
      ExpiresOn: '2999-01-01T00:00:00.000Z',
      RolesIds: ADMIN_ROLE_IDS,
      Username: 'admin',
    };
    const { calls } = mockFetch((c) => {
      if (c.url === IMAGES) return okBody({ Favicon: null, MainLogo: null });
      if (c.url === LOGIN) return okBody(challenge, challenge.Message);
      if (c.url === SECOND) return okBody(session, session.Message);
      if (c.url === STATUS) return okBody({ Activated2FA: true, RecoveryCodesLeft: 10 });
      return undefined;
    });
    const u = userEvent.setup();
    renderAt('/admin/login');
    await u.type(screen.getByLabelText('Email/Usuário'), 'admin');
    await u.type(screen.getByLabelText('Senha'), 'admin1234{Enter}');
    expect(await screen.findByText(challenge.Message)).toBeInTheDocument();
    // No session before the code.
    expect(getAuthData()).toBeNull();
    await u.type(screen.getByLabelText('Código de verificação'), '123456{Enter}');
    expect(await screen.findByRole('heading', { name: 'Configurações' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === SECOND)!.body).toEqual({ TwoFactorToken: 'desafio', Code: '123456' });
    expect(getAuthData()?.AccessToken).toBe('jwt-b');
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
