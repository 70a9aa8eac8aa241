import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { mockFetch, okBody } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { StoreLoginForm } from '../components/StoreLoginForm';

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
});

describe('StoreLoginForm', () => {
  it("sends a forgotten password's reset link to the e-mail typed, as the office does", async () => {
    const { calls } = mockFetch((c) =>
      c.path.startsWith('/api/users/passwords/recoveryPassword/')
        ? okBody(null, 'Se o usuário existir, enviaremos um e-mail com as instruções para trocar a senha.')
        : undefined,
    );
    const u = userEvent.setup();
    renderWithProviders(<StoreLoginForm submitting={false} onSubmit={vi.fn()} onSignUp={vi.fn()} />);
    await u.type(screen.getByLabelText('Email'), 'carla@cliente.test');
    await u.click(screen.getByRole('button', { name: 'Esqueci minha senha...' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('carla@cliente.test');
    await u.click(within(dialog).getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByText('Se o usuário existir, enviaremos um e-mail com as instruções para trocar a senha.')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/users/passwords/recoveryPassword/carla%40cliente.test']);
  });
});
