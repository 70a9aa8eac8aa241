import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import {
  cancelSubscription,
  getAllSubscriptions,
  getAllUserSubscriptionsByUserId,
  newUserSubscription,
  type Subscription,
  type UserSubscription,
} from '@clube/contract/subscriptions';
import { clearAuthData } from '../../../lib/auth-storage';
import { failBody, mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import SubscriptionsPage from '../pages/SubscriptionsPage';

configure({ asyncUtilTimeout: 5000 });

const LIST = getAllSubscriptions.path;
const MINE = getAllUserSubscriptionsByUserId.path;
const SUBSCRIBE = (id: number) => newUserSubscription.path.replace(':id', String(id));
const CANCEL = (id: number) => cancelSubscription.path.replace(':id', String(id));

const longDescription = `${'Livros de negócios e liderança todo mês. '.repeat(6)}Fim.`;
const sub = (over: Partial<Subscription>): Subscription => ({
  Id: 1,
  Name: 'Clube do Livro',
  Description: 'Um livro por mês.',
  Price: 49.9,
  FrequencyType: 1,
  FrequencyTypeFormatted: 'Mensal',
  FrequencyPrice: 29.9,
  Status: 1,
  ...over,
});
const books = sub({ Id: 1, Description: longDescription });
const academy = sub({ Id: 2, Name: 'Academia do Empreendedor', Price: 1200, FrequencyType: 4, FrequencyTypeFormatted: 'Anual', FrequencyPrice: 999 });
const box = sub({ Id: 3, Name: 'Box Bem-Estar', Price: 149.9, FrequencyType: 2, FrequencyTypeFormatted: 'Trimestral', FrequencyPrice: 129.9 });

const held = (over: Partial<UserSubscription>): UserSubscription => ({
  Id: 70,
  SubscriptionId: 2,
  Status: 1,
  StatusFormatted: 'Ativo',
  StatusColor: 'green',
  StartedOn: '2026-03-01',
  NextPeriodStart: '2027-03-01',
  PaidThrough: '2027-02-28',
  CancelledAt: null,
  PendingInvoiceId: null,
  PendingInvoiceToken: null,
  ...over,
});

function setup(opts: { list?: Subscription[]; mine?: UserSubscription[]; subscribeFails?: boolean } = {}) {
  let mine = opts.mine ?? [
    held({ SubscriptionId: 2 }),
    held({ Id: 60, SubscriptionId: 3, Status: 0, StatusFormatted: 'Cancelado', StatusColor: 'red', PaidThrough: null }),
  ];
  const list = opts.list ?? [books, academy, box];
  const { calls } = mockFetch((c: Call) => {
    if (c.path === LIST)
      return { body: { IsSuccess: true, Message: null, Data: list, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: list.length, AllPages: [1] } } };
    if (c.path === MINE) return okBody(mine);
    if (c.path === SUBSCRIBE(1)) {
      if (opts.subscribeFails) return failBody(409, 'Você já possui esta Assinatura ativa.');
      const created = held({ Id: 80, SubscriptionId: 1, PaidThrough: null, PendingInvoiceId: 501, PendingInvoiceToken: 'tok-501' });
      mine = [...mine, created];
      return okBody(created, 'Assinatura assinada com sucesso.');
    }
    if (c.path === CANCEL(2)) {
      const cancelled = held({ SubscriptionId: 2, Status: 0, StatusFormatted: 'Cancelado', StatusColor: 'red', CancelledAt: '2026-03-10T15:00:00.000Z' });
      mine = mine.map((m) => (m.SubscriptionId === 2 ? cancelled : m));
      return okBody(cancelled, 'Cancelamento da Assinatura realizada com Sucesso.');
    }
    return undefined;
  });
  return calls;
}

const card = (name: string) => screen.getByRole('region', { name });
/** A line's text with Intl's non-breaking spaces made plain. */
const line = (scope: ReturnType<typeof within>, label: string) => scope.getByText(label).textContent!.replace(/\s/g, ' ');

