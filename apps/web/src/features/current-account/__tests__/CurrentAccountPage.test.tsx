import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import { setAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import { mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import CurrentAccountPage from '../pages/CurrentAccountPage';

const EARNINGS = '/api/finances/earnings/getAllEarnings';
const WALLET = '/api/users/wallets/getUserWalletByWalletType/1';

const earnings = [
  { Description: 'Taxa de saque', Created: '2026-11-20T18:00:00.000Z', Value: -5, Category: 9 },
  { Description: 'Bônus de Adesão - bia', Created: '2026-11-02T02:30:00.000Z', Value: 100, Category: 1 },
];

function api(total = earnings.length) {
  return mockFetch((c: Call) => {
    if (c.url === WALLET) return okBody({ Amount: 1234.56 });
    if (c.url !== EARNINGS) return undefined;
    const b = c.body as { Category: number | null; PaginationSettings: { Page: number } };
    const data = earnings.filter((e) => b.Category == null || e.Category === b.Category);
    const rows = b.Category == null ? total : data.length;
    const pages = Math.max(1, Math.ceil(rows / 50));
    return {
      body: {
        IsSuccess: true,
        Message: null,
        Data: { Earnings: data, TotalGains: 100 },
        PaginationSettings: { Page: b.PaginationSettings.Page, TotalPages: pages, TotalRows: rows, AllPages: [1] },
      },
    };
  });
}
const money = (el: HTMLElement) => el.textContent?.replace(/\u00a0/g, ' ');

beforeEach(() => setAuthData({ IsAuth: true, RolesIds: MEMBER_ROLE_IDS, AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'ana' }));
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('current account page', () => {
  it("shows 'Saldo Atual', 'Total Ganho' and the entries with their dates (dd/MM/yyyy) and signed values", async () => {
    api();
    renderWithProviders(<CurrentAccountPage />, { route: '/financial/current-account' });
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/financial');
    await waitFor(() => expect(money(screen.getByRole('group', { name: 'Saldo Atual' }))).toContain('R$ 1.234,56'));
    await waitFor(() => expect(money(screen.getByRole('group', { name: 'Total Ganho' }))).toContain('R$ 100,00'));
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(within(rows[0]!).getAllByRole('cell').map(money)).toEqual(['Taxa de saque', '20/11/2026', '-R$ 5,00']);
    // 02:30Z on 2 Nov is still 1 Nov in São Paulo.
    expect(within(rows[1]!).getAllByRole('cell').map(money)).toEqual(['Bônus de Adesão - bia', '01/11/2026', 'R$ 100,00']);
    expect(within(rows[0]!).getByText('-R$ 5,00', { normalizer: (t) => t.replace(/\u00a0/g, ' ') })).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
  });

  it('filters by earning category from the first page and pages 50 at a time', async () => {
    const { calls } = api(130);
    const u = userEvent.setup();
    renderWithProviders(<CurrentAccountPage />, { route: '/financial/current-account' });
    await screen.findByText('Taxa de saque');
    const sent = () => calls.filter((c) => c.url === EARNINGS).map((c) => c.body);
    expect(sent()[0]).toEqual({ PaginationSettings: { Page: 1, RowsPerPage: 50 }, PaginationFilter: { OrderByDescending: true }, Category: null });
    await u.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ PaginationSettings: { Page: 3 } }));
    const select = screen.getByLabelText('Categoria');
    expect(within(select).getAllByRole('option')).toHaveLength(14);
    await u.selectOptions(select, 'Taxa');
    await waitFor(() =>
      expect(sent().at(-1)).toEqual({ PaginationSettings: { Page: 1, RowsPerPage: 50 }, PaginationFilter: { OrderByDescending: true }, Category: 9 }),
    );
    await waitFor(() => expect(screen.queryByText('Bônus de Adesão - bia')).not.toBeInTheDocument());
    expect(screen.getByText('Taxa de saque')).toBeInTheDocument();
    await u.selectOptions(select, 'Bônus de Rank do Plano de Carreira');
    expect(await screen.findByText('Nenhum resultado encontrado...')).toBeInTheDocument();
  });
});
