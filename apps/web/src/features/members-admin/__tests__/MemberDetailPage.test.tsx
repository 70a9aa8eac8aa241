import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { STAFF_ROLE_IDS } from '@clube/contract';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import MemberDetailPage from '../pages/MemberDetailPage';
import { memberDetail, pagedBody } from './memberFixtures';

const DETAIL = '/api/admin/members/7';

function setup(extra: (c: Call) => ReturnType<typeof okBody> | undefined = () => undefined) {
  return mockFetch((c) => {
    if (c.path === DETAIL) return okBody(memberDetail());
    if (c.path === '/api/admin/audit/getTimeline') return okBody([]);
    if (c.path === '/api/admin/members/7/earnings') return { ...pagedBody([]), body: { ...pagedBody([]).body, Data: { Earnings: [], TotalGains: 0 } } };
    return extra(c);
  });
}

const render = (route = '/configurations/members/7') =>
  renderWithProviders(
    <Routes>
      <Route path="/configurations/members/:id" element={<MemberDetailPage />} />
    </Routes>,
    { route },
  );

beforeEach(() => {
  setAuthData({
    IsAuth: true,
    RolesIds: STAFF_ROLE_IDS.Support,
    AccessToken: 'token',
    ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(),
    Username: 'suporte',
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('MemberDetailPage', () => {
  it('shows the member data, and his upline on the Rede tab', async () => {
    const u = userEvent.setup();
    setup();
    render();
    expect(await screen.findByRole('heading', { name: 'Joana Prado (joana)' })).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Rede' }));
    const upline = screen.getByRole('table', { name: 'Linha ascendente' });
    expect(
      within(upline)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Nível acimaSócio', '2Topo (topo)', '1Renata (demo)']);
  });

  it('blocks with a required reason', async () => {
    const u = userEvent.setup();
    const { calls } = setup((c) =>
      c.path === '/api/admin/members/7/status' ? okBody(memberDetail({ Status: 3 }).Profile, 'Situação do sócio alterada.') : undefined,
    );
    render();
    await u.click(await screen.findByRole('button', { name: 'Alterar situação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar situação de joana' });
    expect(within(dialog).getByLabelText('Nova situação')).toHaveValue('3');
    await u.click(within(dialog).getByRole('button', { name: 'Salvar situação' }));
    expect(await within(dialog).findByText('Informe o motivo do bloqueio.')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText(/Motivo/), 'Fraude em boletos');
    await u.click(within(dialog).getByRole('button', { name: 'Salvar situação' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/members/7/status')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/members/7/status')!.body).toEqual({ Status: 3, Reason: 'Fraude em boletos' });
  });

  it("'Entrar como sócio' shows the one-use link to open or copy", async () => {
    const u = userEvent.setup();
    const url = 'http://localhost:3000/accessToken?accessToken=abc&username=joana';
    setup((c) =>
      c.path === '/api/admin/users/7/accessToken'
        ? okBody({ AccessToken: 'abc', Username: 'joana', Url: url, ExpiresOn: '2026-03-10T15:05:00.000Z' })
        : undefined,
    );
    render();
    await u.click(await screen.findByRole('button', { name: 'Entrar como sócio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entrar como sócio' });
    expect(within(dialog).getByText(url)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Abrir em nova janela' })).toHaveAttribute('href', url);
    expect(within(dialog).getByRole('link', { name: 'Abrir em nova janela' })).toHaveAttribute('target', '_blank');
  });

  it('Permissões: the member ids by name; saving sends the new set', async () => {
    const u = userEvent.setup();
    const { calls } = setup((c) => (c.path === '/api/admin/members/7/roles' ? okBody(memberDetail().Profile, 'Permissões do sócio alteradas.') : undefined));
    render('/configurations/members/7?tab=permissoes');
    const group = await screen.findByRole('group', { name: 'Permissões do sócio' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(18);
    expect(within(group).queryByLabelText(/Configurações/)).not.toBeInTheDocument();
    await u.click(within(group).getByLabelText('Saques (6)'));
    await u.type(screen.getByLabelText('Motivo'), 'Saque suspenso');
    await u.click(screen.getByRole('button', { name: 'Salvar permissões' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/members/7/roles')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/members/7/roles')!.body).toEqual({
      RolesIds: [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 14],
      Reason: 'Saque suspenso',
    });
  });

  it('Histórico: the audit timeline of user:7', async () => {
    const { calls } = setup();
    render('/configurations/members/7?tab=historico');
    expect(await screen.findByRole('heading', { name: 'Histórico' })).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.path === '/api/admin/audit/getTimeline')?.query.get('Target')).toBe('user:7'));
  });
});
