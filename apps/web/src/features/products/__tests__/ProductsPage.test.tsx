import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { clearAuthData } from '../../../lib/auth-storage';
import { mockRoutes, type Call } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import { distributionCenter } from '../../storages/__tests__/fixtures';
import ProductsPage from '../pages/ProductsPage';
import { camiseta, paged, tenis } from './fixtures';

const LIST = '/api/logistics/products/getAllProducts';
const DC = '/api/logistics/distCenters/getDistributionCenterByUserId';

beforeEach(() => signIn());
afterEach(() => {
  notifications.clean();
  clearAuthData();
  vi.restoreAllMocks();
});

type ListBody = { PaginationSettings: { Page: number }; ProductStatus: number | null; Filters: unknown[] };
const listBodies = (calls: Call[]) => calls.filter((c) => c.path === LIST).map((c) => c.body as ListBody);

describe('products list', () => {
  it('shows ID, Nome, Preço de Mercado, Desconto, Status and Solicitação de Criação, with Editar and Estoque for a seller with a distribution center', async () => {
    const { calls } = mockRoutes({ [LIST]: paged([camiseta, tenis]), [DC]: distributionCenter });
    renderWithProviders(<ProductsPage />, { route: '/marketplace/products' });
    expect(screen.getByRole('heading', { name: 'Produtos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/marketplace');
    expect(screen.getByRole('link', { name: 'Novo Produto' })).toHaveAttribute('href', '/marketplace/products/new');
    expect(await screen.findByText('2 resultado(s)')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Nome',
      'Preço de Mercado',
      'Desconto',
      'Status',
      'Solicitação de Criação',
      '',
    ]);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Estoque' })).toHaveLength(2));
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['41', 'Camiseta Dry Fit', 'R$ 1.234,56', 'R$ 234,56', 'Disponível apenas B2B', 'Pendente', 'EditarEstoque']);
    expect(within(rows[0]!).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/marketplace/products/edit?id=41');
    expect(within(rows[0]!).getByRole('link', { name: 'Estoque' })).toHaveAttribute('href', '/marketplace/products/stocks?id=41');
    expect(within(rows[1]!).getByText('Precisa de alteração')).toBeInTheDocument();
    expect(listBodies(calls)[0]).toEqual({
      PaginationSettings: { Page: 1, RowsPerPage: 50 },
      PaginationFilter: { Type: 1, OrderByDescending: true },
      ProductStatus: null,
      Filters: [],
      IsFromMarketplace: false,
    });
  });

  it('offers no Estoque action to a seller without a distribution center, and a link to create one', async () => {
    mockRoutes({ [LIST]: paged([camiseta]), [DC]: null });
    renderWithProviders(<ProductsPage />, { route: '/marketplace/products' });
    expect(await screen.findByRole('link', { name: 'crie o seu Centro de Distribuição' })).toHaveAttribute('href', '/marketplace/dist-centers/details');
    expect(screen.getByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Estoque' })).not.toBeInTheDocument();
  });

  it('filters by status at once and by a kind and its text after 500 ms, only when the text is not blank', async () => {
    const { calls } = mockRoutes({ [LIST]: paged([camiseta]), [DC]: null });
    const u = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/marketplace/products' });
    await screen.findByText('1 resultado(s)');
    expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(
      expect.arrayContaining([
        'ID',
        'Nome do Produto',
        'Palavra-chave',
        'Peso mínimo (g)',
        'Comprimento mínimo (cm)',
        'Altura mínima (cm)',
        'Preço mínimo (R$)',
      ]),
    );

    await u.selectOptions(screen.getByLabelText('Status do Produto'), 'Disponível apenas B2B');
    await waitFor(() => expect(listBodies(calls).at(-1)).toMatchObject({ ProductStatus: 2, Filters: [] }));

    await u.type(screen.getByLabelText('Filtro'), 'cami');
    // Nothing is asked while typing; 500 ms after the last key the filter goes once.
    const before = listBodies(calls).length;
    await waitFor(() => expect(listBodies(calls).at(-1)).toMatchObject({ Filters: [{ Type: 2, Value: 'cami' }] }), { timeout: 2000 });
    expect(
      listBodies(calls)
        .slice(before)
        .filter((b) => b.Filters.length > 0),
    ).toHaveLength(1);

    await u.selectOptions(screen.getByLabelText('Filtrar por'), 'Preço mínimo (R$)');
    await u.clear(screen.getByLabelText('Filtro'));
    await u.type(screen.getByLabelText('Filtro'), '12,50');
    await waitFor(() => expect(listBodies(calls).at(-1)).toMatchObject({ Filters: [{ Type: 7, Value: '12,50' }], PaginationSettings: { Page: 1 } }), {
      timeout: 2000,
    });

    // A number the contract cannot read is named, not sent.
    await u.clear(screen.getByLabelText('Filtro'));
    await u.type(screen.getByLabelText('Filtro'), 'abc');
    expect(await screen.findByText('Informe um número para este filtro (use vírgula para as casas decimais).', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(listBodies(calls).some((b) => JSON.stringify(b.Filters).includes('abc'))).toBe(false);
  });

  it('pages by 50 with first, last, neighbours and ellipses', async () => {
    const { calls } = mockRoutes({ [LIST]: (c) => paged([camiseta], 500, (c.body as ListBody).PaginationSettings.Page), [DC]: null });
    const u = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/marketplace/products' });
    const nav = await screen.findByRole('navigation', { name: 'Paginação' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '10']);
    await u.click(within(nav).getByRole('button', { name: '2' }));
    await waitFor(() => expect(listBodies(calls).at(-1)!.PaginationSettings).toEqual({ Page: 2, RowsPerPage: 50 }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Paginação' }))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['1', '2', '3', '10']),
    );
    expect(within(screen.getByRole('navigation', { name: 'Paginação' })).getAllByText('…')).toHaveLength(1);
  });
});
