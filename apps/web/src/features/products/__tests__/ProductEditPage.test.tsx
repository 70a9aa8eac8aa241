import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { clearAuthData } from '../../../lib/auth-storage';
import { mockRoutes, type Call } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import ProductEditPage from '../pages/ProductEditPage';
import { camiseta, categories, imageFile, paged, tenis } from './fixtures';

const CATEGORIES = '/api/logistics/categories/getAllCategories';
const LIST = '/api/logistics/products/getAllProducts';
const UPDATE = '/api/logistics/products/updateProduct';

beforeEach(() => signIn());
afterEach(() => {
  notifications.clean();
  clearAuthData();
  vi.restoreAllMocks();
});

/** getAllProducts filtered by ID (kind 1) answers the product, when it is one of these. */
const byId = (entries: (typeof camiseta)[]) => (c: Call) => {
  const id = Number((c.body as { Filters: Array<{ Value: string }> }).Filters[0]?.Value);
  return paged(entries.filter((e) => e.Product.Id === id));
};

function renderEdit(id: string) {
  const u = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/marketplace/products/edit" element={<ProductEditPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: `/marketplace/products/edit?id=${id}` },
  );
  return u;
}

describe('product edit', () => {
  it('goes back to the list for a product that is not the seller’s', async () => {
    const { calls } = mockRoutes({ [CATEGORIES]: categories, [LIST]: byId([camiseta]) });
    renderEdit('999');
    expect(await screen.findByText('Em /marketplace/products')).toBeInTheDocument();
    expect(calls.find((c) => c.path === LIST)!.body).toMatchObject({ Filters: [{ Type: 1, Value: '999' }], IsFromMarketplace: false });
  });

  it('redirects an id that is not a number without asking', async () => {
    const { calls } = mockRoutes({ [CATEGORIES]: categories, [LIST]: byId([camiseta]) });
    renderEdit('abc');
    expect(await screen.findByText('Em /marketplace/products')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === LIST)).toHaveLength(0);
  });

  it("shows the operator's NeedsChangeMessage read-only when the product needs changes", async () => {
    mockRoutes({ [CATEGORIES]: categories, [LIST]: byId([tenis]) });
    renderEdit('40');
    const notice = await screen.findByLabelText('Alterações solicitadas pelo administrador');
    expect(notice).toHaveValue('Envie uma foto com fundo branco.');
    expect(notice).toHaveAttribute('readonly');
    // A saved price shows its two decimals (R$ 399,90, not R$ 399,9).
    expect(screen.getByLabelText(/Preço de Mercado/)).toHaveValue('R$ 399,90');
    expect(screen.getByText('Precisa de alteração')).toBeInTheDocument();
  });

  it('shows no such message for a product that does not need changes', async () => {
    mockRoutes({ [CATEGORIES]: categories, [LIST]: byId([camiseta]) });
    renderEdit('41');
    expect(await screen.findByText('Pendente')).toBeInTheDocument();
    expect(screen.queryByLabelText('Alterações solicitadas pelo administrador')).not.toBeInTheDocument();
  });

  it('fills the form, deletes a saved image on its own and sends the update with its Id, the share only required', async () => {
    const { calls } = mockRoutes({
      [CATEGORIES]: categories,
      [LIST]: byId([{ ...camiseta, Product: { ...camiseta.Product, UnilevelId: 2 } }]),
      '/api/logistics/products/deleteProductImage/501': { IsSuccess: true, Message: 'Imagem deletada com Sucesso.', Data: null },
      [UPDATE]: { IsSuccess: true, Message: 'Produto atualizado com Sucesso.', Data: camiseta },
    });
    const u = renderEdit('41');
    const form = await screen.findByRole('form', { name: 'Produto' });
    const field = (label: RegExp) => within(form).getByLabelText(label);
    expect(field(/Nome do Produto/)).toHaveValue('Camiseta Dry Fit');
    expect(field(/Preço de Mercado/)).toHaveValue('R$ 1.234,56');
    expect(field(/Percentual de Distribuição/)).toHaveValue('12,5');
    expect(field(/Peso/)).toHaveValue('1.500');
    expect(field(/Comprimento/)).toHaveValue('15,5');
    expect(field(/NCM/)).toHaveValue('6109.10.00');
    expect(within(form).getByText('Imagens (2/5)')).toBeInTheDocument();

    await u.click(within(form).getByRole('button', { name: 'Excluir imagem frente.png' }));
    expect(await screen.findByText('Imagem deletada com Sucesso.')).toBeInTheDocument();
    expect(calls.find((c) => c.path.startsWith('/api/logistics/products/deleteProductImage/'))!.method).toBe('DELETE');
    await waitFor(() => expect(within(form).getByText('Imagens (1/5)')).toBeInTheDocument());
    expect(within(form).queryByText('frente.png')).not.toBeInTheDocument();

    // With 1 saved image, 4 new ones fit; a fifth does not.
    const input = within(form).getByLabelText('Adicionar Imagens', { selector: 'input' });
    await u.upload(
      input,
      [1, 2, 3, 4, 5].map((n) => imageFile(`nova${n}.png`)),
    );
    expect(await screen.findByText('Máximo de imagens atingido.')).toBeInTheDocument();
    expect(within(form).getByText('Imagens (5/5)')).toBeInTheDocument();

    // On edit the share below 3 is accepted (spec: only required).
    const share = field(/Percentual de Distribuição/);
    await u.clear(share);
    expect(await within(form).findByText('Percentual de Distribuição é obrigatório.')).toBeInTheDocument();
    await u.type(share, '2');
    await waitFor(() => expect(within(form).queryByText('Percentual de Distribuição é obrigatório.')).not.toBeInTheDocument());
    expect(within(form).queryByText('O Valor do Percentual mínimo é de 3.')).not.toBeInTheDocument();

    const submit = within(form).getByRole('button', { name: 'Salvar dados' });
    await waitFor(() => expect(submit).toBeEnabled());
    await u.click(submit);
    expect(await screen.findByText('Produto atualizado com Sucesso.')).toBeInTheDocument();
    expect(await screen.findByText('Em /marketplace/products')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === UPDATE)!;
    expect(sent.method).toBe('PUT');
    const data = sent.body as FormData;
    expect(data.get('Id')).toBe('41');
    expect(data.get('UnilevelId')).toBe('2');
    expect(data.get('OfficePercentage')).toBe('2');
    expect(data.get('Price')).toBe('1.234,56');
    expect(data.get('DealerDiscount')).toBe('234,56');
    expect(data.get('Length')).toBe('15,5');
    expect(data.getAll('Categories')).toEqual(['3']);
    expect(data.getAll('Images').map((f) => (f as File).name)).toEqual(['nova1.png', 'nova2.png', 'nova3.png', 'nova4.png']);
  });
});
