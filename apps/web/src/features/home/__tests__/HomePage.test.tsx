import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { MEMBER_ROLE_IDS, Permission } from '@clube/contract';
import { clearAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import { resetUnreadNotificationsToastForTests } from '../../notifications';
import HomePage from '../pages/HomePage';
import { mockRoutes, type Routes } from '../../../test/fetch-mock';
import { signIn } from '../../../test/sign-in';

const user = {
  Id: 7,
  Name: 'Ana Paula Souza',
  Email: 'ana@clube.test',
  Username: 'anapaula',
  Birthday: '1990-01-15',
  Gender: 2,
  GroupId: null,
  Status: 1,
  StatusFormatted: 'Ativo',
  StatusColor: 'green',
  RegionalId: '11144477735',
  CNPJ: null,
  StateInscription: null,
  MunicipalInscription: null,
  PhoneOne: '11987654321',
  PhoneTwo: null,
  Activated2FA: false,
  AccessCount: 3,
  LastAccessOn: null,
  Language: 'pt-BR',
  UserNeedsRelogin: false,
  PersonType: 1,
  UserType: 2,
  ActivatedOn: '2025-03-05T15:00:00.000Z',
  Created: '2025-03-01T12:00:00.000Z',
  Sponsor: { Name: 'Marcos Albuquerque', Username: 'lider', PhoneOne: '11998123344', Email: 'marcos@clube.test' },
  CareerPlanRank: { Name: 'Ouro', Color: '#d4a017', CareerPlanRankImage: { StoredFile: { FullUrl: '/api/files/3/ouro.png' } } },
};

function routes(pendingInvoices: number, unread = 0, wallet: Record<string, unknown> = { Amount: 1234.56, Held: 0, NextReleaseOn: null }): Routes {
  return {
    '/api/accounts/authUser/getAuthUserData': {
      User: user,
      ActivePlan: { Id: 2, Name: 'Plano Ouro', Description: 'd', Price: 199.9, MonthlyPayment: 49.9 },
      Adresses: [],
      PendingInvoices: [],
    },
    '/api/users/getAllUsersCount': 1234,
    '/api/users/wallets/getUserWalletByWalletType/1': wallet,
    '/api/finances/earnings/getAllEarningsDetails': { DailyGains: 12.5, TotalGains: 98765.43 },
    '/api/payments/invoices/getAllInvoices': {
      IsSuccess: true,
      Message: null,
      Data: [],
      PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: pendingInvoices, AllPages: [1] },
    },
    // The charts (their own tests: HomeCharts.test.tsx) answer empty here.
    '/api/dashboard/getCharts': { From: '2026-10-29', To: '2026-11-27', Earnings: [], NewMembers: [] },
    '/api/users/careerPlan/getUserRanksDetails': [],
    '/api/users/notifications/getAllUserNotifications': Array.from({ length: unread }, (_, i) => ({
      Id: i + 1,
      ViewedDate: null,
      Created: '2026-01-01T10:00:00.000Z',
      Notification: { Title: `Aviso ${i}`, Message: 'Mensagem', ShowOnOffice: true },
    })),
  };
}

beforeEach(() => {
  resetUnreadNotificationsToastForTests();
  notifications.clean();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clearAuthData();
});

