import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MEMBER_ROLE_IDS, Permission } from '@clube/contract';
import { clearAuthData } from '../../../lib/auth-storage';
import { mockRoutes } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import MarketplaceIndexPage from '../pages/MarketplaceIndexPage';
import { PATHS } from './fixtures';

const links = () => screen.getAllByRole('link').map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]);
const center = {
  Id: 3,
  UserId: 7,
  Name: 'CD Ana',
  ZipCode: '01001000',
  Street: 'Praça da Sé',
  Number: '1',
  District: 'Sé',
  City: 'São Paulo',
  State: 'SP',
  Complement: null,
  Phone: null,
};

afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('marketplace index', () => {
  it('shows Loja, Pedidos and Produtos, and Armazéns for a member with a distribution center', async () => {
    signIn(MEMBER_ROLE_IDS);
    mockRoutes({ [PATHS.distributionCenter]: center });
    renderWithProviders(<MarketplaceIndexPage />, { route: '/marketplace' });
    await waitFor(() =>
      expect(links()).toEqual([
        ['Loja', '/marketplace/shop'],
        ['Pedidos', '/marketplace/orders'],
        ['Produtos', '/marketplace/products'],
        ['Armazéns', '/marketplace/dist-centers/details'],
      ]),
    );
  });

  it('has no Armazéns without a distribution center', async () => {
    signIn(MEMBER_ROLE_IDS);
    const { calls } = mockRoutes({ [PATHS.distributionCenter]: null });
    renderWithProviders(<MarketplaceIndexPage />, { route: '/marketplace' });
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual([PATHS.distributionCenter]));
    expect(links().map(([label]) => label)).toEqual(['Loja', 'Pedidos', 'Produtos']);
  });

  it('shows no card and asks nothing without PEDIDOS', () => {
    signIn([Permission.SIDE_HOME, Permission.SIDE_PEDIDOS]);
    const { calls } = mockRoutes({});
    renderWithProviders(<MarketplaceIndexPage />, { route: '/marketplace' });
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(calls).toEqual([]);
  });
});
