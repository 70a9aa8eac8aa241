import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { UserType } from '@clube/contract';
import { getAuthUserData } from '@clube/contract/accounts';
import { createNewOrderPreview, createNewOrderWithInvoice, type OrderPreviewRequest } from '@clube/contract/orders';
import { clearAuthData, getAuthData } from '../../../lib/auth-storage';
import { storeOfSession } from '../../../lib/store-client';
import { failBody, mockFetch, okBody, type Answer, type Call } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import { authUserData, casa, individual } from '../../profile/__tests__/fixtures';
import { camiseta, caneca, createdOrder, previewOf } from '../../shop/__tests__/fixtures';
import { storeCartKey } from '../lib/storeCartKey';
import StorePage from '../pages/StorePage';

// A busy two-core machine renders the first page in more than the default second.
configure({ asyncUtilTimeout: 5000 });

/** The store answers B2C prices: no dealer discount. */
const b2c = <T extends typeof camiseta>(e: T): T => ({ ...e, Product: { ...e.Product, DealerDiscount: 0, DealerPrice: e.Product.Price } });
const products = [b2c(camiseta), b2c(caneca)];

const PATHS = {
  header: '/api/store/public/getStoreByUsername/loja.ana',
  categories: '/api/store/public/getAllStoreCategories/loja.ana',
  products: '/api/store/public/getAllStoreProducts/loja.ana',
  signUp: '/api/store/public/registerStoreClient/loja.ana',
  login: '/api/store/public/getAuthToken',
  authUser: getAuthUserData.path,
  preview: createNewOrderPreview.path,
  create: createNewOrderWithInvoice.path,
  zip: '/api/helpers/zipCode/consultZipCode',
};

const session = {
  Message: 'Login realizado com sucesso.',
  IsAuth: true,
  AccessToken: 'client-token',
  ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(),
  RolesIds: [-1, -3, 7],
  Username: 'cliente.0a1b2c3d4e',
};
const storeClient = {
  ...individual,
  Id: 40,
  Name: 'Carla Cliente',
  Username: 'cliente.0a1b2c3d4e',
  UserType: UserType.UserStore,
  Sponsor: { Name: 'Ana Vendedora', Username: 'loja.ana', PhoneOne: null, Email: 'ana@clube.test' },
};

function mockStoreApi(over: { header?: () => Answer; me?: unknown } = {}) {
  return mockFetch((call: Call) => {
    // Usernames are one store in any case.
    const c = { ...call, path: call.path.replace(/\/LOJA\.ANA$/i, '/loja.ana') };
    if (c.path === PATHS.header) return over.header?.() ?? okBody({ Name: 'Ana Vendedora', Username: 'loja.ana' });
    if (c.path === PATHS.categories) return okBody([{ Id: 4, Name: 'Vestuário' }]);
    if (c.path === PATHS.products)
      return { body: { IsSuccess: true, Message: null, Data: products, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: 2, AllPages: [1] } } };
    if (c.path === PATHS.signUp) return okBody(session, 'Cadastro realizado com sucesso! Agora é só finalizar a sua compra.');
    if (c.path === PATHS.login) return okBody(session, 'Login realizado com sucesso.');
    if (c.path === PATHS.authUser) return okBody(over.me ?? authUserData(storeClient, [casa]));
    if (c.path === PATHS.zip) return okBody({ Street: 'Avenida Paulista', Neighborhood: 'Bela Vista', City: 'São Paulo', State: 'SP' });
    if (c.path === PATHS.preview) return okBody(previewOf(c.body as OrderPreviewRequest, products));
    if (c.path === PATHS.create) return okBody(createdOrder({ Type: 5, DiscountValue: 0, InvoiceToken: 'tok-b2c' }));
    return undefined;
  });
}

