import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_ROLE_IDS } from '@clube/contract';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { failBody, mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import MembersPage from '../pages/MembersPage';
import { memberRow, pagedBody } from './memberFixtures';

const LIST = '/api/admin/members/getAll';
const rows = [
  memberRow({ Id: 7, Name: 'Joana Prado', Username: 'joana' }),
  memberRow({ Id: 8, Name: 'Bruno Lima', Username: 'bruno', Status: 3, StatusFormatted: 'Bloqueado', StatusColor: 'gray' }),
];

function setup(extra: (c: Call) => ReturnType<typeof okBody> | ReturnType<typeof failBody> | undefined = () => undefined) {
  return mockFetch((c) => (c.path === LIST ? pagedBody(rows) : extra(c)));
}
const lists = (calls: Call[]) => calls.filter((c) => c.path === LIST).map((c) => c.body);

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

const render = (route = '/configurations/members') =>
  renderWithProviders(
    <>
      <MembersPage />
      <LocationProbe />
    </>,
    { route },
  );

describe('MembersPage', () => {
  it('reads its filters from the URL and links each member to his page', async () => {
    const { calls } = setup();
    render('/configurations/members?search=joana&status=1&type=2&page=2');
    const row = (await screen.findByText('joana@clube.test')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Joana Prado' })).toHaveAttribute('href', '/configurations/members/7');
    expect(within(row).getByText('529.982.247-25')).toBeInTheDocument();
    expect(lists(calls)[0]).toEqual({ PaginationSettings: { Page: 2, RowsPerPage: 50 }, Filters: { Search: 'joana', Status: 1, Type: 2 } });
    expect(screen.getByLabelText('Buscar')).toHaveValue('joana');
  });

  it('typing a search and choosing a status go to the URL and back to page 1', async () => {
    const u = userEvent.setup();
    const { calls } = setup();
    render('/configurations/members?page=3');
    await screen.findByText('joana@clube.test');
    await u.type(screen.getByLabelText('Buscar'), '529.982');
    await waitFor(() => expect(screen.getByText('Em /configurations/members?search=529.982')).toBeInTheDocument(), { timeout: 2000 });
    await u.selectOptions(screen.getByLabelText('Situação'), 'Bloqueado');
    expect(await screen.findByText('Em /configurations/members?search=529.982&status=3')).toBeInTheDocument();
    expect(lists(calls).at(-1)).toEqual({ PaginationSettings: { Page: 1, RowsPerPage: 50 }, Filters: { Search: '529.982', Status: 3, Type: null } });
  });

  it('blocks the selected members with one reason and shows each row result', async () => {
    const u = userEvent.setup();
    const { calls } = setup((c) =>
      c.path === '/api/admin/members/7/status'
        ? okBody(rows[0], 'Situação do sócio alterada.')
        : c.path === '/api/admin/members/8/status'
          ? failBody(422, 'O sócio já está nessa situação.')
          : undefined,
    );
    render();
    await screen.findByText('joana@clube.test');
    await u.click(screen.getByLabelText('Selecionar todos da página'));
    expect(screen.getByRole('button', { name: 'Bloquear (0)' })).toBeDisabled();
    await u.type(screen.getByLabelText('Motivo do bloqueio'), 'Fraude');
    await u.click(screen.getByRole('button', { name: 'Bloquear (2)' }));
    await u.click(await screen.findByRole('button', { name: 'Confirmar' }));
    const results = await screen.findByRole('table', { name: 'Resultado por linha' });
    expect(within(results).getByText('Situação do sócio alterada.')).toBeInTheDocument();
    expect(within(results).getByText('O sócio já está nessa situação.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/status')).map((c) => c.body)).toEqual([
      { Status: 3, Reason: 'Fraude' },
      { Status: 3, Reason: 'Fraude' },
    ]);
  });
});
