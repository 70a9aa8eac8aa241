import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLE_IDS } from '@clube/contract';
import type { AdminProductEntry } from '@clube/contract/products';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { failBody, mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import ProductsApprovalPage from '../pages/ProductsApprovalPage';

const LIST = '/api/admin/products/getAllProducts';
const TIMELINE = '/api/admin/audit/getTimeline';

const entry = (id: number, over: Partial<AdminProductEntry['Product']> = {}): AdminProductEntry => ({
  Product: {
    Id: id,
    UserId: 7,
    IsOfficeProduct: false,
    Type: 1,
    TypeFormatted: 'Produto',
    Name: `Liquidificador ${id}`,
    Description: 'Copo de vidro de 2 litros.',
    Price: 250,
    DealerDiscount: 30,
    DealerPrice: 220,
    Weight: 1500,
    Length: 30,
    Width: 20,
    Height: 25,
    NumberOfSales: 0,
    Categories: [],
    Status: 4,
    StatusFormatted: 'Disponível B2B e B2C',
    StatusColor: 'green',
    OfficeStatus: 1,
    OfficeStatusFormatted: 'Pendente',
    OfficeStatusColor: 'yellow',
    NeedsChangeMessage: null,
    OfficePercentage: 12.5,
    NCM: null,
    Code: null,
    UnilevelId: null,
    Created: '2026-03-10T15:00:00.000Z',
    Updated: '2026-03-10T15:00:00.000Z',
    ...over,
  },
  ProductImages: [{ Id: 1, StoredFile: { Id: 4, FullUrl: '/api/files/4/frente.png', ContentType: 'image/png', OriginalFileName: 'frente.png' } }],
  Stocks: [],
  Seller: { Id: 7, Name: 'Ana Vendedora', Username: 'ana' },
});
const accepted = (e: AdminProductEntry) => ({ ...e, Product: { ...e.Product, OfficeStatus: 2, OfficeStatusFormatted: 'Aceito', OfficeStatusColor: 'green' } });
const paged = (Data: unknown[]) => ({
  body: { IsSuccess: true, Message: null, Data, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: Data.length, AllPages: [1] } },
});

function setup(rows: AdminProductEntry[], extra: (c: Call) => ReturnType<typeof okBody> | ReturnType<typeof failBody> | undefined = () => undefined) {
  return mockFetch((c) => {
    if (c.path === LIST) return paged(rows);
    if (c.path === TIMELINE) return okBody([]);
    return extra(c);
  });
}

function render(route = '/configurations/products') {
  return renderWithProviders(
    <>
      <ProductsApprovalPage />
      <LocationProbe />
    </>,
    { route },
  );
}

async function openDrawer(u: ReturnType<typeof userEvent.setup>, id: number) {
  await u.click(await screen.findByRole('button', { name: `Detalhes do produto ${id}` }));
  return screen.findByRole('dialog', { name: `Produto #${id}` });
}

