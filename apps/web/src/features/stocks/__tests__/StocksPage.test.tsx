import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import type { Stock } from '@clube/contract/stocks';
import { clearAuthData } from '../../../lib/auth-storage';
import { mockRoutes, type Call } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import { camiseta, features, paged } from '../../products/__tests__/fixtures';
import { national, regional } from '../../storages/__tests__/fixtures';
import StocksPage from '../pages/StocksPage';

const PRODUCTS = '/api/logistics/products/getAllProducts';
const STOCKS = '/api/logistics/stocks/getAllStocksByProductId/41';
const STORAGES = '/api/logistics/storages/getAllPossibleStorages';
const FEATURES = '/api/logistics/features/getAllFeatures';
const CREATE = '/api/logistics/stocks/createNewStock';
const UPDATE = '/api/logistics/stocks/updateStock';

const feature = (id: number) => {
  const f = features.find((x) => x.Id === id)!;
  return { FeatureId: f.Id, Feature: { Id: f.Id, Name: f.Name, Category: { Id: f.Category.Id, Name: f.Category.Name } } };
};
const azulM: Stock = {
  Id: 71,
  Name: 'Azul M',
  Quantity: 8,
  Storage: { Name: 'Galpão Brasil' },
  ProductId: 41,
  StorageId: 11,
  StockFeatures: [feature(21), feature(31)],
};
const verde: Stock = { Id: 70, Name: 'Verde', Quantity: 1200, Storage: { Name: 'Loja Campinas' }, ProductId: 41, StorageId: 10, StockFeatures: [feature(22)] };

beforeEach(() => signIn());
afterEach(() => {
  notifications.clean();
  clearAuthData();
  vi.restoreAllMocks();
});

const byId = (c: Call) => {
  const id = Number((c.body as { Filters: Array<{ Value: string }> }).Filters[0]?.Value);
  return paged(id === 41 ? [camiseta] : []);
};

function renderStocks(id: string) {
  const u = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/marketplace/products/stocks" element={<StocksPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: `/marketplace/products/stocks?id=${id}` },
  );
  return u;
}

const rowsText = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((c) => c.textContent),
    );

