import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import type { OrderPreviewRequest } from '@clube/contract/orders';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { failBody, type Call } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import { cartStorageKey } from '../lib/cartStorage';
import ShopPage from '../pages/ShopPage';
import { mockShopApi, PATHS } from './fixtures';

type User = ReturnType<typeof userEvent.setup>;

// A busy two-core machine renders the shop's first page in more than the default second.
configure({ asyncUtilTimeout: 5000 });

function renderShop() {
  return renderWithProviders(
    <Routes>
      <Route path="/marketplace/shop" element={<ShopPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: '/marketplace/shop' },
  );
}

const cart = () => screen.getByRole('complementary', { name: 'Carrinho' });
const cartLines = () =>
  within(cart())
    .queryAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));
const figure = (label: string) =>
  within(within(cart()).getByRole('group', { name: label }))
    .getAllByText(/R\$/)[0]!
    .textContent!.replace(/\s/g, ' ');
const typeRadio = (name: 'Produto' | 'Serviço') => screen.getByRole('radio', { name });
const callsTo = (calls: Call[], path: string) => calls.filter((c) => c.path === path);

async function openProduct(u: User, name: string) {
  await u.click(await screen.findByRole('button', { name }));
  return screen.findByRole('heading', { name, level: 3 });
}

async function setQuantity(u: User, value: string) {
  const field = screen.getByLabelText('Quantidade');
  await u.clear(field);
  if (value) await u.type(field, value);
}

/** Opens a product, picks its option (when given), sets the quantity and presses Adicionar. */
async function addToCart(u: User, name: string, { option, quantity = '1' }: { option?: string; quantity?: string } = {}) {
  await openProduct(u, name);
  if (option) await u.click(screen.getByRole('radio', { name: option }));
  await setQuantity(u, quantity);
  await u.click(screen.getByRole('button', { name: 'Adicionar' }));
}

beforeEach(() => {
  notifications.clean();
  localStorage.clear();
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
  localStorage.clear();
});

describe('ShopPage: the listing', () => {
  it('asks for 24 products with the forced filters, the stock of the delivery address, and the name only once typing stops', async () => {
    const u = userEvent.setup();
    const { calls } = mockShopApi();
    renderShop();
    expect(await screen.findByRole('button', { name: 'Camiseta' })).toBeInTheDocument();
    const first = callsTo(calls, PATHS.products)[0]!.body;
    expect(first).toMatchObject({
      PaginationSettings: { Page: 1, RowsPerPage: 24 },
      OnlyWithStock: true,
      OfficeStatus: 2,
      ProductStatus: 2,
      IsFromMarketplace: true,
      ProductType: 1,
      IsOfficeProduct: null,
      Categories: null,
      Filters: [],
      DeliveryAddressId: 32,
    });

    await u.selectOptions(screen.getByLabelText('Origem'), 'Produtos do Admin');
    await waitFor(() => expect(callsTo(calls, PATHS.products).at(-1)!.body).toMatchObject({ IsOfficeProduct: true }));
    await u.selectOptions(screen.getByLabelText('Categoria'), 'Vestuário');
    await waitFor(() => expect(callsTo(calls, PATHS.products).at(-1)!.body).toMatchObject({ Categories: [{ Id: 4 }] }));

    const before = callsTo(calls, PATHS.products).length;
    await u.type(screen.getByLabelText('Nome'), 'cami');
    // Nothing is asked while typing; 500 ms after the last key the name goes out once.
    expect(callsTo(calls, PATHS.products)).toHaveLength(before);
    await waitFor(() => expect(callsTo(calls, PATHS.products).at(-1)!.body).toMatchObject({ Filters: [{ Type: 2, Value: 'cami' }] }));
    expect(callsTo(calls, PATHS.products)).toHaveLength(before + 1);

    // Blank text is no filter at all (that page, asked before, comes from the cache).
    await u.clear(screen.getByLabelText('Nome'));
    await u.type(screen.getByLabelText('Nome'), '   ');
    await new Promise((r) => setTimeout(r, 800));
    const names = callsTo(calls, PATHS.products).map((c) => (c.body as { Filters: Array<{ Value: string }> }).Filters.map((f) => f.Value));
    expect(names).toEqual([[], [], [], ['cami']]);
  });

  it('pages by 24 and starts over at page 1 when a filter changes', async () => {
    const u = userEvent.setup();
    const { calls } = mockShopApi({ totalRows: 60 });
    renderShop();
    const pages = await screen.findByRole('navigation', { name: 'Paginação' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    await u.click(within(pages).getByRole('button', { name: '3' }));
    await waitFor(() => expect(callsTo(calls, PATHS.products).at(-1)!.body).toMatchObject({ PaginationSettings: { Page: 3, RowsPerPage: 24 } }));
    await u.click(typeRadio('Serviço'));
    await waitFor(() => expect(callsTo(calls, PATHS.products).at(-1)!.body).toMatchObject({ ProductType: 2, PaginationSettings: { Page: 1 } }));
  });

  it('shows the detail: dealer price, list price struck through, description and the stock options by feature', async () => {
    const u = userEvent.setup();
    mockShopApi();
    renderShop();
    await openProduct(u, 'Camiseta');
    expect(screen.getByLabelText('Preço')).toHaveTextContent('R$ 90,00');
    expect(screen.getByLabelText('Preço de tabela')).toHaveTextContent('R$ 100,00');
    expect(screen.getByLabelText('Preço de tabela')).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getByText('Descrição de Camiseta')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cor: Azul' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cor: Verde' })).not.toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Voltar aos produtos' }));
    expect(await screen.findByRole('button', { name: 'Caneca' })).toBeInTheDocument();
  });
});

