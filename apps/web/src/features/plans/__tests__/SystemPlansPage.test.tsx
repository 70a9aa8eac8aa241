import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import type { Invoice, Plan } from '@clube/contract/entities';
import type { PendingPlanChange } from '@clube/contract/plans';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { mockFetch, okBody, failBody, type Call } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { authUserData, individual } from '../../profile/__tests__/fixtures';
import SystemPlansPage from '../pages/SystemPlansPage';
import PlansIndexPage from '../pages/PlansIndexPage';

const PLANS = '/api/plans/getAllPlans';
const PENDING = '/api/plans/getPendingPlanByUserId';
const ME = '/api/accounts/authUser/getAuthUserData';
const CANCEL = '/api/plans/cancelChangePlan';

const essencial: Plan = { Id: 1, Name: 'Plano Essencial', Description: 'Para começar.', Price: 150, MonthlyPayment: 49.9 };
const executivo: Plan = { Id: 2, Name: 'Plano Executivo', Description: 'Para crescer.', Price: 300, MonthlyPayment: 79.9 };
const premium: Plan = { Id: 3, Name: 'Plano Premium', Description: 'Para líderes.', Price: 600, MonthlyPayment: 129.9 };

const changeInvoice: Invoice = {
  Id: 91,
  Type: 3,
  TypeFormatted: 'Troca de Plano',
  Description: 'Troca de Plano — Plano Premium',
  Value: 600,
  DeliverValue: 0,
  DueDate: '2026-05-13',
  Status: 1,
  StatusFormatted: 'Pendente',
  StatusColor: 'yellow',
  Token: 'tok-troca',
};
const pendingPremium: PendingPlanChange = { PlanId: 3, Plan: premium, Invoice: changeInvoice };

interface Api {
  plans?: Plan[];
  totalPages?: number;
  pending?: PendingPlanChange | null | 'fail';
}

function api(a: Api = {}) {
  let pending = a.pending ?? null;
  return mockFetch((c: Call) => {
    if (c.path === PLANS) {
      const page = (c.body as { PaginationSettings: { Page: number } }).PaginationSettings.Page;
      const total = a.totalPages ?? 1;
      return {
        body: {
          IsSuccess: true,
          Message: null,
          Data: a.plans ?? [essencial, executivo, premium],
          PaginationSettings: {
            Page: page,
            TotalPages: total,
            TotalRows: (a.plans ?? [1, 2, 3]).length,
            AllPages: Array.from({ length: total }, (_, i) => i + 1),
          },
        },
      };
    }
    if (c.path === ME) return okBody({ ...authUserData(individual), ActivePlan: executivo });
    if (c.path === PENDING) return pending === 'fail' ? failBody(500, 'Erro ao buscar a troca pendente.') : okBody(pending);
    if (c.path === '/api/plans/changePlan/3') {
      pending = pendingPremium;
      return okBody(pendingPremium, 'Pague sua fatura para concluir a Troca do Plano.');
    }
    if (c.path === CANCEL) {
      pending = null;
      return okBody({ ...changeInvoice, Status: 0, StatusFormatted: 'Cancelado', StatusColor: 'red' }, 'Cancelamento da troca de Plano realizada com Sucesso.');
    }
    return undefined;
  });
}

const render = () =>
  renderWithProviders(
    <>
      <SystemPlansPage />
      <LocationProbe />
    </>,
    { route: '/plans/system-plans' },
  );
const card = (name: string) => screen.getByRole('region', { name });
const changeButton = (name: string) => within(card(name)).getByRole('button', { name: 'Trocar de Plano' });

beforeEach(() => setAuthData({ IsAuth: true, RolesIds: MEMBER_ROLE_IDS, AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'ana' }));
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
  clearAuthData();
});

