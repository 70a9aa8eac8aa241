import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { getAllOrders, getOrderById, updateOrderToDelivered, type GetAllOrdersRequest, type Order } from '@clube/contract/orders';
import { clearAuthData } from '../../../lib/auth-storage';
import { mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import { createdOrder } from '../../shop/__tests__/fixtures';
import OrdersPage from '../pages/OrdersPage';

configure({ asyncUtilTimeout: 5000 });

const LIST = getAllOrders.path;
const BY_ID = getOrderById.path;
const DELIVERED = (id: number) => updateOrderToDelivered.path.replace(':id', String(id));

const order = (over: Partial<Order>) => createdOrder({ InvoiceToken: null, InvoiceId: null, ...over });
const paid = { Status: 2, StatusFormatted: 'Pago', StatusColor: 'green' };

const item = (id: number, name: string) => ({ Id: id, Product: { Id: id, Name: name }, Quantity: 1, Price: 100, Discount: 10, FeaturesIds: [] });
const mine = [
  order({
    Id: 11,
    FixedTotalValue: 205,
    DeliveryValue: 25,
    Created: '2026-03-10T15:00:00.000Z',
    InvoiceToken: 'tok-11',
    OrderItems: [item(1, 'Camiseta'), item(2, 'Caneca'), item(3, 'Camiseta')],
  }),
];
const theirs = [
  order({
    Id: 21,
    FixedTotalValue: 99.9,
    DeliveryValue: 12.5,
    Created: '2026-02-01T15:00:00.000Z',
    ...paid,
    PaidOn: '2026-02-01T16:30:00.000Z',
    OrderItems: [item(4, 'Agenda')],
    User: { Id: 8, Name: 'Bruno Lima', Email: 'bruno@clube.test', PhoneOne: '11987654321' },
  }),
  order({ Id: 22, Status: 3, StatusFormatted: 'Entregue', StatusColor: 'blue' }),
  order({ Id: 23 }),
];

function setup() {
  let delivered = false;
  const { calls } = mockFetch((c: Call) => {
    if (c.path === LIST) {
      const clients = (c.body as GetAllOrdersRequest).GetClientsOrders;
      const rows = clients ? theirs.map((o) => (o.Id === 21 && delivered ? { ...o, Status: 3, StatusFormatted: 'Entregue', StatusColor: 'blue' } : o)) : mine;
      return { body: { IsSuccess: true, Message: null, Data: rows, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: rows.length, AllPages: [1] } } };
    }
    if (c.path === BY_ID) {
      const id = (c.body as { Id: number }).Id;
      const found = [...mine, ...theirs].find((o) => o.Id === id)!;
      return okBody({
        ...found,
        DeliveryAddress: {
          ZipCode: '20040002',
          City: 'Rio de Janeiro',
          State: 'RJ',
          Street: 'Rua da Assembleia',
          Number: '10',
          District: 'Centro',
          Complement: 'Sala 5',
        },
        OrderItems: [
          { Id: 1, Product: { Id: 1, Name: 'Camiseta' }, Quantity: 2, Price: 100, Discount: 10, FeaturesIds: [6] },
          { Id: 2, Product: { Id: 2, Name: 'Caneca' }, Quantity: 1, Price: 40, Discount: 5, FeaturesIds: [] },
        ],
      });
    }
    if (c.method === 'PUT' && c.path === DELIVERED(21)) {
      delivered = true;
      return okBody({ ...theirs[0]!, Status: 3, StatusFormatted: 'Entregue', StatusColor: 'blue' });
    }
    return undefined;
  });
  return calls;
}

const rowOf = (id: number) => screen.getByRole('cell', { name: String(id) }).closest('tr')!;
const cells = (id: number) =>
  within(rowOf(id))
    .getAllByRole('cell')
    .map((c) => c.textContent!.replace(/\s/g, ' '));

