import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import type { Transfer } from '@clube/contract/transfers';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { failBody, mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import TransferNewPage from '../pages/TransferNewPage';
import TransfersPage from '../pages/TransfersPage';

const WALLET = '/api/users/wallets/getUserWalletByWalletType/1';
const LIST = '/api/users/transfers/getAllUsersTransfers';
const USERS = '/api/users/getAllUsers';
const CREATE = '/api/users/transfers/createNewUserTransfer';

const ana = { Name: 'Ana Paula', Username: 'anapaula' };
const t = (over: Partial<Transfer>): Transfer => ({
  Id: 1,
  ToUser: { Name: 'Bruno Lima', Username: 'bruno' },
  FromUser: ana,
  Created: '2026-03-10T15:00:00.000Z',
  Value: 10,
  Status: 1,
  StatusFormatted: 'Concluída',
  StatusColor: 'green',
  Direction: 'Sent',
  ...over,
});
const paged = (Data: unknown[]) => ({
  body: { IsSuccess: true, Message: null, Data, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: Data.length, AllPages: [1] } },
});
const bruno = { Id: 42, Name: 'Bruno Lima', Username: 'bruno' };
const brunaX = { Id: 43, Name: 'Bruna Xavier', Username: 'brunax' };

function setup(opts: { balance?: number; list?: Transfer[]; create?: (c: Call) => ReturnType<typeof okBody> | ReturnType<typeof failBody> } = {}) {
  const list = [...(opts.list ?? [])];
  return mockFetch((c) => {
    if (c.url === WALLET) return okBody({ Amount: opts.balance ?? 100 });
    if (c.url === LIST) return paged(list);
    if (c.url === USERS) {
      const prefix = String((c.body as { Filters: { Username: string } }).Filters.Username).toLowerCase();
      return paged([bruno, brunaX].filter((u) => u.Username.startsWith(prefix)));
    }
    if (c.url === CREATE && opts.create) {
      const answer = opts.create(c);
      if ('body' in answer && answer.body.IsSuccess) list.unshift(answer.body.Data as Transfer);
      return answer;
    }
    return undefined;
  });
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/financial/transfers" element={<TransfersPage />} />
      <Route path="/financial/transfers/new" element={<TransferNewPage />} />
      <Route path="/financial/receipts/:kind/:id" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
const submit = () => screen.getByRole('button', { name: 'Realizar Transferência' });
const confirm = () => screen.findByRole('button', { name: 'Confirmar transferência' });
const back = () => screen.getByRole('button', { name: 'Voltar e editar' });
/** The review's value for a label ('Taxa' -> 'Sem taxa'). */
const reviewLine = (label: string) =>
  within(screen.getByRole('group', { name: 'Revise antes de confirmar' }))
    .getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent?.replace(/\s/g, ' ');

async function chooseBruno(u: ReturnType<typeof userEvent.setup>) {
  await u.type(field(/^Buscar usuário/), 'bru');
  await waitFor(() => expect(within(field(/^Usuário/)).getByRole('option', { name: 'bruno - Bruno Lima' })).toBeInTheDocument(), { timeout: 2000 });
  await u.selectOptions(field(/^Usuário/), '42');
}

beforeEach(() => {
  notifications.clean();
  setAuthData({
    IsAuth: true,
    RolesIds: MEMBER_ROLE_IDS,
    AccessToken: 'token',
    ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(),
    Username: 'anapaula',
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('TransfersPage', () => {
  it('shows the balance card, sent and received transfers, and the Transferir button', async () => {
    setup({
      balance: 250.5,
      list: [t({ Id: 2, Value: 5, Direction: 'Received', FromUser: { Name: 'Carla Dias', Username: 'carla' }, ToUser: ana }), t({ Id: 1, Value: 12.34 })],
    });
    renderAt('/financial/transfers');
    expect(await screen.findByText('2 resultado(s)')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Saldo disponível para Transferência' })).getByText('R$ 250,50')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Recebida de Carla Dias')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/\+ R\$\s5,00/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Bruno Lima')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('10/03/2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('R$ 12,34')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Concluída')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Comprovante 2' })).toHaveAttribute('href', '/financial/receipts/transfer/2');
    expect(within(rows[1]!).getByRole('link', { name: 'Comprovante 1' })).toHaveAttribute('href', '/financial/receipts/transfer/1');
    expect(screen.getByRole('link', { name: 'Transferir' })).toHaveAttribute('href', '/financial/transfers/new');
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/financial');
  });

  it('says so when there is nothing yet', async () => {
    setup({ list: [] });
    renderAt('/financial/transfers');
    expect(await screen.findByText('Nenhum resultado encontrado...')).toBeInTheDocument();
  });
});

describe('TransferNewPage', () => {
  it('shows the required messages and refuses more than the wallet', async () => {
    const u = userEvent.setup();
    const { calls } = setup({ balance: 100 });
    renderAt('/financial/transfers/new');
    await screen.findByText('R$ 100,00');
    await u.click(submit());
    expect(await screen.findByText('Usuário é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Valor é obrigatório.')).toBeInTheDocument();
    await chooseBruno(u);
    await u.type(field(/^Valor/), '100,01');
    expect(await screen.findByText('Saldo insuficiente para transferência.')).toBeInTheDocument();
    await u.click(submit());
    expect(calls.some((c) => c.url === CREATE)).toBe(false);
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/financial/transfers');
  });

  it('searches by username once the typing pauses for 500 ms, and shows the chosen id and name', async () => {
    const u = userEvent.setup();
    const { calls } = setup();
    renderAt('/financial/transfers/new');
    await u.type(field(/^Buscar usuário/), 'bru');
    expect(calls.filter((c) => c.url === USERS)).toHaveLength(0);
    await waitFor(() => expect(calls.filter((c) => c.url === USERS)).toHaveLength(1), { timeout: 2000 });
    expect(calls.find((c) => c.url === USERS)!.body).toMatchObject({ Filters: { Username: 'bru' }, PaginationSettings: { Page: 1, RowsPerPage: 50 } });
    await waitFor(() => expect(within(field(/^Usuário/)).getAllByRole('option')).toHaveLength(3));
    await u.selectOptions(field(/^Usuário/), '43');
    expect(field(/^ID do usuário/)).toHaveValue('43');
    expect(field(/^Nome do usuário/)).toHaveValue('Bruna Xavier');
    expect(field(/^ID do usuário/)).toHaveAttribute('readonly');
  });

  it('reviews before moving money: recipient, value, no fee, the balance after; back keeps what was typed', async () => {
    const u = userEvent.setup();
    const { calls } = setup({ balance: 100 });
    renderAt('/financial/transfers/new');
    await chooseBruno(u);
    await u.type(field(/^Valor/), '2550');
    await u.click(submit());
    await confirm();
    expect(reviewLine('Para')).toBe('Bruno Lima (@bruno)');
    expect(reviewLine('Valor')).toBe('R$ 25,50');
    expect(reviewLine('Taxa')).toBe('Sem taxa');
    expect(reviewLine('Valor recebido')).toBe('R$ 25,50');
    expect(reviewLine('Total debitado do saldo')).toBe('R$ 25,50');
    expect(reviewLine('Saldo atual')).toBe('R$ 100,00');
    expect(reviewLine('Saldo após a operação')).toBe('R$ 74,50');
    expect(calls.some((c) => c.url === CREATE)).toBe(false);
    await u.click(back());
    expect((field(/^Valor/) as HTMLInputElement).value).toMatch(/25,50?$/);
    expect(field(/^Nome do usuário/)).toHaveValue('Bruno Lima');
  });

  it('transfers once confirmed: sends the contract body with an idempotency key, toasts, opens the receipt; the list has the new transfer first', async () => {
    const u = userEvent.setup();
    const { calls } = setup({
      balance: 100,
      list: [t({ Id: 1, Value: 1 })],
      create: (c) => okBody({ ...t({ Id: 9, Value: (c.body as { Value: number }).Value }), WalletType: 1 }, 'Transferência realizada com sucesso.'),
    });
    renderAt('/financial/transfers');
    await u.click(await screen.findByRole('link', { name: 'Transferir' }));
    await chooseBruno(u);
    await u.type(field(/^Valor/), '2550');
    await u.click(submit());
    await u.click(await confirm());
    expect(await screen.findByText('Transferência realizada com sucesso.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === CREATE)!;
    expect(sent.body).toEqual({ ToUserId: 42, Value: 25.5, WalletType: 1, IdempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,100}$/) });
    expect(await screen.findByText('Em /financial/receipts/transfer/9')).toBeInTheDocument();
  });

  it('resends a failed confirmation with the same idempotency key, and a different transfer with a new one', async () => {
    const u = userEvent.setup();
    let attempt = 0;
    const { calls } = setup({ create: () => (++attempt <= 2 ? failBody(503, 'Serviço indisponível.') : okBody({ ...t({ Id: 5 }), WalletType: 1 })) });
    renderAt('/financial/transfers/new');
    await chooseBruno(u);
    await u.type(field(/^Valor/), '1000');
    await u.click(submit());
    await u.click(await confirm());
    await screen.findByText('Serviço indisponível.');
    await u.click(await confirm());
    await waitFor(() => expect(calls.filter((c) => c.url === CREATE)).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.url === CREATE).map((c) => (c.body as { IdempotencyKey: string }).IdempotencyKey);
    expect(second).toBe(first);
    await u.click(back());
    await u.clear(field(/^Valor/));
    await u.type(field(/^Valor/), '1100');
    await u.click(submit());
    await u.click(await confirm());
    await waitFor(() => expect(calls.filter((c) => c.url === CREATE)).toHaveLength(3));
    expect((calls.filter((c) => c.url === CREATE)[2]!.body as { IdempotencyKey: string }).IdempotencyKey).not.toBe(first);
  });

  it("toasts the server's refusal", async () => {
    const u = userEvent.setup();
    setup({ create: () => failBody(422, 'Usuário destinatário bloqueado: não pode receber transferências.') });
    renderAt('/financial/transfers/new');
    await chooseBruno(u);
    await u.type(field(/^Valor/), '1000');
    await u.click(submit());
    await u.click(await confirm());
    expect(await screen.findByText('Usuário destinatário bloqueado: não pode receber transferências.')).toBeInTheDocument();
  });
});