describe('ShopPage: adding to the cart', () => {
  it('says which rule a try breaks, then adds, hides the detail and locks the type until the last item leaves', async () => {
    const u = userEvent.setup();
    mockShopApi();
    renderShop();
    await openProduct(u, 'Camiseta');

    await u.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('É necessário que você selecione o atributo do Produto acima.')).toBeInTheDocument();

    await u.click(screen.getByRole('radio', { name: 'Cor: Azul' }));
    for (const typed of ['0', '-2', '']) {
      notifications.clean();
      await setQuantity(u, typed);
      await u.click(screen.getByRole('button', { name: 'Adicionar' }));
      expect(await screen.findByText('Quantidade de itens não pode ser igual a 0.')).toBeInTheDocument();
    }

    await setQuantity(u, '4');
    await u.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Este produto não possui estoque o suficiente. Estoque Atual: 3')).toBeInTheDocument();
    expect(cartLines()).toEqual([]);
    expect(typeRadio('Serviço')).toBeEnabled();

    await setQuantity(u, '2');
    await u.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Produto adicionado ao Carrinho!')).toBeInTheDocument();
    expect(cartLines()).toEqual(['Camiseta']);
    expect(within(cart()).getByText('Cor: Azul')).toBeInTheDocument();
    // The first item hides the detail view and fixes the type.
    expect(screen.queryByRole('heading', { name: 'Camiseta', level: 3 })).not.toBeInTheDocument();
    expect(typeRadio('Serviço')).toBeDisabled();

    // What the cart holds counts against the stock: 2 in the cart + 2 more > 3.
    notifications.clean();
    await addToCart(u, 'Camiseta', { option: 'Cor: Azul', quantity: '2' });
    expect(await screen.findByText('Este produto não possui estoque o suficiente. Estoque Atual: 3')).toBeInTheDocument();

    // A second add keeps the detail open; the same option adds to its line.
    notifications.clean();
    await setQuantity(u, '1');
    await u.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Produto adicionado ao Carrinho!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Camiseta', level: 3 })).toBeInTheDocument();
    expect(cartLines()).toEqual(['Camiseta']);
    expect(within(cart()).getByText('Quantidade: 3')).toBeInTheDocument();

    await u.click(within(cart()).getByRole('button', { name: 'Remover Camiseta do carrinho' }));
    expect(await screen.findByText('Produto removido do Carrinho!')).toBeInTheDocument();
    expect(cartLines()).toEqual([]);
    expect(typeRadio('Serviço')).toBeEnabled();
  });

  it("keeps one seller per cart: another seller's product asks to empty the cart first", async () => {
    const u = userEvent.setup();
    mockShopApi();
    renderShop();
    await addToCart(u, 'Caneca');
    await waitFor(() => expect(cartLines()).toEqual(['Caneca']));

    await addToCart(u, 'Boné');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Um pedido só pode ter produtos de um mesmo vendedor/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cartLines()).toEqual(['Caneca']);

    notifications.clean();
    await u.click(screen.getByRole('button', { name: 'Adicionar' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Esvaziar carrinho' }));
    expect(await screen.findByText('Produto adicionado ao Carrinho!')).toBeInTheDocument();
    expect(cartLines()).toEqual(['Boné']);
  });

  it('keeps the cart across a reload, for the member who filled it only', async () => {
    const u = userEvent.setup();
    mockShopApi();
    const first = renderShop();
    await addToCart(u, 'Camiseta', { option: 'Cor: Verde', quantity: '2' });
    await waitFor(() => expect(cartLines()).toEqual(['Camiseta']));
    await u.selectOptions(within(cart()).getByLabelText('Endereço de entrega'), 'Casa - Praça da Sé, 1 - São Paulo/SP');
    first.unmount();

    renderShop();
    await waitFor(() => expect(cartLines()).toEqual(['Camiseta']));
    expect(within(cart()).getByText('Cor: Verde')).toBeInTheDocument();
    expect(within(cart()).getByText('Quantidade: 2')).toBeInTheDocument();
    await waitFor(() => expect(within(cart()).getByLabelText('Endereço de entrega')).toHaveValue('31'));
    expect(typeRadio('Serviço')).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(cartStorageKey('ana'))!)).toMatchObject({ lines: [{ productId: 1, quantity: 2, featureIds: [6] }], addressId: 31 });
    cleanup();

    // Another member on the same browser starts with his own (empty) cart.
    setAuthData({ IsAuth: true, RolesIds: MEMBER_ROLE_IDS, AccessToken: 'token', ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(), Username: 'bia' });
    renderShop();
    await screen.findByRole('button', { name: 'Camiseta' });
    expect(cartLines()).toEqual([]);
    expect(typeRadio('Serviço')).toBeEnabled();
  });
});