function renderStore(route = '/store/loja.ana') {
  return renderWithProviders(
    <Routes>
      <Route path="/store/:username" element={<StorePage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

type U = ReturnType<typeof userEvent.setup>;
const cart = () => screen.getByRole('complementary', { name: 'Carrinho' });
const cartLines = () =>
  within(cart())
    .queryAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));
const figure = (label: string) =>
  within(within(cart()).getByRole('group', { name: label }))
    .getByText(/R\$/)
    .textContent!.replace(/\s/g, ' ');
const finishButton = () => within(cart()).getByRole('button', { name: 'Finalizar compra' });
const field = (label: string) => screen.getByLabelText(label);

async function addCaneca(u: U, quantity = '2') {
  await u.click(await screen.findByRole('button', { name: 'Caneca' }));
  await screen.findByRole('heading', { name: 'Caneca', level: 3 });
  await u.clear(field('Quantidade'));
  await u.type(field('Quantidade'), quantity);
  await u.click(screen.getByRole('button', { name: 'Adicionar' }));
}

beforeEach(() => {
  notifications.clean();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clearAuthData();
  localStorage.clear();
});

describe('StorePage: a visitor', () => {
  it("shows the member's store, his products at the list price, and asks the listing without a session", async () => {
    const { calls } = mockStoreApi();
    renderStore();
    expect(await screen.findByRole('heading', { name: 'Loja de Ana Vendedora' })).toBeInTheDocument();
    expect(screen.getByText('@loja.ana')).toBeInTheDocument();
    const card = await screen.findByRole('button', { name: 'Camiseta' });
    expect(within(card).getByLabelText('Preço').textContent!.replace(/\s/g, ' ')).toBe('R$ 100,00');
    expect(screen.queryByLabelText('Preço de tabela')).not.toBeInTheDocument();
    const listing = calls.find((c) => c.path === PATHS.products)!;
    expect(listing.body).toEqual({ PaginationSettings: { Page: 1, RowsPerPage: 24 }, ProductType: 1, Categories: null, Name: null, DeliveryAddressId: null });
    expect(listing.headers['Authorization']).toBeUndefined();
    expect(calls.some((c) => c.path === PATHS.authUser)).toBe(false);
    expect(await screen.findByRole('option', { name: 'Vestuário' })).toBeInTheDocument();
  });

  it('tells an unknown store apart, without an error toast', async () => {
    mockStoreApi({ header: () => failBody(404, 'Loja não encontrada.') });
    renderStore('/store/ninguem');
    expect(await screen.findByRole('heading', { name: 'Loja não encontrada.' })).toBeInTheDocument();
  });

  it('keeps the cart across a reload, at the list price, with no freight before the sign-up', async () => {
    mockStoreApi();
    const u = userEvent.setup();
    const first = renderStore();
    await addCaneca(u);
    expect(cartLines()).toEqual(['Caneca']);
    expect(figure('Subtotal')).toBe('R$ 80,00');
    expect(figure('Total')).toBe('R$ 80,00');
    expect(within(cart()).getByText('O frete é calculado para o seu endereço ao finalizar a compra.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storeCartKey('loja.ana'))!).lines).toHaveLength(1);
    first.unmount();
    renderStore('/store/LOJA.ANA');
    await screen.findByRole('heading', { name: 'Loja de Ana Vendedora' });
    expect(cartLines()).toEqual(['Caneca']);
  });

  it("signs up at 'Finalizar compra', then buys B2C in this store and goes to the payment page", async () => {
    const { calls } = mockStoreApi();
    const u = userEvent.setup();
    renderStore();
    await addCaneca(u, '1');
    await u.click(finishButton());

    await u.type(await screen.findByLabelText('Nome'), 'Carla Cliente');
    await u.type(field('CPF'), '52998224725');
    await u.type(field('Telefone'), '11987654321');
    await u.type(field('Email'), 'carla@cliente.test');
    await u.type(field('Senha'), 'segredo123');
    await u.type(field('Confirmar Senha'), 'segredo123');
    await u.type(field('CEP'), '01310100');
    await waitFor(() => expect(field('Rua')).toHaveValue('Avenida Paulista'));
    await u.type(field('Número'), '1000');
    await u.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByText('Cadastro realizado com sucesso! Agora é só finalizar a sua compra.')).toBeInTheDocument();
    const signUp = calls.find((c) => c.path === PATHS.signUp)!;
    expect(signUp.body).toMatchObject({
      Name: 'Carla Cliente',
      Email: 'carla@cliente.test',
      PersonType: 1,
      RegionalId: '52998224725',
      Address: { ZipCode: '01310100', Number: '1000' },
    });
    // Signed in as the login would: the session is stored.
    expect(getAuthData()).toMatchObject({ IsAuth: true, AccessToken: 'client-token', RolesIds: [-1, -3, 7] });

    // Now the client's address and the freight of the preview; the cart survived the sign-up.
    expect(await within(cart()).findByLabelText('Endereço de entrega')).toBeInTheDocument();
    await waitFor(() => expect(figure('Frete')).toBe('R$ 25,00'));
    expect(cartLines()).toEqual(['Caneca']);
    expect(figure('Total')).toBe('R$ 65,00');
    // B2C: no dealer discount to show.
    expect(within(cart()).queryByRole('group', { name: 'Desconto' })).not.toBeInTheDocument();
    const listings = calls.filter((c) => c.path === PATHS.products);
    expect(listings.at(-1)!.body).toMatchObject({ DeliveryAddressId: casa.AddressId });

    await waitFor(() => expect(finishButton()).toBeEnabled());
    await u.click(finishButton());
    expect(await screen.findByText('Em /financial/payment?token=tok-b2c')).toBeInTheDocument();
    const create = calls.find((c) => c.path === PATHS.create)!;
    expect(create.body).toEqual({
      Items: [{ ProductId: caneca.Product.Id, Quantity: 1, ItemsFeatures: [] }],
      DeliveryType: 40010,
      DeliveryAddressId: casa.AddressId,
      StoreUsername: 'loja.ana',
    });
    expect(JSON.parse(localStorage.getItem(storeCartKey('loja.ana')) ?? '{"lines":[]}').lines).toEqual([]);
  });

  it('lets a returning client sign in with his e-mail', async () => {
    const { calls } = mockStoreApi();
    const u = userEvent.setup();
    renderStore();
    await u.click(await screen.findByRole('button', { name: 'Já sou cliente? Entrar' }));
    await u.type(field('Email'), 'carla@cliente.test');
    await u.type(field('Senha'), 'segredo123');
    await u.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(getAuthData()).toMatchObject({ AccessToken: 'client-token' }));
    expect(calls.find((c) => c.path === PATHS.login)!.body).toEqual({ Email: 'carla@cliente.test', Password: 'segredo123' });
    expect(await within(cart()).findByLabelText('Endereço de entrega')).toBeInTheDocument();
    // Signing out of the office later leads back here (lib/store-client).
    expect(storeOfSession(getAuthData())).toBe('loja.ana');
  });
});

describe('StorePage: someone signed in who cannot buy here', () => {
  it("sends a member to the office's shop", async () => {
    signIn();
    mockStoreApi({ me: authUserData(individual, [casa]) });
    const u = userEvent.setup();
    renderStore();
    await addCaneca(u, '1');
    expect(await within(cart()).findByText(/Você está conectado como sócio/)).toBeInTheDocument();
    expect(within(cart()).getByRole('link', { name: 'Ir para a Loja' })).toHaveAttribute('href', '/marketplace/shop');
    expect(finishButton()).toBeDisabled();
  });

  it("sends another store's client to his own store", async () => {
    signIn([-1, -3, 7]);
    mockStoreApi({ me: authUserData({ ...storeClient, Sponsor: { ...storeClient.Sponsor, Username: 'loja.bia' } }, [casa]) });
    const u = userEvent.setup();
    renderStore();
    await addCaneca(u, '1');
    expect(await within(cart()).findByText(/Você só pode comprar na loja de quem o cadastrou./)).toBeInTheDocument();
    expect(within(cart()).getByRole('link', { name: 'Ir para a sua loja' })).toHaveAttribute('href', '/store/loja.bia');
    expect(finishButton()).toBeDisabled();
  });
});
