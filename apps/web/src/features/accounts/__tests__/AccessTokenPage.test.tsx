import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router';
import { clearAuthData, getAuthData, useAuthData } from '../../../lib/auth-storage';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import AccessTokenPage from '../pages/AccessTokenPage';
import { failBody, mockFetch, okBody } from '../../../test/fetch-mock';

const LOGIN = '/api/accounts/token/getAuthToken';

/** Like the shell: the tree around the page changes once a session is stored, remounting it. */
function ShellLike() {
  const auth = useAuthData();
  return (
    <div key={auth ? 'signed-in' : 'signed-out'}>
      <Routes>
        <Route path="/accessToken" element={<AccessTokenPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </div>
  );
}

function renderPage(route: string) {
  return renderWithProviders(
    <StrictMode>
      <ShellLike />
    </StrictMode>,
    { route },
  );
}

beforeEach(() => clearAuthData());
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
});

describe('AccessTokenPage', () => {
  it('exchanges the token once (StrictMode, remounts), stores the session and goes home', async () => {
    const { calls } = mockFetch((c) =>
      c.url === LOGIN
        ? okBody({ Message: 'ok', IsAuth: true, AccessToken: 'jwt-9', ExpiresOn: '2999-01-01T00:00:00.000Z', RolesIds: [-1], Username: 'Edu' })
        : undefined,
    );
    renderPage('/accessToken?accessToken=tok-1&username=edu');
    expect(await screen.findByText('Em /')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    const logins = calls.filter((c) => c.url === LOGIN);
    expect(logins).toHaveLength(1);
    expect(logins[0]!.body).toEqual({ AccessToken: 'tok-1', Username: 'edu', UserType: 2 });
    expect(getAuthData()).toMatchObject({ IsAuth: true, AccessToken: 'jwt-9', Username: 'Edu' });
  });

  it('a refused token toasts the message and goes to /login', async () => {
    mockFetch((c) => (c.url === LOGIN ? failBody(401, 'Token de acesso inválido ou expirado.') : undefined));
    renderPage('/accessToken?accessToken=velho&username=edu');
    expect(await screen.findByText('Em /login?username=edu')).toBeInTheDocument();
    expect(await screen.findByText('Token de acesso inválido ou expirado.')).toBeInTheDocument();
    expect(getAuthData()).toBeNull();
  });

  it('without both parameters goes home and calls nothing', async () => {
    const { calls } = mockFetch(() => undefined);
    renderPage('/accessToken?accessToken=tok-2');
    expect(await screen.findByText('Em /')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
