import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { STAFF_ROLE_IDS, type PermissionId } from '@clube/contract';
import type { Invoice } from '@clube/contract/entities';
import { clearAuthData } from '../../../lib/auth-storage';
import { mockFetch, okBody } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import MemberDetailPage from '../pages/MemberDetailPage';
import { memberDetail } from './memberFixtures';

const DETAIL = '/api/admin/members/7';
const CANCEL = '/api/admin/invoices/41/cancelPending';

const invoice = (over: Partial<Invoice>): Invoice => ({
  Id: 41,
  Type: 3,
  TypeFormatted: 'Troca de Plano',
  Description: 'Troca de Plano — Plano Ouro',
  Value: 250,
  DeliverValue: 0,
  DueDate: '2026-12-01',
  Status: 1,
  StatusFormatted: 'Pendente',
  StatusColor: 'yellow',
  Token: 'tok-41',
  ...over,
});
const paid = invoice({ Id: 40, Type: 2, TypeFormatted: 'Mensalidade', Status: 2, StatusFormatted: 'Pago', StatusColor: 'green' });

function setup() {
  let cancelled = false;
  const { calls } = mockFetch((c) => {
    if (c.path === DETAIL) {
      const pending = invoice(cancelled ? { Status: 0, StatusFormatted: 'Cancelado', StatusColor: 'red' } : {});
      return okBody({ ...memberDetail(), LastInvoices: [pending, paid] });
    }
    if (c.path === '/api/admin/audit/getTimeline') return okBody([]);
    if (c.method === 'POST' && c.path === CANCEL) {
      cancelled = true;
      return {
        body: { IsSuccess: true, Message: 'Fatura cancelada com Sucesso.', Data: invoice({ Status: 0, StatusFormatted: 'Cancelado', StatusColor: 'red' }) },
      };
    }
    return undefined;
  });
  return calls;
}

const render = (rolesIds: PermissionId[]) => {
  signIn(rolesIds);
  renderWithProviders(
    <Routes>
      <Route path="/configurations/members/:id" element={<MemberDetailPage />} />
    </Routes>,
    { route: '/configurations/members/7?tab=plano' },
  );
};
const rowOf = (id: number) => screen.getByRole('cell', { name: String(id) }).closest('tr')!;

afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe("the console's 'Cancelar fatura' (Plano e Faturas)", () => {
  it('is offered to Finance on pending invoices only', async () => {
    setup();
    render([...STAFF_ROLE_IDS.Support, ...STAFF_ROLE_IDS.Finance]);
    expect(await screen.findByRole('button', { name: 'Cancelar fatura #41' })).toBeInTheDocument();
    expect(within(rowOf(40)).queryByRole('button', { name: /Cancelar fatura/ })).not.toBeInTheDocument();
  });

  it('is not offered to Support alone', async () => {
    setup();
    render(STAFF_ROLE_IDS.Support);
    await screen.findByRole('cell', { name: '41' });
    expect(screen.queryByRole('button', { name: /Cancelar fatura/ })).not.toBeInTheDocument();
  });

  it('needs a reason, then cancels and the list shows it Cancelado', async () => {
    const u = userEvent.setup();
    const calls = setup();
    render(STAFF_ROLE_IDS.Owner);
    await u.click(await screen.findByRole('button', { name: 'Cancelar fatura #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a fatura #41' });
    expect(within(dialog).getByText(/uma troca de plano é desfeita/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar fatura' }));
    expect(await within(dialog).findByText('Razão do cancelamento é obrigatória.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === CANCEL)).toBe(false);

    await u.type(within(dialog).getByLabelText(/Motivo/), 'Plano escolhido por engano.');
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar fatura' }));
    expect(await screen.findByText('Fatura cancelada com Sucesso.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === CANCEL).map((c) => c.body)).toEqual([{ Reason: 'Plano escolhido por engano.' }]);
    await waitFor(() => expect(within(rowOf(41)).getByText('Cancelado')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Cancelar fatura/ })).not.toBeInTheDocument();
  });
});
