import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import { mockFetch, type Call } from '../../../test/fetch-mock';
import QuotasPage from '../pages/QuotasPage';

const URL = '/api/finances/investimentFund/getAllInvestmentFundQuotas';
const holdings = [
  { Id: 3, InvestmentFund: { Name: 'Fundo Imobiliário Clube' }, Quotas: 1200 },
  { Id: 2, InvestmentFund: { Name: 'Fundo Agro' }, Quotas: 3 },
];

function setup() {
  return mockFetch((c) => {
    if (c.url !== URL) return undefined;
    const filter = (c.body as { Filters?: Array<{ Type: number; Value: string }> }).Filters?.[0];
    const Data = filter?.Type === 4 ? holdings.filter((h) => h.InvestmentFund.Name.toLowerCase().includes(filter.Value.toLowerCase())) : holdings;
    return { body: { IsSuccess: true, Message: null, Data, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: Data.length, AllPages: [1] } } };
  });
}
const quotaCalls = (calls: Call[]) => calls.filter((c) => c.url === URL);

beforeEach(() => {
  setAuthData({ IsAuth: true, RolesIds: MEMBER_ROLE_IDS, AccessToken: 'token', ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(), Username: 'ana' });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('QuotasPage', () => {
  it('shows the title, back link, table and count', async () => {
    setup();
    renderWithProviders(<QuotasPage />);
    expect(await screen.findByText('Fundo Imobiliário Clube')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Financeiro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/financial');
    expect(screen.getByText('2 resultado(s)')).toBeInTheDocument();
    expect(screen.getByText('1.200')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'ID' })).toBeInTheDocument();
  });

  it('applies a non-empty filter after 500 ms of quiet, and Limpar filtros resets it', async () => {
    const u = userEvent.setup();
    const { calls } = setup();
    renderWithProviders(<QuotasPage />);
    await screen.findByText('Fundo Agro');
    expect(quotaCalls(calls)).toHaveLength(1);
    expect(quotaCalls(calls)[0]!.body).toEqual({ PaginationSettings: { Page: 1, RowsPerPage: 50 } });
    await u.type(screen.getByLabelText('Filtro'), 'agro');
    expect(quotaCalls(calls)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Fundo Imobiliário Clube')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(quotaCalls(calls)).toHaveLength(2);
    expect(quotaCalls(calls)[1]!.body).toMatchObject({ Filters: [{ Type: 4, Value: 'agro' }] });
    expect(screen.getByText('1 resultado(s)')).toBeInTheDocument();

    // Spaces only: no filter is sent (the unfiltered page is already cached for 30 s).
    await u.clear(screen.getByLabelText('Filtro'));
    await u.type(screen.getByLabelText('Filtro'), '   ');
    await waitFor(() => expect(screen.getByText('Fundo Imobiliário Clube')).toBeInTheDocument(), { timeout: 2000 });
    expect(
      quotaCalls(calls).every((c) => !(c.body as { Filters?: unknown }).Filters || (c.body as { Filters: Array<{ Value: string }> }).Filters[0]!.Value.trim()),
    ).toBe(true);

    await u.type(screen.getByLabelText('Filtro'), 'agro');
    await waitFor(() => expect(screen.queryByText('Fundo Imobiliário Clube')).not.toBeInTheDocument(), { timeout: 2000 });
    await u.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(screen.getByLabelText('Filtro')).toHaveValue('');
    await waitFor(() => expect(screen.getByText('Fundo Imobiliário Clube')).toBeInTheDocument(), { timeout: 2000 });
  });

  it('sends fund id and quota filters only as whole numbers', async () => {
    const u = userEvent.setup();
    const { calls } = setup();
    renderWithProviders(<QuotasPage />);
    await screen.findByText('Fundo Agro');
    await u.selectOptions(screen.getByLabelText('Filtrar por'), '3');
    await u.type(screen.getByLabelText('Filtro'), 'abc');
    expect(await screen.findByText('Informe um número inteiro para este filtro.', {}, { timeout: 2000 })).toBeInTheDocument();
    await u.clear(screen.getByLabelText('Filtro'));
    await u.type(screen.getByLabelText('Filtro'), '3');
    await waitFor(() => expect(quotaCalls(calls).some((c) => JSON.stringify(c.body).includes('"Filters":[{"Type":3,"Value":"3"}]'))).toBe(true), {
      timeout: 2000,
    });
    expect(quotaCalls(calls).some((c) => JSON.stringify(c.body).includes('abc'))).toBe(false);
  });
});