describe('ShopPage: preview and order', () => {
  it('asks the preview again on every change of items, address or service, and shows items + freight − discount', async () => {
    const u = userEvent.setup();
    const { calls } = mockShopApi();
    renderShop();
    await screen.findByRole('button', { name: 'Camiseta' });
    expect(callsTo(calls, PATHS.preview)).toHaveLength(0);

    await addToCart(u, 'Camiseta', { option: 'Cor: Verde', quantity: '2' });
    await waitFor(() => expect(callsTo(calls, PATHS.preview)).toHaveLength(1));
    expect(callsTo(calls, PATHS.preview)[0]!.body).toEqual({
      Items: [{ ProductId: 1, Quantity: 2, ItemsFeatures: [6] }],
      DeliveryType: null,
      DeliveryAddressId: 32,
    });
    await waitFor(() => expect(figure('Frete')).toBe('R$ 25,00'));
    // The lines are at the price charged: the subtotal is items − discount, and what is saved shows apart.
    expect(figure('Subtotal')).toBe('R$ 180,00');
    expect(figure('Desconto')).toBe('Você economiza R$ 20,00');
    expect(figure('Total')).toBe('R$ 205,00');
    expect(within(cart()).getByLabelText('Serviço de entrega')).toHaveValue('40010');

    await u.selectOptions(within(cart()).getByLabelText('Serviço de entrega'), '41106');
    await waitFor(() => expect(figure('Total')).toBe('R$ 195,00'));
    expect(callsTo(calls, PATHS.preview).at(-1)!.body).toMatchObject({ DeliveryType: 41106, DeliveryAddressId: 32 });

    await u.selectOptions(within(cart()).getByLabelText('Endereço de entrega'), 'Casa - Praça da Sé, 1 - São Paulo/SP');
    await waitFor(() => expect(callsTo(calls, PATHS.preview).at(-1)!.body).toMatchObject({ DeliveryType: 41106, DeliveryAddressId: 31 }));

    await addToCart(u, 'Caneca');
    await waitFor(() =>
      expect(callsTo(calls, PATHS.preview).at(-1)!.body).toMatchObject({
        Items: [
          { ProductId: 1, Quantity: 2, ItemsFeatures: [6] },
          { ProductId: 2, Quantity: 1, ItemsFeatures: [] },
        ],
      }),
    );
    await waitFor(() => expect(figure('Total')).toBe('R$ 230,00'));
    expect(figure('Subtotal')).toBe('R$ 215,00');
    expect(figure('Desconto')).toBe('Você economiza R$ 25,00');

    const asked = callsTo(calls, PATHS.preview).length;
    await u.click(within(cart()).getByRole('button', { name: 'Remover Caneca do carrinho' }));
    await waitFor(() => expect(callsTo(calls, PATHS.preview)).toHaveLength(asked + 1));
    await u.click(within(cart()).getByRole('button', { name: 'Remover Camiseta do carrinho' }));
    // No items: nothing to preview, and nothing to finish.
    await waitFor(() => expect(figure('Total')).toBe('R$ 0,00'));
    expect(callsTo(calls, PATHS.preview)).toHaveLength(asked + 1);
    expect(within(cart()).getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();
  });

  it('lets the member pick another service when the one kept is not offered at the new address', async () => {
    const u = userEvent.setup();
    const { calls } = mockShopApi({
      preview: (c) => {
        const body = c.body as { DeliveryType: number | null; DeliveryAddressId: number };
        return body.DeliveryType === 41106 && body.DeliveryAddressId === 31 ? failBody(422, 'Tipo de entrega indisponível para este pedido.') : undefined;
      },
    });
    renderShop();
    await addToCart(u, 'Caneca');
    const service = () => within(cart()).getByLabelText('Serviço de entrega');
    await waitFor(() => expect(service()).toHaveValue('40010'));
    await u.selectOptions(service(), '41106');
    await waitFor(() => expect(figure('Frete')).toBe('R$ 15,00'));

    await u.selectOptions(within(cart()).getByLabelText('Endereço de entrega'), 'Casa - Praça da Sé, 1 - São Paulo/SP');
    expect(await screen.findByText('Tipo de entrega indisponível para este pedido.')).toBeInTheDocument();
    expect(within(cart()).getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();
    expect(service()).toBeEnabled();
    await u.selectOptions(service(), '40010');
    await waitFor(() => expect(figure('Frete')).toBe('R$ 25,00'));
    expect(callsTo(calls, PATHS.preview).at(-1)!.body).toMatchObject({ DeliveryType: 40010, DeliveryAddressId: 31 });
    await waitFor(() => expect(within(cart()).getByRole('button', { name: 'Finalizar compra' })).toBeEnabled());
  });

  it('does not preview without an address, and links to add one', async () => {
    const u = userEvent.setup();
    const { calls } = mockShopApi({ addresses: [] });
    renderShop();
    await addToCart(u, 'Caneca');
    await waitFor(() => expect(cartLines()).toEqual(['Caneca']));
    expect(within(cart()).getByRole('link', { name: 'Cadastrar endereço' })).toHaveAttribute('href', '/my-profile/adresses/new');
    expect(figure('Total')).toBe('R$ 35,00');
    expect(callsTo(calls, PATHS.preview)).toHaveLength(0);
    expect(within(cart()).getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();
  });

  it('says in the cart, not in a toast, why it cannot be placed (a minimum order), until the cart changes', async () => {
    const u = userEvent.setup();
    const minimum = 'O valor mínimo do pedido é de R$ 20,00.';
    const { calls } = mockShopApi({
      preview: (c) => ((c.body as OrderPreviewRequest).Items[0]!.Quantity < 2 ? failBody(422, minimum) : undefined),
    });
    renderShop();
    await addToCart(u, 'Caneca');
    const problem = await within(cart()).findByRole('alert', { name: 'Problema no carrinho' });
    expect(problem).toHaveTextContent(minimum);
    expect(screen.getAllByText(minimum)).toHaveLength(1);
    expect(within(cart()).getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();

    const asked = callsTo(calls, PATHS.preview).length;
    await addToCart(u, 'Caneca');
    await waitFor(() => expect(callsTo(calls, PATHS.preview).length).toBeGreaterThan(asked));
    await waitFor(() => expect(within(cart()).queryByRole('alert', { name: 'Problema no carrinho' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(cart()).getByRole('button', { name: 'Finalizar compra' })).toBeEnabled());
    expect(screen.queryByText(minimum)).not.toBeInTheDocument();
  });

  it('shows a generic error when the preview is Forbidden', async () => {
    const u = userEvent.setup();
    mockShopApi({ preview: () => failBody(403, 'Administradores não compram na loja: entre com uma conta de sócio.') });
    renderShop();
    await addToCart(u, 'Caneca');
    expect(await screen.findByText('Você não tem permissão para acessar este recurso.')).toBeInTheDocument();
    expect(screen.queryByText(/Administradores não compram/)).not.toBeInTheDocument();
    expect(within(cart()).getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();
  });

  it('places the order with the service shown, toasts, empties the cart and opens the payment page of its invoice', async () => {
    const u = userEvent.setup();
    const { calls } = mockShopApi();
    renderShop();
    await addToCart(u, 'Camiseta', { option: 'Cor: Verde', quantity: '2' });
    const finish = within(cart()).getByRole('button', { name: 'Finalizar compra' });
    await waitFor(() => expect(finish).toBeEnabled());
    await u.click(finish);
    expect(await screen.findByText('Sucesso! Pague sua fatura para concluir o Pedido.')).toBeInTheDocument();
    expect(await screen.findByText('Em /financial/payment?token=tok-501')).toBeInTheDocument();
    expect(callsTo(calls, PATHS.create)[0]!.body).toEqual({
      Items: [{ ProductId: 1, Quantity: 2, ItemsFeatures: [6] }],
      DeliveryType: 40010,
      DeliveryAddressId: 32,
      StoreUsername: null,
    });
    expect(JSON.parse(localStorage.getItem(cartStorageKey('ana')) ?? '{"lines":[]}').lines).toEqual([]);
  });

  it("keeps the cart when the order is refused, with the server's message", async () => {
    const u = userEvent.setup();
    mockShopApi({ create: () => failBody(422, 'Este produto não possui estoque o suficiente. Estoque Atual: 1') });
    renderShop();
    await addToCart(u, 'Camiseta', { option: 'Cor: Verde', quantity: '2' });
    const finish = within(cart()).getByRole('button', { name: 'Finalizar compra' });
    await waitFor(() => expect(finish).toBeEnabled());
    await u.click(finish);
    expect(await screen.findByText('Este produto não possui estoque o suficiente. Estoque Atual: 1')).toBeInTheDocument();
    expect(cartLines()).toEqual(['Camiseta']);
    expect(screen.queryByText(/^Em \//)).not.toBeInTheDocument();
  });
});
