import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import type { Withdrawal } from '@clube/contract/withdrawals';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { failBody, mockFetch, okBody, type Handler } from '../../../test/fetch-mock';
import WithdrawalsPage from '../pages/WithdrawalsPage';

const WALLET = '/api/users/wallets/getUserWalletByWalletType/1';
const LIST = '/api/users/withdrawn/getAllWithdrawals';
const CONFIG = '/api/users/withdrawn/getWithdrawalConfiguration';
const VALIDATION = '/api/users/withdrawn/validation';
const BANKS = '/api/users/bankAccount/getAllUserBankAccounts';
const CREATE = '/api/users/withdrawn/createNewWithdrawn';

const w = (over: Partial<Withdrawal>): Withdrawal => ({
  Id: 1,
  Created: '2026-03-10T15:00:00.000Z',
  Value: 10,
  Tax: 5,
  Status: 1,
  StatusFormatted: 'Pendente',
  StatusColor: 'yellow',
  CancelReason: null,
  ...over,
});
const account = {
  Id: 12,
  Type: 1,
  BankCode: '341',
  BankName: 'ITAÚ UNIBANCO S.A.',
  HolderName: 'Ana',
  HolderCPF: '11144477735',
  Agency: '1',
  AgencyDigit: null,
  AccountNumber: '1',
  AccountNumberDigit: '1',
  AccountVariation: null,
  Notes: null,
  UserPix: [],
};
const paged = (Data: unknown, TotalRows: number) => ({
  body: { IsSuccess: true, Message: null, Data, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows, AllPages: [1] } },
});

interface Setup {
  balance?: number;
  withdrawals?: Withdrawal[];
  pending?: number;
  validation?: { CanWithdrawn: boolean; Message: string | null };
  config?: Handler;
  create?: Handler;
}

function setup(s: Setup = {}) {
  const withdrawals = s.withdrawals ?? [];
  return mockFetch((c) => {
    if (c.url === WALLET) return okBody({ Amount: s.balance ?? 100 });
    if (c.url === LIST) return paged({ Withdrawals: withdrawals, PendingWithdrawalsValue: s.pending ?? 0 }, withdrawals.length);
    if (c.url === CONFIG) return s.config ? s.config(c) : okBody({ WithdrawTaxAmount: 5, MinimalWithdraw: 10, WithdrawIsActive: 1, WithdrawDay: 0 });
    if (c.url === VALIDATION) return okBody(s.validation ?? { CanWithdrawn: true, Message: null });
    if (c.url === BANKS) return paged([account], 1);
    if (c.url === CREATE && s.create) return s.create(c);
    return undefined;
  });
}

const valueField = () => screen.getByLabelText(/^Valor do saque/, { selector: 'input' });
const bankField = () => screen.getByLabelText(/^Conta bancária/, { selector: 'select' });
const submitButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Solicitar Saque' });
const confirmButton = () => within(screen.getByRole('dialog')).findByRole('button', { name: 'Confirmar saque' });
/** The review's value for a label ('Taxa' -> 'R$ 5,00'). */
const reviewLine = (label: string) =>
  within(screen.getByRole('group', { name: 'Revise antes de confirmar' }))
    .getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent?.replace(/\s/g, ' ');

async function openModal(u: ReturnType<typeof userEvent.setup>) {
  await u.click(await screen.findByRole('button', { name: 'Solicitar Saque' }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  notifications.clean();
  setAuthData({ IsAuth: true, RolesIds: MEMBER_ROLE_IDS, AccessToken: 'token', ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(), Username: 'ana' });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('WithdrawalsPage', () => {
  it('shows the cards, the list with coloured status and the cancel reason only for cancelled ones', async () => {
    const u = userEvent.setup();
    setup({
      balance: 1234.5,
      pending: 30,
      withdrawals: [
        w({ Id: 3, Value: 30 }),
        w({ Id: 2, Value: 20, Status: 2, StatusFormatted: 'Pago', StatusColor: 'green' }),
        w({ Id: 1, Status: 0, StatusFormatted: 'Cancelado', StatusColor: 'red', CancelReason: 'Conta encerrada.' }),
      ],
    });
    renderWithProviders(<WithdrawalsPage />);
    expect(await screen.findByText('3 resultado(s)')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Saldo Disponível para Saque' })).getByText('R$ 1.234,50')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Saque em Análise' })).getByText('R$ 30,00')).toBeInTheDocument();
    expect(screen.getByText('Pago')).toBeInTheDocument();
    expect(screen.getAllByText('10/03/2026')).toHaveLength(3);
    const reasonButtons = screen.getAllByRole('button', { name: /Razão do Cancelamento/ });
    expect(reasonButtons).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /^Comprovante \d+$/ })).toHaveLength(3);
    await u.click(reasonButtons[0]!);
    expect(await screen.findByText('Conta encerrada.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Razão do Cancelamento' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/financial');
  });

  it('says so when there is nothing yet', async () => {
    setup({ withdrawals: [] });
    renderWithProviders(<WithdrawalsPage />);
    expect(await screen.findByText('Nenhum resultado encontrado...')).toBeInTheDocument();
  });
});

