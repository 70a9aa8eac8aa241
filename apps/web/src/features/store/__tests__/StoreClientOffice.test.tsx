import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { NavMenu } from '../../../app/layout/NavMenu';
import { clearAuthData } from '../../../lib/auth-storage';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import FinancialIndexPage from '../../financial/pages/FinancialIndexPage';
import { MethodChooser } from '../../payments/components/MethodChooser';
import { signInCarla } from './fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
  localStorage.clear();
});

const links = () =>
  within(screen.getByRole('navigation', { name: 'Menu principal' }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('a store client in the office (docs/marketplace.md#public-store)', () => {
  it('gets a side bar of his own: his home, his store and his invoices, no members’ Financeiro', () => {
    signInCarla();
    renderWithProviders(<NavMenu />);
    expect(links()).toEqual([
      ['Home', '/'],
      ['Loja', '/store/loja.ana'],
      ['Faturas', '/financial/invoices'],
    ]);
  });

  it('a member keeps the spec’s side bar', () => {
    signIn();
    renderWithProviders(<NavMenu />);
    expect(links().map(([label]) => label)).toEqual(['Home', 'Minha Rede', 'Financeiro', 'Marketplace', 'Planos']);
  });

  it('is taken from /financial to his own home', async () => {
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

  it('is not offered the balance, which he does not have, on the payment page', () => {
    renderWithProviders(<MethodChooser hasBalance={false} withBalance={false} onPick={() => {}} />);
    const methods = screen.getByRole('group', { name: 'Escolha a forma de pagamento' });
    expect(within(methods).queryByText('Saldo Insuficiente')).not.toBeInTheDocument();
    expect(within(methods).queryByText('Saldo da Conta')).not.toBeInTheDocument();
    expect(within(methods).getAllByRole('button')).toHaveLength(4);
  });
});
