import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLE_IDS, type PermissionId } from '@clube/contract';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import MembersPage from '../pages/MembersPage';
import { memberDetail, memberRow, pagedBody } from './memberFixtures';

const LIST = '/api/admin/members/getAll';
const CREATE = '/api/admin/members/createRoot';
const BUTTON = { name: 'Criar o primeiro sócio' };

const signInAs = (RolesIds: PermissionId[]) =>
  setAuthData({ IsAuth: true, RolesIds, AccessToken: 'token', ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(), Username: 'operador' });

/** The list answers `rows` for any search; a member list of type 2 with no filter answers `members`. */
function setup(members: unknown[], rows: unknown[] = []) {
  return mockFetch((c: Call) => {
    if (c.path === LIST) return pagedBody((c.body as { Filters: { Type: number | null } }).Filters.Type === 2 ? members : rows);
    if (c.path === CREATE) return okBody(memberDetail({ Username: 'fundadora' }).Profile, 'Primeiro sócio criado.');
    return undefined;
  });
}

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
  clearAuthData();
});

describe("MembersPage: 'Criar o primeiro sócio'", () => {
  it('an Owner of a club without members creates the first one from the modal', async () => {
    signInAs(STAFF_ROLE_IDS.Owner);
    const { calls } = setup([]);
    const u = userEvent.setup();
    renderWithProviders(<MembersPage />, { route: '/configurations/members' });
    await u.click(await screen.findByRole('button', BUTTON));
    await u.type(await screen.findByLabelText(/^Nome/), 'Helena Duarte');
    await u.type(screen.getByLabelText(/^Usuário/), 'fundadora');
    await u.type(screen.getByLabelText(/^E-mail/), 'helena@clube.test');
    await u.type(screen.getByLabelText(/^CPF/), '11144477735');
    await u.type(screen.getByLabelText(/^Senha/), 'curta');
    await u.click(screen.getByRole('button', { name: 'Criar sócio' }));
    expect(await screen.findByText('Senha deve ter ao menos 8 caracteres.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === CREATE)).toBe(false);
    await u.type(screen.getByLabelText(/^Senha/), '-longa-123');
    await u.click(screen.getByRole('button', { name: 'Criar sócio' }));
    expect(await screen.findByText('Primeiro sócio criado.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === CREATE)!.body).toEqual({
      Name: 'Helena Duarte',
      Username: 'fundadora',
      Email: 'helena@clube.test',
      PersonType: 1,
      Document: '111.444.777-35',
      Password: 'curta-longa-123',
    });
  });

  it('is not offered when the club has members, nor to a Support operator', async () => {
    signInAs(STAFF_ROLE_IDS.Owner);
    const { calls } = setup([memberRow({ Id: 7 })]);
    const first = renderWithProviders(<MembersPage />, { route: '/configurations/members?search=ninguem' });
    await waitFor(() => expect(calls.filter((c) => c.path === LIST)).toHaveLength(2));
    expect(screen.queryByRole('button', BUTTON)).not.toBeInTheDocument();
    first.unmount();

    signInAs(STAFF_ROLE_IDS.Support);
    const support = setup([]);
    renderWithProviders(<MembersPage />, { route: '/configurations/members' });
    await waitFor(() => expect(support.calls.filter((c) => c.path === LIST)).toHaveLength(1));
    expect(screen.queryByRole('button', BUTTON)).not.toBeInTheDocument();
  });
});
