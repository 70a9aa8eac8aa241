import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import { mockFetch, type Call } from '../../../test/fetch-mock';
import IndicationsPage from '../pages/IndicationsPage';
import StoreClientsPage from '../pages/StoreClientsPage';

const URL = '/api/users/network/getAllIndications';
const person = (i: number) => ({
  Id: i,
  Name: `Pessoa ${i}`,
  Username: `pessoa${i}`,
  Email: `pessoa${i}@clube.test`,
  PhoneOne: '11 95555-0000',
  // 15/03/2026 10:00 in São Paulo.
  Created: '2026-03-15T13:00:00.000Z',
  Status: i === 1 ? 2 : 1,
  StatusFormatted: i === 1 ? 'Pendente' : 'Ativo',
  StatusColor: i === 1 ? 'yellow' : 'green',
});

function setup(total = 53) {
  return mockFetch((c) => {
    if (c.url !== URL) return undefined;
    const body = c.body as { PaginationSettings: { Page: number }; Filters?: { Username: string }; UserType: number };
    const all = Array.from({ length: total }, (_, i) => person(i + 1)).filter((p) => !body.Filters || p.Username.startsWith(body.Filters.Username));
    const page = body.PaginationSettings.Page;
    const Data = all.slice((page - 1) * 50, page * 50);
    const TotalPages = Math.max(1, Math.ceil(all.length / 50));
    return {
      body: {
        IsSuccess: true,
        Message: null,
        Data,
        PaginationSettings: { Page: page, TotalPages, TotalRows: all.length, AllPages: Array.from({ length: TotalPages }, (_, k) => k + 1) },
      },
    };
  });
}
const bodies = (calls: Call[]) => calls.filter((c) => c.url === URL).map((c) => c.body);

beforeEach(() => {
  setAuthData({ IsAuth: true, RolesIds: MEMBER_ROLE_IDS, AccessToken: 'token', ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(), Username: 'ana' });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('IndicationsPage', () => {
  it('lists the indications with the spec columns, total and pages', async () => {
    const u = userEvent.setup();
    const { calls } = setup();
    renderWithProviders(<IndicationsPage />, { route: '/network/indications' });
    const row = (await screen.findByText('pessoa1@clube.test')).closest('tr')!;
    expect(within(row).getByText('Pessoa 1')).toBeInTheDocument();
    expect(within(row).getByText('pessoa1')).toBeInTheDocument();
    expect(within(row).getByText('15/03/26')).toBeInTheDocument();
    expect(within(row).getByText('Pendente')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nome', 'Usuário', 'Email', 'Data de Cadastro', 'Status']);
    expect(screen.getByText('53 resultado(s)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Indicações' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/network');
    expect(bodies(calls)[0]).toEqual({ UserType: 2, PaginationSettings: { Page: 1, RowsPerPage: 50 } });

    await u.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('pessoa53@clube.test')).toBeInTheDocument();
    expect(bodies(calls).at(-1)).toEqual({ UserType: 2, PaginationSettings: { Page: 2, RowsPerPage: 50 } });
  });

  it('searches by username after 500 ms of quiet, and says when nothing is found', async () => {
    const u = userEvent.setup();
    const { calls } = setup();
    renderWithProviders(<IndicationsPage />, { route: '/network/indications' });
    await screen.findByText('pessoa1@clube.test');
    await u.type(screen.getByLabelText('Buscar por usuário'), 'pessoa5');
    await waitFor(() => expect(screen.queryByText('pessoa1@clube.test')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(bodies(calls).at(-1)).toEqual({ UserType: 2, PaginationSettings: { Page: 1, RowsPerPage: 50 }, Filters: { Username: 'pessoa5' } });
    expect(bodies(calls).filter((b) => (b as { Filters?: unknown }).Filters)).toHaveLength(1);
    expect(screen.getByText('5 resultado(s)')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Buscar por usuário'), 'x');
    expect(await screen.findByText('Nenhum resultado encontrado...', {}, { timeout: 2000 })).toBeInTheDocument();
  });
});

describe('StoreClientsPage', () => {
  it('asks for UserType 3 and shows name, phone, email and date', async () => {
    const { calls } = setup(2);
    renderWithProviders(<StoreClientsPage />, { route: '/network/store-clients' });
    const row = (await screen.findByText('pessoa2@clube.test')).closest('tr')!;
    expect(within(row).getByText('11 95555-0000')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nome', 'Telefone', 'Email', 'Data de Cadastro']);
    expect(screen.getByText('2 resultado(s)')).toBeInTheDocument();
    expect(bodies(calls)[0]).toMatchObject({ UserType: 3 });
  });
});
