import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MEMBER_ROLE_IDS, Permission } from '@clube/contract';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { Route, Routes } from 'react-router';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { signInCarla } from '../../store/__tests__/fixtures';
import FinancialIndexPage from '../pages/FinancialIndexPage';

const signIn = (RolesIds: number[]) => setAuthData({ IsAuth: true, RolesIds, AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'ana' });
const links = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

afterEach(() => {
  clearAuthData();
  localStorage.clear();
});

describe('financial index', () => {
  it('shows the seven cards to a member holding every permission', () => {
    signIn(MEMBER_ROLE_IDS);
    renderWithProviders(<FinancialIndexPage />, { route: '/financial' });
    expect(screen.getByRole('heading', { name: 'Financeiro' })).toBeInTheDocument();
    expect(links()).toEqual([
      ['Faturas', '/financial/invoices'],
      ['Conta Corrente', '/financial/current-account'],
      ['Extrato de Bônus', '/financial/bonus-statement'],
      ['Saques', '/financial/withdrawals'],
      ['Contas Bancárias', '/financial/bank-accounts'],
      ['Transferências', '/financial/transfers'],
      ['Minhas Cotas', '/financial/quotas'],
    ]);
  });

  it('hides each card whose permission the member lacks (quotas go with TRANSFERENCIA)', () => {
    signIn(MEMBER_ROLE_IDS.filter((r) => r !== Permission.SAQUE && r !== Permission.TRANSFERENCIA && r !== Permission.FATURAS));
    renderWithProviders(<FinancialIndexPage />, { route: '/financial' });
    expect(links().map(([label]) => label)).toEqual(['Conta Corrente', 'Extrato de Bônus', 'Contas Bancárias']);
  });

  it('takes a store client, who has no wallet here, to his own home (docs/marketplace.md#public-store)', async () => {
    signInCarla();
    renderWithProviders(
      <Routes>
        <Route path="/financial" element={<FinancialIndexPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>,
      { route: '/financial' },
    );
    expect(await screen.findByText('Em /')).toBeInTheDocument();
  });
});
