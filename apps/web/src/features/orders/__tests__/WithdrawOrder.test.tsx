import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { confirmOrderReturn, getAllOrders, withdrawOrder, type GetAllOrdersRequest } from '@clube/contract/orders';
import { clearAuthData } from '../../../lib/auth-storage';
import { mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import { createdOrder } from '../../shop/__tests__/fixtures';
import OrdersPage from '../pages/OrdersPage';

configure({ asyncUtilTimeout: 5000 });

const LIST = getAllOrders.path;
const WITHDRAW = (id: number) => withdrawOrder.path.replace(':id', String(id));
const RETURN = (id: number) => confirmOrderReturn.path.replace(':id', String(id));
const deadline = '2026-03-20T02:59:59.999Z';
/** Delivered yesterday: inside the 7 days (the API says so: CanWithdraw). */
const inWindow = {
  Status: 3,
  StatusFormatted: 'Entregue',
  StatusColor: 'blue',
  DeliveredOn: '2026-03-12T15:00:00.000Z',
  CanWithdraw: true,
  WithdrawalDeadline: deadline,
};
/** Delivered long ago: the window closed. */
const late = {
  Status: 3,
  StatusFormatted: 'Entregue',
  StatusColor: 'blue',
  DeliveredOn: '2026-01-12T15:00:00.000Z',
  CanWithdraw: false,
  WithdrawalDeadline: '2026-01-20T02:59:59.999Z',
};
const withdrawn = { Status: 4, StatusFormatted: 'Devolução pendente', StatusColor: 'orange', CanWithdraw: false, WithdrawnOn: '2026-03-13T15:00:00.000Z' };
const returned = { Status: 5, StatusFormatted: 'Devolvido', StatusColor: 'grape', ReturnedOn: '2026-03-15T15:00:00.000Z' };

/** 'Seus Pedidos': 31 inside its 7 days, 32 past them, 33 waiting for payment; the clients' tab: 41 withdrawn by its buyer. */
function setup() {
  let gone = false;
  let back = false;
  const { calls } = mockFetch((c: Call) => {
    if (c.path === LIST) {
      const clients = (c.body as GetAllOrdersRequest).GetClientsOrders;
      const rows = clients
        ? [createdOrder({ Id: 41, InvoiceId: null, InvoiceToken: null, ...withdrawn, ...(back ? returned : {}) })]
        : [createdOrder({ Id: 31, ...inWindow, ...(gone ? withdrawn : {}) }), createdOrder({ Id: 32, ...late }), createdOrder({ Id: 33 })];
      return { body: { IsSuccess: true, Message: null, Data: rows, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: rows.length, AllPages: [1] } } };
    }
    if (c.method === 'PUT' && c.path === WITHDRAW(31)) {
      gone = true;
      return okBody(createdOrder({ Id: 31, ...inWindow, ...withdrawn }));
    }
    if (c.method === 'PUT' && c.path === RETURN(41)) {
      back = true;
      return okBody(createdOrder({ Id: 41, ...withdrawn, ...returned }));
    }
    return undefined;
  });
  return calls;
}

const rowOf = (id: number) => screen.getByRole('cell', { name: String(id) }).closest('tr')!;
// ID, Produtos, (Cliente, in the clients' tab), Total, Frete, Data da Compra, Status.
const statusOf = (id: number, clients = false) => within(rowOf(id)).getAllByRole('cell')[clients ? 6 : 5]!.textContent;

beforeEach(() => {
  notifications.clean();
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe("'Desistir da compra' (CDC art. 49)", () => {
  it('is offered only on his orders inside the 7 days: not past them, not before payment, not in his clients tab', async () => {
    const u = userEvent.setup();
    setup();
    renderWithProviders(<OrdersPage />, { route: '/marketplace/orders' });
    expect(await within(await screen.findByRole('table')).findByRole('button', { name: 'Desistir da compra: pedido 31' })).toBeInTheDocument();
    expect(within(rowOf(32)).queryByRole('button', { name: /Desistir da compra/ })).not.toBeInTheDocument();
    expect(within(rowOf(33)).queryByRole('button', { name: /Desistir da compra/ })).not.toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Pedidos dos Seus Clientes' }));
    await screen.findByRole('cell', { name: '41' });
    expect(screen.queryByRole('button', { name: /Desistir da compra/ })).not.toBeInTheDocument();
  });

  it('withdraws after the confirmation, and not before; the list shows Devolução pendente', async () => {
    const u = userEvent.setup();
    const calls = setup();
    renderWithProviders(<OrdersPage />, { route: '/marketplace/orders' });
    await u.click(await screen.findByRole('button', { name: 'Desistir da compra: pedido 31' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/O valor pago volta pelo mesmo meio de pagamento/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Desistir da compra: pedido 31' }));
    dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Desejo desistir.' }));
    expect(await screen.findByText('Desistência registrada. O valor pago foi devolvido pelo mesmo meio de pagamento.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([WITHDRAW(31)]);
    await waitFor(() => expect(statusOf(31)).toBe('Devolução pendente'));
    expect(within(rowOf(31)).queryByRole('button', { name: /Desistir da compra/ })).not.toBeInTheDocument();
  });

  it("the seller confirms the return of a withdrawn order in his clients' tab", async () => {
    const u = userEvent.setup();
    const calls = setup();
    renderWithProviders(<OrdersPage />, { route: '/marketplace/orders' });
    await screen.findByRole('cell', { name: '31' });
    expect(screen.queryByRole('button', { name: /Confirmar devolução/ })).not.toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Pedidos dos Seus Clientes' }));
    await u.click(await screen.findByRole('button', { name: 'Confirmar devolução: pedido 41' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirma que o produto deste pedido voltou? O estoque será devolvido.')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Confirmar devolução' }));
    expect(await screen.findByText('Devolução confirmada. O estoque foi devolvido.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([RETURN(41)]);
    await waitFor(() => expect(statusOf(41, true)).toBe('Devolvido'));
  });
});
