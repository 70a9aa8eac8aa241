import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../app/query-client';
import { routes } from '../../../app/router';
import { theme } from '../../../app/theme';
import { clearAuthData } from '../../../lib/auth-storage';
import { failBody, mockFetch, okBody } from '../../../test/fetch-mock';
import { signIn } from '../../../test/sign-in';

const INTEGRATIONS = '/api/configurations/getPublicSCIntegrationsConfigs';
const IMAGES = '/api/configurations/pagesDesign/getSystemImages';
const offline = { MercadoPagoPublicKey: null, Gateway: 'offline', DemoMode: true };
const mercadoPago = { MercadoPagoPublicKey: 'TEST-public-key', Gateway: 'mercadopago', DemoMode: false };

/** The app's real route table at `path`, so the ribbon is seen where the layout mounts it. */
function renderApp(path: string, integrations: ReturnType<typeof okBody> | ReturnType<typeof failBody>) {
  mockFetch((c) => {
    if (c.path === INTEGRATIONS) return integrations;
    if (c.path === IMAGES) return okBody({ Favicon: null, MainLogo: null });
    return undefined;
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <Notifications />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
  clearAuthData();
});

describe("'modo demonstração' ribbon", () => {
  it('shows on /login when the server runs the offline gateway, saying no payment is real', async () => {
    renderApp('/login', okBody(offline));
    expect(await screen.findByRole('button', { name: 'Entrar' }, { timeout: 20_000 })).toBeInTheDocument();
    const ribbon = await screen.findByRole('note', { name: 'Modo demonstração' });
    expect(ribbon).toHaveTextContent('Modo demonstração');
    expect(ribbon).toHaveTextContent('Pagamentos simulados: nenhum valor é cobrado, creditado ou sacado.');
  });

  it('shows on the signed-in screens too', async () => {
    signIn();
    renderApp('/financial/invoices', okBody(offline));
    expect(await screen.findByRole('note', { name: 'Modo demonstração' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('is absent with Mercado Pago', async () => {
    renderApp('/login', okBody(mercadoPago));
    expect(await screen.findByRole('button', { name: 'Entrar' }, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).includes(INTEGRATIONS))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('note', { name: 'Modo demonstração' })).toBeNull();
  });

  it('is absent, without an error toast, when the configuration cannot be read', async () => {
    renderApp('/login', failBody(500, '500: Erro de Servidor'));
    expect(await screen.findByRole('button', { name: 'Entrar' }, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).includes(INTEGRATIONS))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('note', { name: 'Modo demonstração' })).toBeNull();
    expect(screen.queryByText('500: Erro de Servidor')).toBeNull();
  });
});
