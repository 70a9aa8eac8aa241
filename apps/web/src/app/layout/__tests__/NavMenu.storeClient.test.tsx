import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { clearAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import { signInCarla } from '../../../features/store/__tests__/fixtures';
import { NavMenu } from '../NavMenu';

afterEach(() => {
  clearAuthData();
  localStorage.clear();
});

const links = () =>
  within(screen.getByRole('navigation', { name: 'Menu principal' }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('the side bar (docs/marketplace.md#public-store)', () => {
  it('gives a store client his own: his home, his store and his invoices, no members’ Financeiro', () => {
    signInCarla();
    renderWithProviders(<NavMenu />);
    expect(links()).toEqual([
      ['Home', '/'],
      ['Loja', '/store/loja.ana'],
      ['Faturas', '/financial/invoices'],
    ]);
  });

  it('keeps the spec’s entries for a member', () => {
    signIn();
    renderWithProviders(<NavMenu />);
    expect(links().map(([label]) => label)).toEqual(['Home', 'Minha Rede', 'Financeiro', 'Marketplace', 'Planos']);
  });
});
