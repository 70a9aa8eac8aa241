import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../test/render';
import ResetPasswordPage from '../pages/ResetPasswordPage';
import { failBody, mockFetch, okBody } from '../../../test/fetch-mock';

const RESET = '/api/users/passwords/resetPassword';

function renderPage(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/login" element={<p>Tela de login</p>} />
    </Routes>,
    { route },
  );
}

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
});

describe('ResetPasswordPage', () => {
  it('validates the new password and its confirmation in pt-BR', async () => {
    const { calls } = mockFetch(() => undefined);
    const u = userEvent.setup();
    renderPage('/reset-password?token=abc');
    await u.click(screen.getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByText('Senha é obrigatória.')).toBeInTheDocument();
    expect(screen.getByText('Confirmação de Senha é obrigatória.')).toBeInTheDocument();
    expect(screen.getByText('Formulário inválido.')).toBeInTheDocument();

    await u.type(screen.getByLabelText('Nova senha'), 'curta');
    await u.type(screen.getByLabelText('Confirmar senha'), 'curta');
    await u.click(screen.getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByText('Senha deve ter ao menos 8 caracteres.')).toBeInTheDocument();

    await u.clear(screen.getByLabelText('Nova senha'));
    await u.type(screen.getByLabelText('Nova senha'), 'senha-longa-1');
    await u.clear(screen.getByLabelText('Confirmar senha'));
    await u.type(screen.getByLabelText('Confirmar senha'), 'senha-longa-2');
    await u.click(screen.getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByText('Senhas digitadas não batem.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === RESET)).toBe(false);
  });

  it('sends Token and Password, toasts the server message and goes to /login', async () => {
    const { calls } = mockFetch((c) => (c.url === RESET ? okBody(null, 'Senha alterada com sucesso.') : undefined));
    const u = userEvent.setup();
    renderPage('/reset-password?token=tok-123');
    await u.type(screen.getByLabelText('Nova senha'), 'senha-nova-1');
    await u.type(screen.getByLabelText('Confirmar senha'), 'senha-nova-1');
    await u.click(screen.getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByText('Tela de login')).toBeInTheDocument();
    expect(await screen.findByText('Senha alterada com sucesso.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === RESET)!.body).toEqual({ Token: 'tok-123', Password: 'senha-nova-1' });
  });

  it('an expired link toasts the server message and stays', async () => {
    mockFetch((c) => (c.url === RESET ? failBody(400, 'Link de troca de senha inválido ou expirado.') : undefined));
    const u = userEvent.setup();
    renderPage('/reset-password?token=velho');
    await u.type(screen.getByLabelText('Nova senha'), 'senha-nova-1');
    await u.type(screen.getByLabelText('Confirmar senha'), 'senha-nova-1');
    await u.click(screen.getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByText('Link de troca de senha inválido ou expirado.')).toBeInTheDocument();
    expect(screen.queryByText('Tela de login')).not.toBeInTheDocument();
  });

  it('without a token there is no form', () => {
    mockFetch(() => undefined);
    renderPage('/reset-password');
    expect(screen.getByText('Link de troca de senha inválido ou expirado.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
  });
});