describe('HomePage', () => {
  it('shows the member, his numbers and every card with money in BRL', async () => {
    signIn();
    mockRoutes(routes(0));
    renderWithProviders(<HomePage />);

    expect(await screen.findByText('Ana Paula Souza')).toBeInTheDocument();
    expect(screen.getByText('@anapaula')).toBeInTheDocument();
    expect(screen.getByText('Sócio do Club')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ouro' })).toHaveAttribute('src', '/api/files/3/ouro.png');
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    expect(screen.getByText('05/03/2025')).toBeInTheDocument();
    expect(screen.getByText('Ouro')).toBeInTheDocument();
    expect(screen.getByText('Plano Ouro')).toBeInTheDocument();
    expect(screen.getByText('Entrada de Participantes em tempo real')).toBeInTheDocument();
    expect(await screen.findByText('1.234')).toBeInTheDocument();

    // The cards below the fold come in a second pass, after the top of the page (HomePage).
    expect(await screen.findByText('Acesse a Loja')).toBeInTheDocument();
    expect(screen.getByText('Compre produtos e serviços')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Loja/ })).toHaveAttribute('href', '/marketplace/shop');
    expect(screen.getByText('Indique novos Sócios')).toBeInTheDocument();
    expect(screen.getByText('Compartilhe e aumente seus lucros!')).toBeInTheDocument();
    expect(screen.getByTestId('referral-link')).toHaveTextContent(`${window.location.origin}/register/anapaula`);
    for (const name of ['Copiar link', 'Compartilhar no Facebook', 'Compartilhar no Instagram', 'Compartilhar no WhatsApp']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }

    expect(screen.getByText('Marcos Albuquerque')).toBeInTheDocument();
    expect(screen.getByText('marcos@clube.test')).toBeInTheDocument();
    expect(screen.getByText('11 99812-3344')).toBeInTheDocument();

    expect(await screen.findByRole('group', { name: 'Saldo Atual' })).toHaveTextContent('R$ 1.234,56');
    expect(await screen.findByText('R$ 12,50')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ganho do Dia' })).toHaveTextContent('R$ 12,50');
    expect(screen.getByRole('group', { name: 'Ganho Total' })).toHaveTextContent('R$ 98.765,43');
    // Nothing held: no 'Saldo retido' card.
    expect(screen.queryByRole('group', { name: 'Saldo retido' })).not.toBeInTheDocument();
  });

  it("shows 'Saldo retido' apart from the balance, with the next release day, or that it waits for a delivery", async () => {
    signIn();
    mockRoutes(routes(0, 0, { Amount: 1234.56, Held: 45.9, NextReleaseOn: '2026-12-04' }));
    const { unmount } = renderWithProviders(<HomePage />);
    const held = await screen.findByRole('group', { name: 'Saldo retido' });
    expect(held).toHaveTextContent('R$ 45,90');
    expect(held).toHaveTextContent('Libera em 04/12/2026');
    expect(screen.getByRole('group', { name: 'Saldo Atual' })).toHaveTextContent('R$ 1.234,56');
    unmount();
    cleanup();

    mockRoutes(routes(0, 0, { Amount: 0, Held: 10, NextReleaseOn: null }));
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('group', { name: 'Saldo retido' })).toHaveTextContent('aguardando entrega');
  });

  it('asks for page 1 of 50 pending invoices by id descending and shows the red button when some are open', async () => {
    signIn();
    const { spy: fetch } = mockRoutes(routes(3));
    renderWithProviders(<HomePage />);
    const button = await screen.findByRole('link', { name: 'Fatura em aberto: 3' });
    expect(button).toHaveAttribute('href', '/financial/invoices');
    const call = fetch.mock.calls.find(([u]) => String(u).includes('getAllInvoices'));
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      PaginationSettings: { Page: 1, RowsPerPage: 50 },
      PaginationFilter: { OrderByDescending: true },
      InvoiceStatus: 1,
    });
  });

  it('has no invoice button when nothing is open', async () => {
    signIn();
    const { spy: fetch } = mockRoutes(routes(0));
    renderWithProviders(<HomePage />);
    await screen.findByText('Ana Paula Souza');
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).includes('getAllInvoices'))).toBe(true));
    await screen.findByText('R$ 1.234,56');
    expect(screen.queryByText(/Fatura em aberto/)).not.toBeInTheDocument();
  });

  it('does not ask for invoices without FATURAS', async () => {
    signIn(MEMBER_ROLE_IDS.filter((r) => r !== Permission.FATURAS));
    const { spy: fetch } = mockRoutes(routes(3));
    renderWithProviders(<HomePage />);
    await screen.findByText('R$ 1.234,56');
    expect(fetch.mock.calls.some(([u]) => String(u).includes('getAllInvoices'))).toBe(false);
    expect(screen.queryByText(/Fatura em aberto/)).not.toBeInTheDocument();
  });

  it('warns once about unread notifications', async () => {
    signIn();
    const show = vi.spyOn(notifications, 'show');
    mockRoutes(routes(0, 2));
    const first = renderWithProviders(<HomePage />);
    expect(await screen.findByText('Você tem 2 novas notificações')).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ position: 'top-right', autoClose: 15_000, withAutoCloseProgress: true, color: 'yellow' }));
    first.unmount();
    renderWithProviders(<HomePage />);
    await screen.findByText('Ana Paula Souza');
    expect(show.mock.calls.filter(([n]) => n.message === 'Você tem 2 novas notificações')).toHaveLength(1);
  });

  it("links to the member's public store, to open and to copy", async () => {
    signIn();
    mockRoutes(routes(0));
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<HomePage />);
    expect(await screen.findByTestId('store-link')).toHaveTextContent(`${window.location.origin}/store/anapaula`);
    expect(screen.getByRole('link', { name: 'Abrir minha loja' })).toHaveAttribute('href', '/store/anapaula');
    screen.getByRole('button', { name: 'Copiar link da loja' }).click();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/store/anapaula`));
  });

  it("shows a store client the way back to his sponsor's store instead of the share cards", async () => {
    signIn([-1, -3, 7]);
    const client = { ...user, UserType: 3, Sponsor: { ...user.Sponsor, Name: 'Ana Vendedora', Username: 'loja.ana' } };
    mockRoutes({ ...routes(0), '/api/accounts/authUser/getAuthUserData': { User: client, ActivePlan: null, Adresses: [], PendingInvoices: [] } });
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Voltar à loja de Ana Vendedora' })).toHaveAttribute('href', '/store/loja.ana');
    expect(screen.queryByText('Indique novos Sócios')).not.toBeInTheDocument();
    expect(screen.queryByTestId('store-link')).not.toBeInTheDocument();
  });

  it('copies the referral link and toasts Copiado', async () => {
    signIn();
    mockRoutes(routes(0));
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<HomePage />);
    (await screen.findByRole('button', { name: 'Copiar link' })).click();
    expect(await screen.findByText('Copiado')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register/anapaula`);
  });
});
