import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_ROLE_IDS } from '@clube/contract';
import type { StaffMember } from '@clube/contract/admin';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import StaffPage from '../pages/StaffPage';

const staff = (over: Partial<StaffMember> & { Id: number; Username: string }): StaffMember => ({
  Name: `Nome ${over.Username}`,
  Email: `${over.Username}@clube.test`,
  Status: 1,
  StatusFormatted: 'Ativo',
  StatusColor: 'green',
  Role: 'Support',
  RoleFormatted: 'Suporte',
  CreatedOn: '2026-03-10T15:00:00.000Z',
  LastAccessOn: null,
  ...over,
});
const team = [staff({ Id: 1, Username: 'admin', Role: 'Owner', RoleFormatted: 'Dono (Owner)' }), staff({ Id: 2, Username: 'ana' })];

function setup(extra: (c: Call) => ReturnType<typeof okBody> | undefined = () => undefined) {
  return mockFetch((c) => (c.path === '/api/admin/staff/getAll' ? okBody(team) : c.path === '/api/admin/audit/getTimeline' ? okBody([]) : extra(c)));
}

beforeEach(() => {
  setAuthData({
    IsAuth: true,
    RolesIds: STAFF_ROLE_IDS.Owner,
    AccessToken: 'token',
    ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(),
    Username: 'admin',
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('StaffPage', () => {
  it('lists the administrators; the signed-in one cannot act on himself', async () => {
    setup();
    renderWithProviders(<StaffPage />, { route: '/configurations/staff' });
    const self = (await screen.findByText('Nome admin')).closest('tr')!;
    expect(within(self).getByText('Dono (Owner)')).toBeInTheDocument();
    expect(within(self).queryByRole('button', { name: /Bloquear/ })).not.toBeInTheDocument();
    const other = screen.getByText('Nome ana').closest('tr')!;
    expect(within(other).getByRole('button', { name: 'Bloquear ana' })).toBeInTheDocument();
  });

  it('creates an administrator: 12-character password, the chosen role', async () => {
    const u = userEvent.setup();
    const { calls } = setup((c) => (c.path === '/api/admin/staff/create' ? okBody(staff({ Id: 3, Username: 'carla' }), 'Administrador criado.') : undefined));
    renderWithProviders(<StaffPage />, { route: '/configurations/staff' });
    await u.click(await screen.findByRole('button', { name: 'Novo administrador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo administrador' });
    await u.type(within(dialog).getByLabelText(/^Nome/), 'Carla');
    await u.type(within(dialog).getByLabelText(/^Usuário/), 'carla');
    await u.type(within(dialog).getByLabelText(/^Email/), 'carla@clube.test');
    await u.type(within(dialog).getByLabelText(/^Senha/), 'curta');
    await u.selectOptions(within(dialog).getByLabelText(/^Papel/), 'Financeiro');
    await u.click(within(dialog).getByRole('button', { name: 'Criar administrador' }));
    expect(await within(dialog).findByText('Senha deve ter ao menos 12 caracteres.')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText(/^Senha/), '-bem-mais-longa');
    await u.click(within(dialog).getByRole('button', { name: 'Criar administrador' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/staff/create')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/staff/create')!.body).toEqual({
      Name: 'Carla',
      Username: 'carla',
      Email: 'carla@clube.test',
      Password: 'curta-bem-mais-longa',
      Role: 'Finance',
    });
  });

  it('blocks another administrator with a required reason', async () => {
    const u = userEvent.setup();
    const { calls } = setup((c) =>
      c.path === '/api/admin/staff/2/status' ? okBody(staff({ Id: 2, Username: 'ana', Status: 3 }), 'Situação do administrador alterada.') : undefined,
    );
    renderWithProviders(<StaffPage />, { route: '/configurations/staff' });
    await u.click(await screen.findByRole('button', { name: 'Bloquear ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquear ana' });
    await u.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(await within(dialog).findByText('Informe o motivo.')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText(/Motivo/), 'Desligada');
    await u.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/staff/2/status')).toBe(true));
    expect(calls.find((c) => c.path === '/api/admin/staff/2/status')!.body).toEqual({ Status: 3, Reason: 'Desligada' });
  });
});
