import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { clearAuthData } from '../../../lib/auth-storage';
import { mockRoutes } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import BalanceChart from '../components/BalanceChart';

const day = (i: number) => new Date(Date.UTC(2026, 7, 30 + i, 12)).toISOString().slice(0, 10);
const url = '/api/finances/earnings/getBalanceHistory';

afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('BalanceChart', () => {
  it("shows today's balance and lists, for screen readers, the days the balance changed", async () => {
    signIn();
    mockRoutes({ [url]: { Days: Array.from({ length: 90 }, (_, i) => ({ Day: day(i), Balance: i < 80 ? 100 : i < 89 ? 130 : 135.5 })) } });
    renderWithProviders(<BalanceChart />);
    expect(await screen.findByText('Saldo em 27/11/2026: R$ 135,50')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Saldo nos últimos 90 dias' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual(['30/08/2026R$ 100,00', '18/11/2026R$ 130,00', '27/11/2026R$ 135,50']);
  });

  it('says so when the account never moved', async () => {
    signIn();
    mockRoutes({ [url]: { Days: Array.from({ length: 90 }, (_, i) => ({ Day: day(i), Balance: 0 })) } });
    renderWithProviders(<BalanceChart />);
    expect(await screen.findByText('Sem movimentações nos últimos 90 dias.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saldo nos últimos 90 dias' })).toBeInTheDocument();
  });
});