beforeEach(() => {
  notifications.clean();
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('OrdersPage', () => {
  it("lists the member's purchases, then his clients' orders, 50 a page", async () => {
    const u = userEvent.setup();
    const calls = setup();
    renderWithProviders(<OrdersPage />, { route: '/marketplace/orders' });
    expect(await screen.findByText('1 resultado(s)')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Seus Pedidos', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Produtos', 'Total', 'Frete', 'Data da Compra', 'Status', '']);
    expect(cells(11).slice(0, 6)).toEqual(['11', 'Camiseta, Caneca', 'R$ 205,00', 'R$ 25,00', '10/03/2026', 'Aguardando Pagamento']);
    // An order waiting for its payment leads to its invoice.
    expect(within(rowOf(11)).getByRole('link', { name: 'Pagar Fatura: pedido 11' })).toHaveAttribute('href', '/financial/payment?token=tok-11');
    expect(screen.queryByRole('button', { name: /Marcar como Entregue/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === LIST)[0]!.body).toMatchObject({
      GetClientsOrders: false,
      GetMoreDetails: true,
      PaginationSettings: { Page: 1, RowsPerPage: 50 },
    });

    await u.click(screen.getByRole('tab', { name: 'Pedidos dos Seus Clientes' }));
    expect(await screen.findByText('3 resultado(s)')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === LIST).at(-1)!.body).toMatchObject({ GetClientsOrders: true });
    // His clients' orders say who bought; the seller has no invoice to pay.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Produtos',
      'Cliente',
      'Total',
      'Frete',
      'Data da Compra',
      'Status',
      '',
    ]);
    expect(cells(21).slice(0, 7)).toEqual(['21', 'Agenda', 'Bruno Lima', 'R$ 99,90', 'R$ 12,50', '01/02/2026', 'Pago']);
    expect(screen.queryByRole('link', { name: /Pagar Fatura/ })).not.toBeInTheDocument();
    // Only a Pago order can be marked delivered.
    expect(within(rowOf(21)).getByRole('button', { name: /Marcar como Entregue/ })).toBeInTheDocument();
    expect(within(rowOf(22)).queryByRole('button', { name: /Marcar como Entregue/ })).not.toBeInTheDocument();
    expect(within(rowOf(23)).queryByRole('button', { name: /Marcar como Entregue/ })).not.toBeInTheDocument();
  });

  it('marks a paid order delivered after the confirmation, and not before', async () => {
    const u = userEvent.setup();
    const calls = setup();
    renderWithProviders(<OrdersPage />, { route: '/marketplace/orders?tab=clientes' });
    await u.click(await screen.findByRole('button', { name: 'Marcar como Entregue: pedido 21' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tem certeza que deseja Atualizar status do Pedido para Entregue?')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Marcar como Entregue: pedido 21' }));
    dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Pedido atualizado com Sucesso.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([DELIVERED(21)]);
    // The list reloads with the new status; the button is gone.
    await waitFor(() => expect(cells(21)[6]).toBe('Entregue'));
    expect(within(rowOf(21)).queryByRole('button', { name: /Marcar como Entregue/ })).not.toBeInTheDocument();
  });

  it('opens the details: user, delivery address and items with name, quantity, price and discount', async () => {
    const u = userEvent.setup();
    const calls = setup();
    renderWithProviders(<OrdersPage />, { route: '/marketplace/orders?tab=clientes' });
    await u.click(await screen.findByRole('button', { name: 'Detalhes do pedido 21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedido #21' });
    expect(await within(dialog).findByText('Bruno Lima')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === BY_ID).map((c) => c.body)).toEqual([{ Id: 21 }]);
    expect(within(dialog).getByText('bruno@clube.test')).toBeInTheDocument();
    // The timeline: placed and paid with their dates, delivery still ahead.
    const timeline = within(dialog).getByRole('group', { name: 'Andamento do pedido' });
    expect(timeline.textContent!.replace(/\s/g, ' ')).toMatch(/^Pedido realizado01\/02\/2026.*Pago01\/02\/2026.*Entregue-$/);
    expect(within(dialog).getByText('Rua da Assembleia, 10')).toBeInTheDocument();
    expect(within(dialog).getByText('Sala 5')).toBeInTheDocument();
    expect(within(dialog).getByText('Centro - Rio de Janeiro/RJ')).toBeInTheDocument();
    expect(within(dialog).getByText('CEP 20040-002')).toBeInTheDocument();
    const items = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent!.replace(/\s/g, ' ')),
      );
    expect(items).toEqual([
      ['Camiseta', '2', 'R$ 100,00', 'R$ 10,00'],
      ['Caneca', '1', 'R$ 40,00', 'R$ 5,00'],
    ]);
  });

  it('offers the buyer the payment of an order still awaiting it', async () => {
    const u = userEvent.setup();
    setup();
    renderWithProviders(<OrdersPage />, { route: '/marketplace/orders' });
    await u.click(await screen.findByRole('button', { name: 'Detalhes do pedido 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedido #11' });
    expect(await within(dialog).findByRole('link', { name: 'Pagar Fatura' })).toHaveAttribute('href', '/financial/payment?token=tok-11');
  });
});