beforeEach(() => {
  notifications.clean();
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('SubscriptionsPage', () => {
  it("shows a card per subscription: name, price, recurrence, its value, the member's status and the description cut to 200", async () => {
    const calls = setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/plans/subscriptions' });
    await screen.findByRole('region', { name: 'Clube do Livro' });
    expect(calls.find((c) => c.path === LIST)!.body).toEqual({ PaginationSettings: { Page: 1, RowsPerPage: 50 }, PaginationFilter: { Type: 1 }, Status: true });
    expect(calls.find((c) => c.path === MINE)!.body).toBeUndefined();

    const first = within(card('Clube do Livro'));
    expect(first.getByText(`${longDescription.slice(0, 200)}...`)).toBeInTheDocument();
    expect(line(first, 'Valor:')).toBe('Valor: R$ 49,90');
    expect(line(first, 'Recorrência:')).toBe('Recorrência: Mensal');
    expect(line(first, 'Valor da Recorrência:')).toBe('Valor da Recorrência: R$ 29,90');
    // Never held: 'Inativo' in red, and the subscribe button.
    const inactive = first.getByText('Inativo');
    expect(inactive.closest('.mantine-Badge-root')).toHaveStyle({ '--badge-color': 'var(--mantine-color-red-light-color)' });
    expect(first.getByRole('button', { name: 'Assinar' })).toBeEnabled();
    expect(first.queryByRole('button', { name: 'Cancelar Assinatura' })).not.toBeInTheDocument();

    const second = within(card('Academia do Empreendedor'));
    expect(second.getByText('Ativo')).toBeInTheDocument();
    expect(line(second, 'Recorrência:')).toBe('Recorrência: Anual');
    expect(second.getByText('Pago até 28/02/2027')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Cancelar Assinatura' })).toBeInTheDocument();
    expect(second.queryByRole('button', { name: 'Assinar' })).not.toBeInTheDocument();

    // Cancelled: its status, and it may be subscribed again.
    const third = within(card('Box Bem-Estar'));
    expect(third.getByText('Cancelado')).toBeInTheDocument();
    expect(third.getByRole('button', { name: 'Assinar' })).toBeInTheDocument();
  });

  it("subscribes from the modal ('Fechar' keeps nothing), toasts the spec's text, closes and offers to pay the invoice", async () => {
    const u = userEvent.setup();
    const calls = setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/plans/subscriptions' });
    await u.click(await within(await screen.findByRole('region', { name: 'Clube do Livro' })).findByRole('button', { name: 'Assinar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nova Assinatura' });
    expect(within(dialog).getByText('Clube do Livro')).toBeInTheDocument();
    expect(within(dialog).getByText(longDescription)).toBeInTheDocument();
    expect(line(within(dialog), 'Valor:')).toBe('Valor: R$ 49,90');
    expect(line(within(dialog), 'Recorrência:')).toBe('Recorrência: Mensal');
    expect(line(within(dialog), 'Valor da Recorrência:')).toBe('Valor da Recorrência: R$ 29,90');
    await u.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path.startsWith('/api/users/subscriptions/newUserSubscription'))).toBe(false);

    await u.click(within(card('Clube do Livro')).getByRole('button', { name: 'Assinar' }));
    dialog = await screen.findByRole('dialog', { name: 'Nova Assinatura' });
    await u.click(within(dialog).getByRole('button', { name: 'Assinar' }));
    expect(await screen.findByText('Assinatura assinada com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST' && c.path === SUBSCRIBE(1)).map((c) => c.body)).toEqual([undefined]);
    const now = within(card('Clube do Livro'));
    expect(await now.findByText('Ativo')).toBeInTheDocument();
    expect(now.getByRole('link', { name: 'Pagar Fatura' })).toHaveAttribute('href', '/financial/payment?token=tok-501');
    expect(now.getByRole('button', { name: 'Cancelar Assinatura' })).toBeInTheDocument();
  });

  it('keeps the modal open when subscribing fails, with the error toast', async () => {
    const u = userEvent.setup();
    setup({ subscribeFails: true });
    renderWithProviders(<SubscriptionsPage />, { route: '/plans/subscriptions' });
    await u.click(await within(await screen.findByRole('region', { name: 'Clube do Livro' })).findByRole('button', { name: 'Assinar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Assinatura' });
    await u.click(within(dialog).getByRole('button', { name: 'Assinar' }));
    expect(await screen.findByText('Você já possui esta Assinatura ativa.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nova Assinatura' })).toBeInTheDocument();
  });

  it("cancels only after 'Desejo cancelar.' in the spec's confirmation, then shows it cancelled", async () => {
    const u = userEvent.setup();
    const calls = setup();
    renderWithProviders(<SubscriptionsPage />, { route: '/plans/subscriptions' });
    await u.click(await within(await screen.findByRole('region', { name: 'Academia do Empreendedor' })).findByRole('button', { name: 'Cancelar Assinatura' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Tem certeza que deseja cancelar a Assinatura? Essa ação é irreversível.')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === CANCEL(2))).toBe(false);

    await u.click(within(card('Academia do Empreendedor')).getByRole('button', { name: 'Cancelar Assinatura' }));
    dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Desejo cancelar.' }));
    expect(await screen.findByText('Cancelamento da Assinatura realizada com Sucesso.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === CANCEL(2))).toHaveLength(1);
    const after = within(card('Academia do Empreendedor'));
    expect(await after.findByText('Cancelado')).toBeInTheDocument();
    expect(after.getByRole('button', { name: 'Assinar' })).toBeInTheDocument();
  });

  it("shows no status and offers no button while the member's subscriptions are unknown (a failed read)", async () => {
    mockFetch((c: Call) => {
      if (c.path === LIST)
        return { body: { IsSuccess: true, Message: null, Data: [books], PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: 1, AllPages: [1] } } };
      if (c.path === MINE) return failBody(500, 'Falhou.');
      return undefined;
    });
    renderWithProviders(<SubscriptionsPage />, { route: '/plans/subscriptions' });
    expect(await screen.findByText('Falhou.')).toBeInTheDocument();
    const only = within(card('Clube do Livro'));
    expect(only.queryByText('Inativo')).not.toBeInTheDocument();
    expect(only.getByRole('button', { name: 'Assinar' })).toBeDisabled();
  });

  it("says 'Nenhum resultado encontrado...' when there is none, and pages the spec's way", async () => {
    setup({ list: [] });
    const { unmount } = renderWithProviders(<SubscriptionsPage />, { route: '/plans/subscriptions' });
    expect(await screen.findByText('Nenhum resultado encontrado...')).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();

    const u = userEvent.setup();
    const { calls } = mockFetch((c: Call) => {
      if (c.path === MINE) return okBody([]);
      if (c.path !== LIST) return undefined;
      const page = (c.body as { PaginationSettings: { Page: number } }).PaginationSettings.Page;
      return {
        body: {
          IsSuccess: true,
          Message: null,
          Data: [sub({ Id: page, Name: `Assinatura ${page}` })],
          PaginationSettings: { Page: page, TotalPages: 9, TotalRows: 401, AllPages: [] },
        },
      };
    });
    renderWithProviders(<SubscriptionsPage />, { route: '/plans/subscriptions' });
    await screen.findByRole('region', { name: 'Assinatura 1' });
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '9']);
    await u.click(within(nav).getByRole('button', { name: '2' }));
    await screen.findByRole('region', { name: 'Assinatura 2' });
    expect(calls.filter((c) => c.path === LIST).map((c) => (c.body as { PaginationSettings: { Page: number } }).PaginationSettings.Page)).toEqual([1, 2]);
    expect(
      within(screen.getByRole('navigation', { name: 'Paginação' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '9']);
  });
});
