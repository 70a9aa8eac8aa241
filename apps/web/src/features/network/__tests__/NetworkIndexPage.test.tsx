import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MEMBER_ROLE_IDS, Permission } from '@clube/contract';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import NetworkIndexPage from '../pages/NetworkIndexPage';

const signIn = (RolesIds: number[]) => setAuthData({ IsAuth: true, RolesIds, AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'ana' });
const links = () => screen.getAllByRole('link').map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]);

afterEach(() => clearAuthData());

describe('network index', () => {
  it('shows the five cards with their links', () => {
    signIn(MEMBER_ROLE_IDS);
    renderWithProviders(<NetworkIndexPage />, { route: '/network' });
    expect(links()).toEqual([
      ['Minha Rede', '/network/my-network'],
      ['Minhas Contas', '/network/secondary-accounts'],
      ['Indicações', '/network/indications'],
      ['Clientes da Loja Virtual', '/network/store-clients'],
      ['Plano de Carreira', '/network/career-plan'],
    ]);
  });

  it('hides the cards whose permission the member lacks', () => {
    signIn(MEMBER_ROLE_IDS.filter((r) => r !== Permission.REDE && r !== Permission.CLIENTES_LOJA));
    renderWithProviders(<NetworkIndexPage />, { route: '/network' });
    expect(links().map(([label]) => label)).toEqual(['Indicações']);
  });
});