describe('Solicitar Saque modal', () => {
  it("shows fee 5 and minimum 0 before the configuration loads, then the club's; needed balance follows the value", async () => {
    const u = userEvent.setup();
    let release!: () => void;
    const loaded = new Promise<void>((r) => (release = r));
    setup({ config: async () => (await loaded, okBody({ WithdrawTaxAmount: 7.5, MinimalWithdraw: 20, WithdrawIsActive: 1, WithdrawDay: 0 })) });
    renderWithProviders(<WithdrawalsPage />);
    const dialog = await openModal(u);
    const figure = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(figure('Saque mínimo')).toBe('R$ 0,00');
    expect(figure('Taxa de saque')).toBe('R$ 5,00');
    release();
    await waitFor(() => expect(figure('Taxa de saque')).toBe('R$ 7,50'));
    expect(figure('Saque mínimo')).toBe('R$ 20,00');
    expect(figure('Saldo necessário')).toBe('R$ 27,50');
    await u.type(valueField(), '4000');
    await waitFor(() => expect(figure('Saldo necessário')).toBe('R$ 47,50'));
  });

  it('shows the form messages: required fields, minimum, and value plus fee above the wallet', async () => {
    const u = userEvent.setup();
    const { calls } = setup({ balance: 100 });
    renderWithProviders(<WithdrawalsPage />);
    await openModal(u);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await u.click(submitButton());
    expect(await screen.findByText('Contas bancárias é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Valor do saque é obrigatório.')).toBeInTheDocument();

    await waitFor(() => expect(within(bankField()).getByRole('option', { name: '12 - ITAÚ UNIBANCO S.A.' })).toBeInTheDocument());
    await u.selectOptions(bankField(), '12');
    await u.type(valueField(), '9,99');
    expect(await screen.findByText('Valor mínimo deve ser respeitado.')).toBeInTheDocument();
    await u.clear(valueField());
    await u.type(valueField(), '95,01');
    expect(await screen.findByText('Saldo selecionado para saque indisponível.')).toBeInTheDocument();
    await u.click(submitButton());
    expect(calls.some((c) => c.url === CREATE)).toBe(false);
  });

  it.each([
    ['Saque inativo no momento.'],
    ['Você não possuí saldo o suficiente para realizar um saque.'],
    ['Saques só podem ser solicitados às segundas-feiras.'],
  ])('disables the submit and shows the server validation: %s', async (message) => {
    const u = userEvent.setup();
    setup({ validation: { CanWithdrawn: false, Message: message } });
    renderWithProviders(<WithdrawalsPage />);
    const dialog = await openModal(u);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('links the missing bank account message to the new bank account form', async () => {
    const u = userEvent.setup();
    setup({ validation: { CanWithdrawn: false, Message: 'Você não possui nenhuma conta bancária cadastrada, clique aqui para cadastrar.' } });
    renderWithProviders(<WithdrawalsPage />);
    const dialog = await openModal(u);
    const link = await within(dialog).findByRole('link', { name: 'Você não possui nenhuma conta bancária cadastrada, clique aqui para cadastrar.' });
    expect(link).toHaveAttribute('href', '/financial/bank-accounts/new');
    expect(submitButton()).toBeDisabled();
  });

  it('warns when even the minimum plus the fee is more than the wallet', async () => {
    const u = userEvent.setup();
    setup({ balance: 14.99 });
    renderWithProviders(<WithdrawalsPage />);
    const dialog = await openModal(u);
    expect(await within(dialog).findByText('Você não possuí saldo o suficiente para realizar um saque.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('reviews before asking: value, the fee read afresh, what reaches the bank, the masked account, the balance after; back keeps the form', async () => {
    const u = userEvent.setup();
    let fee = 5;
    const { calls } = setup({ balance: 100, config: () => okBody({ WithdrawTaxAmount: fee, MinimalWithdraw: 10, WithdrawIsActive: 1, WithdrawDay: 0 }) });
    renderWithProviders(<WithdrawalsPage />);
    await openModal(u);
    await waitFor(() => expect(within(bankField()).getByRole('option', { name: '12 - ITAÚ UNIBANCO S.A.' })).toBeInTheDocument());
    await u.selectOptions(bankField(), '12');
    await u.type(valueField(), '5000');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    // The club changed its fee since the modal loaded: the review shows the one the API will charge.
    fee = 6.5;
    await u.click(submitButton());
    await confirmButton();
    expect(reviewLine('Valor')).toBe('R$ 50,00');
    expect(reviewLine('Taxa')).toBe('R$ 6,50');
    expect(reviewLine('Você recebe na conta')).toBe('R$ 50,00');
    expect(reviewLine('Total debitado do saldo')).toBe('R$ 56,50');
    expect(reviewLine('Conta de destino')).toBe('341 - ITAÚ UNIBANCO S.A. Agência 1 · Conta 1-1 Titular Ana');
    expect(reviewLine('Saldo atual')).toBe('R$ 100,00');
    expect(reviewLine('Saldo após a operação')).toBe('R$ 43,50');
    expect(calls.some((c) => c.url === CREATE)).toBe(false);

    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Voltar e editar' }));
    expect((valueField() as HTMLInputElement).value).toMatch(/50(,00)?$/);
    expect(bankField()).toHaveValue('12');
  });

  it('requests the withdrawal once confirmed: success toast, the modal closes, the new item goes first and joins the pending total, the receipt opens', async () => {
    const u = userEvent.setup();
    const created = w({ Id: 8, Value: 50, Created: '2026-03-11T12:00:00.000Z' });
    const { calls } = setup({
      balance: 100,
      pending: 10,
      withdrawals: [w({ Id: 7, Value: 10 })],
      create: () => okBody(created, 'Saque solicitado com sucesso.'),
    });
    renderWithProviders(
      <>
        <WithdrawalsPage />
        <LocationProbe />
      </>,
      { route: '/financial/withdrawals' },
    );
    expect(await screen.findByText('1 resultado(s)')).toBeInTheDocument();
    await openModal(u);
    await waitFor(() => expect(within(bankField()).getByRole('option', { name: '12 - ITAÚ UNIBANCO S.A.' })).toBeInTheDocument());
    await u.selectOptions(bankField(), '12');
    await u.type(valueField(), '5000');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await u.click(submitButton());
    await u.click(await confirmButton());
    expect(await screen.findByText('Saque solicitado com sucesso.')).toBeInTheDocument();
    expect(await screen.findByText('Em /financial/receipts/withdrawal/8')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.find((c) => c.url === CREATE)!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({ UserBankAccountId: 12, Value: 50 });
    expect(await screen.findByText('2 resultado(s)')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('8')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Saque em Análise' })).getByText('R$ 60,00')).toBeInTheDocument();
  });

  it("toasts the server's refusal and keeps the modal open", async () => {
    const u = userEvent.setup();
    setup({ balance: 100, create: () => failBody(422, 'Saldo selecionado para saque indisponível.') });
    renderWithProviders(<WithdrawalsPage />);
    await openModal(u);
    await waitFor(() => expect(within(bankField()).getByRole('option', { name: '12 - ITAÚ UNIBANCO S.A.' })).toBeInTheDocument());
    await u.selectOptions(bankField(), '12');
    await u.type(valueField(), '2000');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await u.click(submitButton());
    await u.click(await confirmButton());
    expect(await screen.findByText('Saldo selecionado para saque indisponível.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
