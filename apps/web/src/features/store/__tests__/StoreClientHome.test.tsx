import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { clearAuthData } from '../../../lib/auth-storage';
import { rememberedStore, rememberStoreClient } from '../../../lib/store-client';
import { renderWithProviders } from '../../../test/render';
import { StoreClientHome } from '../components/StoreClientHome';
import { carla, mockStoreClientHomeApi, signInCarla } from './fixtures';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clearAuthData();
  localStorage.clear();
});

describe('StoreClientHome', () => {
  it('shows his name, the way back to his store, his invoices to pay and his orders, and nothing of a member', async () => {
    signInCarla();
    const { calls } = mockStoreClientHomeApi();
    renderWithProviders(<StoreClientHome />);

    expect(await screen.findByRole('heading', { name: 'Carla Cliente' })).toBeInTheDocument();
    expect(screen.getByText('Cliente da loja de Ana Vendedora')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar à loja de Ana Vendedora' })).toHaveAttribute('href', '/store/loja.ana');

    const invoices = screen.getByRole('region', { name: 'Faturas a pagar' });
    expect(await within(invoices).findByText('Pedido — Caneca e mais 0 itens')).toBeInTheDocument();
    expect(within(invoices).getByRole('link', { name: 'Pagar Fatura' })).toHaveAttribute('href', '/financial/payment?token=tok-b2c');
    expect(within(invoices).getByRole('link', { name: 'Ver todas as faturas' })).toHaveAttribute('href', '/financial/invoices');
    expect(calls.find((c) => c.path === '/api/payments/invoices/getAllInvoices')!.body).toMatchObject({
      InvoiceStatus: 1,
      PaginationFilter: { OrderByDescending: true },
    });

    const orders = screen.getByRole('region', { name: 'Seus Pedidos' });
    expect(await within(orders).findByRole('button', { name: 'Detalhes do pedido 77' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/store/orders/getAllOrders')!.body).toMatchObject({ GetClientsOrders: false });

    // No wallet, earnings, member count or network: he has none.
    expect(calls.map((c) => c.path).filter((p) => /wallets|earnings|getAllUsersCount|network/.test(p))).toEqual([]);
    expect(screen.queryByText('Patrocinador')).not.toBeInTheDocument();
  });

  it("remembers his sponsor's store, even when he signed in at another one", async () => {
    signInCarla({ remembered: false });
    rememberStoreClient(carla.Username, 'loja.bia');
    mockStoreClientHomeApi();
    renderWithProviders(<StoreClientHome />);
    await screen.findByRole('heading', { name: 'Carla Cliente' });
    expect(rememberedStore()).toBe('loja.ana');
  });
});
