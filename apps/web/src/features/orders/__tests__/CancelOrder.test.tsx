import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { cancelOrder, getAllOrders, type GetAllOrdersRequest } from '@clube/contract/orders';
import { clearAuthData } from '../../../lib/auth-storage';
import { mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import { createdOrder } from '../../shop/__tests__/fixtures';
import OrdersPage from '../pages/OrdersPage';

configure({ asyncUtilTimeout: 5000 });

const LIST = getAllOrders.path;
const CANCEL = (id: number) => cancelOrder.path.replace(':id', String(id));
const cancelled = { Status: 0, StatusFormatted: 'Cancelado', StatusColor: 'red' };
const paid = { Status: 2, StatusFormatted: 'Pago', StatusColor: 'green' };

/** 'Seus Pedidos': order 11 waits for its payment, 12 is paid; the clients' tab has 21 waiting too. */
function setup(answer: 'ok' | 'paid meanwhile' = 'ok') {
  let gone = false;
  const { calls } = mockFetch((c: Call) => {
    if (c.path === LIST) {
      const clients = (c.body as GetAllOrdersRequest).GetClientsOrders;
      const rows = clients
        ? [createdOrder({ Id: 21 })]
        : [createdOrder({ Id: 11, ...(gone ? cancelled : {}) }), createdOrder({ Id: 12, InvoiceToken: null, ...paid })];
      return { body: { IsSuccess: true, Message: null, Data: rows, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: rows.length, AllPages: [1] } } };
    }
    if (c.method === 'PUT' && c.path === CANCEL(11)) {
      if (answer !== 'ok') return { status: 409, body: { IsSuccess: false, Message: 'Este pedido já foi pago e não pode ser cancelado.', Data: null } };
      gone = true;
      return okBody(createdOrder({ Id: 11, ...cancelled }));
    }
    return undefined;
  });
  return calls;
}

const rowOf = (id: number) => screen.getByRole('cell', { name: String(id) }).closest('tr')!;
// ID, Produtos, Total, Frete, Data da Compra, Status.
const statusOf = (id: number) => within(rowOf(id)).getAllByRole('cell')[5]!.textContent;

beforeEach(() => {
  notifications.clean();
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe("'Cancelar pedido' in 'Seus Pedidos'", () => {
  it('is offered only on his own orders waiting for payment, never in his clients tab', async () => {
    const u = userEvent.setup();
    setup();
    renderWithProviders(<OrdersPage />, { route: '/marketplace/orders' });
    expect(await within(await screen.findByRole('table')).findByRole('button', { name: 'Cancelar pedido: pedido 11' })).toBeInTheDocument();
    expect(within(rowOf(12)).queryByRole('button', { name: /Cancelar pedido/ })).not.toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Pedidos dos Seus Clientes' }));
    await screen.findByRole('cell', { name: '21' });
    expect(screen.queryByRole('button', { name: /Cancelar pedido/ })).not.toBeInTheDocument();
  });

  it('cancels after the confirmation, and not before; the list shows it Cancelado', async () => {
    const u = userEvent.setup();
    const calls = setup();
    renderWithProviders(<OrdersPage />, { route: '/marketplace/orders' });
    await u.click(await screen.findByRole('button', { name: 'Cancelar pedido: pedido 11' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tem certeza que deseja cancelar este Pedido? A fatura será cancelada e os itens voltam ao estoque.')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Cancelar pedido: pedido 11' }));
    dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Desejo cancelar.' }));
    expect(await screen.findByText('Pedido cancelado com Sucesso.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([CANCEL(11)]);
    await waitFor(() => expect(statusOf(11)).toBe('Cancelado'));
    expect(within(rowOf(11)).queryByRole('button', { name: /Cancelar pedido/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal (paid meanwhile) as the error toast", async () => {
    const u = userEvent.setup();
    setup('paid meanwhile');
    renderWithProviders(<OrdersPage />, { route: '/marketplace/orders' });
    await u.click(await screen.findByRole('button', { name: 'Cancelar pedido: pedido 11' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desejo cancelar.' }));
    expect(await screen.findByText('Este pedido já foi pago e não pode ser cancelado.')).toBeInTheDocument();
  });
});
