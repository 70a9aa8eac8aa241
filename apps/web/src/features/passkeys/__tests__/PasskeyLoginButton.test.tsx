import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { renderWithProviders } from '../../../test/render';
import { failBody, mockFetch, okBody } from '../../../test/fetch-mock';
import { PasskeyLoginButton } from '../components/PasskeyLoginButton';

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn(), browserSupportsWebAuthn: vi.fn(() => true) }));
vi.mock('@simplewebauthn/browser', () => browser);

const OPTIONS = '/api/accounts/passkeys/authenticationOptions';
const LOGIN = '/api/accounts/passkeys/login';
const credential = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};
const session = {
  Message: 'Login realizado com sucesso.',
  IsAuth: true,
  AccessToken: 'jwt-1',
  ExpiresOn: '2999-01-01T00:00:00.000Z',
  RolesIds: [-1],
  Username: 'ana',
};

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
  browser.startAuthentication.mockReset();
});

describe("'Entrar com passkey'", () => {
  it('hands the server options to the device and its answer to the login, as a member (UserType 2)', async () => {
    const { calls } = mockFetch((c) =>
      c.path === OPTIONS ? okBody({ Options: { challenge: 'abc', rpId: 'localhost' } }) : c.path === LOGIN ? okBody(session, session.Message) : undefined,
    );
    browser.startAuthentication.mockResolvedValue(credential);
    const onSignedIn = vi.fn();
    renderWithProviders(<PasskeyLoginButton onSignedIn={onSignedIn} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar com passkey' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc', rpId: 'localhost' } });
    expect(calls.find((c) => c.path === LOGIN)?.body).toEqual({ UserType: 2, Credential: credential });
  });

  it('a cancelled prompt says so in pt-BR and calls no login', async () => {
    const { calls } = mockFetch((c) => (c.path === OPTIONS ? okBody({ Options: { challenge: 'abc' } }) : undefined));
    browser.startAuthentication.mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    const onSignedIn = vi.fn();
    renderWithProviders(<PasskeyLoginButton onSignedIn={onSignedIn} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar com passkey' }));
    expect(await screen.findByText('A passkey não foi usada (operação cancelada ou tempo esgotado).')).toBeInTheDocument();
    expect(calls.some((c) => c.path === LOGIN)).toBe(false);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("a refused passkey shows the server's message", async () => {
    mockFetch((c) =>
      c.path === OPTIONS
        ? okBody({ Options: { challenge: 'abc' } })
        : c.path === LOGIN
          ? failBody(401, 'Não foi possível entrar com esta passkey. Entre com usuário e senha.')
          : undefined,
    );
    browser.startAuthentication.mockResolvedValue(credential);
    renderWithProviders(<PasskeyLoginButton onSignedIn={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar com passkey' }));
    expect(await screen.findByText('Não foi possível entrar com esta passkey. Entre com usuário e senha.')).toBeInTheDocument();
  });
});
