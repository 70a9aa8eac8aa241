import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { toastError, toastSuccess } from '../../lib/notify';
import { renderWithProviders } from '../../test/render';

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.useRealTimers();
});

describe('toasts (spec part 1, section 8)', () => {
  it('an error toast stays until its confirm button is pressed', async () => {
    renderWithProviders(<p>página</p>);
    act(() => toastError('CEP não encontrado.'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('CEP não encontrado.');
    // No close cross: the confirm button is the way out.
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('CEP não encontrado.')).not.toBeInTheDocument());
  });

  it("an error toast without a message says '500: Erro de Servidor'", async () => {
    renderWithProviders(<p>página</p>);
    act(() => toastError());
    expect(await screen.findByText('500: Erro de Servidor')).toBeInTheDocument();
  });

  it('a success toast goes away by itself after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<p>página</p>);
    act(() => toastSuccess('Dados atualizados com sucesso.'));
    expect(await screen.findByText('Dados atualizados com sucesso.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_500));
    expect(screen.getByText('Dados atualizados com sucesso.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_500));
    await waitFor(() => expect(screen.queryByText('Dados atualizados com sucesso.')).not.toBeInTheDocument());
  });
});
