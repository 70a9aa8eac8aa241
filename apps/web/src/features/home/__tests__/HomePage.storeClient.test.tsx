import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { clearAuthData } from '../../../lib/auth-storage';
import { rememberStoreClient } from '../../../lib/store-client';
import { mockRoutes } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import { authUserData, individual } from '../../profile/__tests__/fixtures';
import { carla, mockStoreClientHomeApi, signInCarla } from '../../store/__tests__/fixtures';
import HomePage, { prefetch } from '../pages/HomePage';

configure({ asyncUtilTimeout: 5000 });

const memberReads = (paths: string[]) => paths.filter((p) => /wallets|earnings|getAllUsersCount/.test(p));

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
  clearAuthData();
  localStorage.clear();
});

describe("HomePage ('/') for a store client", () => {
  it('is his own home (his store, invoices and orders), not the member dashboard, and prefetches nothing of a member', async () => {
    signInCarla();
    const { calls } = mockStoreClientHomeApi();
    const { queryClient } = renderWithProviders(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Voltar à loja de Ana Vendedora' })).toHaveAttribute('href', '/store/loja.ana');
    expect(await screen.findByRole('region', { name: 'Faturas a pagar' })).toBeInTheDocument();
    prefetch(queryClient);
    await new Promise((r) => setTimeout(r, 50));
    expect(memberReads(calls.map((c) => c.path))).toEqual([]);
    expect(screen.queryByText('Saldo Atual')).not.toBeInTheDocument();
  });

  it('stays the dashboard for a member signed in where a store client once was', async () => {
    signIn();
    rememberStoreClient(carla.Username, 'loja.ana');
    const { calls } = mockRoutes({ '/api/accounts/authUser/getAuthUserData': authUserData(individual) });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Saldo Atual')).toBeInTheDocument();
    await waitFor(() => expect(memberReads(calls.map((c) => c.path))).not.toEqual([]));
    expect(screen.queryByRole('region', { name: 'Faturas a pagar' })).not.toBeInTheDocument();
  });
});