beforeEach(() => {
  notifications.clean();
  setAuthData({
    IsAuth: true,
    RolesIds: STAFF_ROLE_IDS.Catalog,
    AccessToken: 'token-cat',
    ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(),
    Username: 'catalogo',
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('/configurations/products', () => {
  it('lists the Pendente products with their sellers; the Situação goes to the URL and the request', async () => {
    const u = userEvent.setup();
    const { calls } = setup([entry(3)]);
    render();
    expect(await screen.findByText('Liquidificador 3')).toBeInTheDocument();
    expect(screen.getByText('Ana Vendedora')).toBeInTheDocument();
    expect(calls.find((c) => c.path === LIST)!.body).toMatchObject({ OfficeStatus: 1, PaginationSettings: { Page: 1, RowsPerPage: 50 } });
    await u.selectOptions(screen.getByLabelText('Situação'), 'Precisa de alteração');
    await screen.findByText('Em /configurations/products?officeStatus=3');
    await waitFor(() => expect(calls.filter((c) => c.path === LIST).at(-1)!.body).toMatchObject({ OfficeStatus: 3 }));
  });

  it('the drawer shows images, prices, seller and description, and the timeline of product:<id>', async () => {
    const u = userEvent.setup();
    const { calls } = setup([entry(3)]);
    render();
    const drawer = await openDrawer(u, 3);
    expect(within(drawer).getByRole('img', { name: 'Imagem 1 de Liquidificador 3' })).toHaveAttribute('src', '/api/files/4/frente.png');
    for (const text of [/R\$\s250,00/, /R\$\s30,00/, /R\$\s220,00/, '12,5%', 'Ana Vendedora (ana)', 'Copo de vidro de 2 litros.', '1500 g']) {
      expect(within(drawer).getByText(text)).toBeInTheDocument();
    }
    await waitFor(() => expect(calls.find((c) => c.path === TIMELINE)?.query.get('Target')).toBe('product:3'));
  });

  it("'Aceitar' confirms, accepts and shows the new situation", async () => {
    const u = userEvent.setup();
    const e = entry(3);
    const { calls } = setup([e], (c) => (c.path === '/api/admin/products/3/accept' ? okBody(accepted(e), 'Produto aceito com Sucesso.') : undefined));
    render();
    const drawer = await openDrawer(u, 3);
    await u.click(within(drawer).getByRole('button', { name: 'Aceitar' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Aceitar produto #3' })).getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText('Produto aceito com Sucesso.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/products/3/accept')!.body).toEqual({});
    expect(await within(drawer).findByText('Aceito')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Aceitar' })).not.toBeInTheDocument();
  });

  it("'Solicitar alteração' needs the message the seller reads; 'Recusar' sends its optional reason", async () => {
    const u = userEvent.setup();
    const e = entry(3);
    const { calls } = setup([e], (c) => {
      if (c.path === '/api/admin/products/3/requestChanges')
        return okBody(
          { ...e, Product: { ...e.Product, OfficeStatus: 3, OfficeStatusFormatted: 'Precisa de alteração', NeedsChangeMessage: 'Envie fotos.' } },
          'Solicitação de alteração enviada com Sucesso.',
        );
      if (c.path === '/api/admin/products/3/refuse')
        return okBody({ ...e, Product: { ...e.Product, OfficeStatus: 0, OfficeStatusFormatted: 'Recusado' } }, 'Produto recusado com Sucesso.');
      return undefined;
    });
    render();
    const drawer = await openDrawer(u, 3);
    await u.click(within(drawer).getByRole('button', { name: 'Solicitar alteração' }));
    const ask = await screen.findByRole('dialog', { name: 'Solicitar alteração no produto #3' });
    await u.click(within(ask).getByRole('button', { name: 'Solicitar alteração' }));
    expect(await within(ask).findByText('Mensagem de alteração é obrigatória.')).toBeInTheDocument();
    await u.type(within(ask).getByLabelText(/^Mensagem para o vendedor/), 'Envie fotos.');
    await u.click(within(ask).getByRole('button', { name: 'Solicitar alteração' }));
    expect(await screen.findByText('Solicitação de alteração enviada com Sucesso.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/products/3/requestChanges')!.body).toEqual({ NeedsChangeMessage: 'Envie fotos.' });
    expect(await within(drawer).findByText('Envie fotos.')).toBeInTheDocument();

    await u.click(within(drawer).getByRole('button', { name: 'Recusar' }));
    const refuse = await screen.findByRole('dialog', { name: 'Recusar produto #3' });
    await u.type(within(refuse).getByLabelText(/^Motivo/), 'Foto de outro produto.');
    await u.click(within(refuse).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('Produto recusado com Sucesso.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/products/3/refuse')!.body).toEqual({ Reason: 'Foto de outro produto.' });
  });

  it("bulk 'Aceitar' runs the selected rows one by one and shows each result", async () => {
    const u = userEvent.setup();
    const rows = [entry(3), entry(4)];
    const { calls } = setup(rows, (c) => {
      if (c.path === '/api/admin/products/3/accept') return okBody(accepted(rows[0]!), 'Produto aceito com Sucesso.');
      if (c.path === '/api/admin/products/4/accept') return failBody(409, 'O produto já está nesta situação.');
      return undefined;
    });
    render();
    await u.click(await screen.findByLabelText('Selecionar produto 3'));
    await u.click(screen.getByLabelText('Selecionar produto 4'));
    await u.click(screen.getByRole('button', { name: 'Aceitar (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aceitar' });
    expect(confirm).toHaveTextContent('Aceitar os 2 produtos selecionados?');
    await u.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    const result = await screen.findByRole('table', { name: 'Resultado por linha' });
    expect(within(result).getByText('#3 · Liquidificador 3')).toBeInTheDocument();
    expect(within(result).getByText('O produto já está nesta situação.')).toBeInTheDocument();
    expect(calls.filter((c) => /\/accept$/.test(c.path))).toHaveLength(2);
  });
});
