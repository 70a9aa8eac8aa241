import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import { mockFetch, type Call } from '../../../test/fetch-mock';
import MyNetworkPage from '../pages/MyNetworkPage';

const TREE = '/api/users/network/getNetwork';
const CHILDS = '/api/users/network/getNetworkChilds';
const LEVELS = '/api/users/network/getAllNetworkUsers';

const ouro = { Name: 'Ouro', Color: '#d4af37', CareerPlanRankImage: { StoredFile: { FullUrl: '/api/files/9/ouro.png' } } };
const user = (Id: number, Name: string, Username: string, DirectUsersCount = 0, CareerPlanRank: typeof ouro | null = null) => ({
  Id,
  Name,
  Username,
  Status: 1,
  StatusFormatted: 'Ativo',
  StatusColor: 'green',
  DirectUsersCount,
  NetworkSize: DirectUsersCount,
  CareerPlanRank,
});
const node = (u: ReturnType<typeof user>, Childs: unknown[] = [], ChildsTotal = u.DirectUsersCount) => ({ User: u, ChildsTotal, Childs });

const ana = user(1, 'Ana Souza', 'ana', 3);
const bruno = user(2, 'Bruno Lima', 'bruno', 1, ouro);
const carla = user(3, 'Carla Mendes', 'carla');
const eva = user(5, 'Eva Prado', 'eva');
const diego = user(4, 'Diego Rocha', 'diego');
const trees: Record<number, unknown> = {
  1: node(ana, [node(bruno), node(carla)]),
  2: node(bruno, [node(diego)]),
};
const levelUser = {
  Id: 2,
  Name: 'Bruno Lima',
  Username: 'bruno',
  Phone: '11 91111-2222',
  Email: 'bruno@clube.test',
  DirectUsersCount: 1,
  Status: 0,
  StatusFormatted: 'Inativo',
  StatusColor: 'red',
  CareerPlanRank: ouro,
};
const paged = (Data: unknown, TotalRows: number) => ({
  body: { IsSuccess: true, Message: null, Data, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows, AllPages: [1] } },
});

function setup() {
  return mockFetch((c) => {
    if (c.url === '/api/accounts/authUser/getAuthUserData') return { body: { IsSuccess: true, Message: null, Data: { User: { Id: 1, Name: 'Ana Souza' } } } };
    if (c.url === TREE) return { body: { IsSuccess: true, Message: null, Data: trees[(c.body as { UserId: number }).UserId] } };
    if (c.url === CHILDS) return paged([node(eva)], 3);
    if (c.url.startsWith(LEVELS)) {
      const level = new URL(c.url, 'http://x').searchParams.get('Level');
      return level === '1' ? paged({ Level: 1, Users: [levelUser] }, 1) : paged({ Level: Number(level), Users: [] }, 0);
    }
    return undefined;
  });
}
const treeCalls = (calls: Call[]) => calls.filter((c) => c.url === TREE).map((c) => c.body);

beforeEach(() => {
  setAuthData({ IsAuth: true, RolesIds: MEMBER_ROLE_IDS, AccessToken: 'token', ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(), Username: 'ana' });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('MyNetworkPage', () => {
  it('shows the member on top, his partners, and the level 1 table', async () => {
    const { calls } = setup();
    renderWithProviders(<MyNetworkPage />, { route: '/network/my-network' });
    const top = await screen.findByTestId('network-member-1');
    expect(within(top).getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByTestId('network-member-2')).toHaveTextContent('Bruno Lima');
    expect(screen.getByTestId('network-member-3')).toHaveTextContent('Carla Mendes');
    expect(treeCalls(calls)).toEqual([{ UserId: 1, Levels: 1 }]);
    expect(screen.queryByRole('button', { name: 'Voltar ao Topo' })).not.toBeInTheDocument();
    // The level table: Nível 1 by default, the rank in its colour, the status coloured.
    expect(screen.getByLabelText('Nível')).toHaveValue('1');
    const row = (await screen.findByText('bruno@clube.test')).closest('tr')!;
    expect(within(row).getByText('11 91111-2222')).toBeInTheDocument();
    expect(within(row).getByText('Ouro')).toHaveStyle({ color: '#d4af37' });
    expect(within(row).getByText('Inativo')).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith(LEVELS))!.url).toBe(`${LEVELS}?Level=1&Page=1&RowsPerPage=50`);
  });

  it('puts a clicked partner on top, and Voltar ao Topo brings the member back', async () => {
    const u = userEvent.setup();
    const { calls } = setup();
    renderWithProviders(<MyNetworkPage />, { route: '/network/my-network' });
    await screen.findByTestId('network-member-2');
    await u.click(screen.getByRole('button', { name: 'Ver a rede de Bruno Lima' }));
    expect(await screen.findByTestId('network-member-4')).toHaveTextContent('Diego Rocha');
    expect(screen.queryByTestId('network-member-1')).not.toBeInTheDocument();
    expect(treeCalls(calls)).toContainEqual({ UserId: 2, Levels: 1 });
    // The level table is still the member's own network, and says so.
    expect(screen.getByTestId('network-level-owner')).toHaveTextContent('Níveis da sua rede, contados a partir de você (não da rede de Bruno Lima).');
    await u.click(screen.getByRole('button', { name: 'Voltar ao Topo' }));
    expect(await screen.findByTestId('network-member-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voltar ao Topo' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('network-level-owner')).not.toBeInTheDocument();
  });

  it('the rank image also opens the member', async () => {
    const u = userEvent.setup();
    setup();
    renderWithProviders(<MyNetworkPage />, { route: '/network/my-network' });
    await u.click(await screen.findByRole('button', { name: 'Ver a rede de Bruno Lima pelo rank' }));
    expect(await screen.findByTestId('network-member-4')).toBeInTheDocument();
  });

  it('loads the partners beyond the first page on request', async () => {
    const u = userEvent.setup();
    const { calls } = setup();
    renderWithProviders(<MyNetworkPage />, { route: '/network/my-network' });
    await u.click(await screen.findByRole('button', { name: /Carregar mais \(2 de 3\)/ }));
    expect(await screen.findByTestId('network-member-5')).toHaveTextContent('Eva Prado');
    expect(calls.find((c) => c.url === CHILDS)!.body).toEqual({ UserId: 1, PaginationSettings: { Page: 2, RowsPerPage: 50 } });
    expect(screen.queryByRole('button', { name: /Carregar mais/ })).not.toBeInTheDocument();
  });

  it('the level selector goes from Nível 1 to Nível 10 and shows the chosen level', async () => {
    const u = userEvent.setup();
    const { calls } = setup();
    renderWithProviders(<MyNetworkPage />, { route: '/network/my-network' });
    await screen.findByText('bruno@clube.test');
    const select = screen.getByLabelText('Nível');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(Array.from({ length: 10 }, (_, i) => `Nível ${i + 1}`));
    await u.selectOptions(select, '3');
    expect(await screen.findByText('Nenhum resultado encontrado...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nível 3' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === `${LEVELS}?Level=3&Page=1&RowsPerPage=50`)).toBe(true));
  });
});