describe('product stocks', () => {
  it('goes back to the products list for a product that is not the seller’s', async () => {
    const { calls } = mockRoutes({ [PRODUCTS]: byId });
    renderStocks('999');
    expect(await screen.findByText('Em /marketplace/products')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/logistics/stocks/'))).toBe(false);
  });

  it('says when the product has no stock yet', async () => {
    mockRoutes({ [PRODUCTS]: byId, [STOCKS]: [], [STORAGES]: [], [FEATURES]: features });
    renderStocks('41');
    expect(await screen.findByText('Nenhum resultado encontrado...')).toBeInTheDocument();
    expect(screen.getByText('Camiseta Dry Fit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/marketplace/products');
  });

  it('lists name, storage, quantity and features; a new stock goes first after the answer, from the storages of the product', async () => {
    const { calls } = mockRoutes({
      [PRODUCTS]: byId,
      [STOCKS]: [azulM, verde],
      [STORAGES]: [regional, national],
      [FEATURES]: features,
      [CREATE]: (c) => {
        const b = c.body as { Name: string; Quantity: number };
        return {
          IsSuccess: true,
          Message: 'Estoque criado com Sucesso.',
          Data: { ...verde, Id: 72, Name: b.Name, Quantity: b.Quantity, StockFeatures: [feature(22), feature(31)] },
        };
      },
    });
    const u = renderStocks('41');
    expect(await screen.findByText('2 resultado(s)')).toBeInTheDocument();
    expect(rowsText()).toEqual([
      ['Azul M', 'Galpão Brasil', '8', 'Cor: Azul, Tamanho: M'],
      ['Verde', 'Loja Campinas', '1.200', 'Cor: Verde'],
    ]);

    await u.click(screen.getByRole('button', { name: 'Novo Estoque' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Estoque' });
    expect(within(dialog).getByLabelText(/Quantidade/)).toHaveValue('1');
    const submit = within(dialog).getByRole('button', { name: 'Salvar dados' });
    expect(submit).toBeDisabled();
    expect(calls.find((c) => c.path === STORAGES)!.query.get('productId')).toBe('41');

    const name = within(dialog).getByLabelText(/Nome do Estoque/);
    await u.type(name, 'x');
    await u.clear(name);
    expect(await within(dialog).findByText('Nome do Estoque é obrigatório.')).toBeInTheDocument();
    await u.type(name, 'Verde M');
    const quantity = within(dialog).getByLabelText(/Quantidade/);
    await u.clear(quantity);
    expect(await within(dialog).findByText('Quantidade é obrigatório.')).toBeInTheDocument();
    await u.type(quantity, '0');
    expect(await within(dialog).findByText('A Quantidade mínima é 1.')).toBeInTheDocument();
    await u.clear(quantity);
    await u.type(quantity, '25');
    expect(submit).toBeDisabled();
    const storage = within(dialog).getByLabelText(/Armazém/);
    await waitFor(() =>
      expect(
        within(storage)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Selecione', 'Loja Campinas (Regional)', 'Galpão Brasil (Nacional)']),
    );
    await u.selectOptions(storage, 'Loja Campinas (Regional)');

    // Features are grouped by their category.
    expect(within(dialog).getByRole('group', { name: 'Cor' })).toBeInTheDocument();
    await u.click(within(within(dialog).getByRole('group', { name: 'Cor' })).getByRole('checkbox', { name: 'Verde' }));
    await u.click(within(within(dialog).getByRole('group', { name: 'Tamanho' })).getByRole('checkbox', { name: 'M' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await u.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Estoque criado com Sucesso.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === CREATE).map((c) => c.body)).toEqual([
      { Name: 'Verde M', StorageId: 10, ProductId: 41, Quantity: 25, Features: [22, 31] },
    ]);
    expect(screen.getByText('3 resultado(s)')).toBeInTheDocument();
    expect(rowsText()[0]).toEqual(['Verde M', 'Loja Campinas', '25', 'Cor: Verde, Tamanho: M']);
  });

  it('updates name, quantity and features in place, and keeps the modal open when the API refuses', async () => {
    let refuse = true;
    const { calls } = mockRoutes({
      [PRODUCTS]: byId,
      [STOCKS]: [azulM, verde],
      [STORAGES]: [regional, national],
      [FEATURES]: features,
      [UPDATE]: (c) => {
        if (refuse) return { IsSuccess: false, Message: 'Já existe um Estoque deste Produto com os mesmos atributos neste Armazém.', Data: null };
        const b = c.body as { name: string; quantity: number };
        return {
          IsSuccess: true,
          Message: 'Estoque atualizado com Sucesso.',
          Data: { ...azulM, Name: b.name, Quantity: b.quantity, StockFeatures: [feature(21)] },
        };
      },
    });
    const u = renderStocks('41');
    await screen.findByText('2 resultado(s)');
    await u.click(within(screen.getAllByRole('row')[1]!).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atualizar Estoque' });
    expect(within(dialog).queryByLabelText(/Armazém/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nome do Estoque/)).toHaveValue('Azul M');
    expect(within(dialog).getByRole('checkbox', { name: 'Azul' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'M' })).toBeChecked();

    const name = within(dialog).getByLabelText(/Nome do Estoque/);
    await u.clear(name);
    expect(await within(dialog).findByText('Nome do Estoque é obrigatório.')).toBeInTheDocument();
    await u.type(name, 'Azul');
    const quantity = within(dialog).getByLabelText(/Quantidade/);
    await u.clear(quantity);
    await u.type(quantity, '0');
    expect(await within(dialog).findByText('A Quantidade mínima é 1.')).toBeInTheDocument();
    await u.clear(quantity);
    await u.type(quantity, '5');
    await u.click(within(dialog).getByRole('checkbox', { name: 'M' }));
    const submit = within(dialog).getByRole('button', { name: 'Salvar dados' });
    await waitFor(() => expect(submit).toBeEnabled());

    await u.click(submit);
    expect(await screen.findByText('Já existe um Estoque deste Produto com os mesmos atributos neste Armazém.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Atualizar Estoque' })).toBeInTheDocument();

    refuse = false;
    await u.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === UPDATE).map((c) => c.body)).toEqual([
      { id: 71, name: 'Azul', quantity: 5, features: [21] },
      { id: 71, name: 'Azul', quantity: 5, features: [21] },
    ]);
    expect(rowsText()).toEqual([
      ['Azul', 'Galpão Brasil', '5', 'Cor: Azul'],
      ['Verde', 'Loja Campinas', '1.200', 'Cor: Verde'],
    ]);
  });
});
