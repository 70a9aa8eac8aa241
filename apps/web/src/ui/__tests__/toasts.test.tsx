import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { ERROR_TOAST_MS, toastError, toastSuccess } from '../../lib/notify';
import { renderWithProviders } from '../../test/render';

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.useRealTimers();
});

describe('toasts (spec part 1, section 8)', () => {
  it('an error toast closes with its confirm button', async () => {
    renderWithProviders(<p>página</p>);
    act(() => toastError('CEP não encontrado.'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('CEP não encontrado.');
    // No close cross: the confirm button is the way out.
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('CEP não encontrado.')).not.toBeInTheDocument());
  });

  it('an error toast also closes by itself, so that stale ones do not pile up over the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<p>página</p>);
    act(() => toastError('Falha ao salvar.'));
    expect(await screen.findByText('Falha ao salvar.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ERROR_TOAST_MS - 1_000));
    expect(screen.getByText('Falha ao salvar.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_000));
    await waitFor(() => expect(screen.queryByText('Falha ao salvar.')).not.toBeInTheDocument());
  });

  it('the same error twice shows one toast; a different one shows beside it', async () => {
    renderWithProviders(<p>página</p>);
    act(() => toastError('500: Erro de Servidor'));
    act(() => toastError('500: Erro de Servidor'));
    act(() => toastError('500: Erro de Servidor'));
    act(() => toastError('CEP Inválido'));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByText('500: Erro de Servidor')).toHaveLength(1);
    expect(screen.getByText('CEP Inválido')).toBeInTheDocument();
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