describe('/plans/system-plans', () => {
  it("shows the plans as cards, 'Plano Atual' on the member's, and a change button on the others", async () => {
    const { calls } = api();
    render();
    expect(screen.getByRole('heading', { name: 'Planos do Sistema' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/plans');
    await waitFor(() => expect(within(card('Plano Executivo')).getByText('Plano Atual')).toBeInTheDocument());
    expect(screen.getAllByText('Plano Atual')).toHaveLength(1);
    await waitFor(() => expect(changeButton('Plano Premium')).toBeEnabled());
    expect(changeButton('Plano Essencial')).toBeEnabled();
    expect(within(card('Plano Executivo')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar Troca de Plano' })).not.toBeInTheDocument();
    const list = calls.find((c) => c.path === PLANS)!;
    expect(list.body).toEqual({ PaginationSettings: { Page: 1, RowsPerPage: 50 }, Status: 1 });
  });

  it('confirms a change in a modal, toasts the message and goes to pay the change invoice', async () => {
    const { calls } = api();
    render();
    await waitFor(() => expect(changeButton('Plano Premium')).toBeEnabled());
    await userEvent.click(changeButton('Plano Premium'));
    const dialog = await screen.findByRole('dialog', { name: 'Troca de Plano' });
    expect(within(dialog).getByText('Plano Premium')).toBeInTheDocument();
    expect(within(dialog).getByText('R$ 600,00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar Troca' }));
    expect(await screen.findByText('Pague sua fatura para concluir a Troca do Plano.')).toBeInTheDocument();
    await screen.findByText('Em /financial/payment?token=tok-troca');
    const change = calls.filter((c) => c.path === '/api/plans/changePlan/3');
    expect(change).toHaveLength(1);
    expect(change[0]!.method).toBe('POST');
  });

  it("closes the modal with 'Fechar' without asking for anything", async () => {
    const { calls } = api();
    render();
    await waitFor(() => expect(changeButton('Plano Essencial')).toBeEnabled());
    await userEvent.click(changeButton('Plano Essencial'));
    const dialog = await screen.findByRole('dialog', { name: 'Troca de Plano' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path.startsWith('/api/plans/changePlan'))).toHaveLength(0);
  });

  it("blocks the other plans' change buttons while a change is pending, and cancels it after the confirmation", async () => {
    const { calls } = api({ pending: pendingPremium });
    render();
    const cancel = await within(await waitFor(() => card('Plano Premium'))).findByRole('button', { name: 'Cancelar Troca de Plano' });
    expect(within(card('Plano Premium')).getByRole('link', { name: 'Pagar Fatura' })).toHaveAttribute('href', '/financial/payment?token=tok-troca');
    expect(changeButton('Plano Essencial')).toBeDisabled();

    await userEvent.click(cancel);
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Tem certeza que deseja cancelar a Troca de Plano?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Cancelamento da troca de Plano realizada com Sucesso.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === CANCEL && c.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(changeButton('Plano Essencial')).toBeEnabled());
    expect(changeButton('Plano Premium')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancelar Troca de Plano' })).not.toBeInTheDocument();
  });

  it('keeps the change when the confirmation is closed', async () => {
    const { calls } = api({ pending: pendingPremium });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar Troca de Plano' }));
    const confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Fechar' }));
    expect(calls.filter((c) => c.path === CANCEL)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Cancelar Troca de Plano' })).toBeInTheDocument();
  });

  it('clears the pending plan and shows no message when its fetch fails', async () => {
    api({ pending: 'fail' });
    render();
    await waitFor(() => expect(changeButton('Plano Premium')).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Cancelar Troca de Plano' })).not.toBeInTheDocument();
    expect(screen.queryByText('Erro ao buscar a troca pendente.')).not.toBeInTheDocument();
    expect(screen.queryByText('Erro')).not.toBeInTheDocument();
  });

  it("shows 'Nenhum resultado encontrado...' without plans", async () => {
    api({ plans: [] });
    render();
    expect(await screen.findByText('Nenhum resultado encontrado...')).toBeInTheDocument();
  });

  it('pages by 50 with the shared pagination', async () => {
    const { calls } = api({ totalPages: 3 });
    render();
    const nav = await screen.findByRole('navigation', { name: 'Paginação' });
    await userEvent.click(within(nav).getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === PLANS).map((c) => (c.body as { PaginationSettings: { Page: number } }).PaginationSettings.Page)).toEqual([1, 2]),
    );
  });
});

describe('/plans', () => {
  it('links to the system plans and the subscriptions', () => {
    renderWithProviders(<PlansIndexPage />, { route: '/plans' });
    expect(screen.getByRole('heading', { name: 'Planos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Planos do Sistema' })).toHaveAttribute('href', '/plans/system-plans');
    expect(screen.getByRole('link', { name: 'Assinaturas' })).toHaveAttribute('href', '/plans/subscriptions');
  });
});
