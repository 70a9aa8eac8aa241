import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import { setAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import { mockFetch } from '../../../test/fetch-mock';
import BankAccountsPage from '../pages/BankAccountsPage';
import { corrente, paged, poupanca } from './fixtures';

const LIST = '/api/users/bankAccount/getAllUserBankAccounts';

beforeEach(() => setAuthData({ IsAuth: true, RolesIds: MEMBER_ROLE_IDS, AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'ana' }));
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('bank accounts list', () => {
  it('shows holder, masked CPF, bank, agency and an Editar link per account, and the add button', async () => {
    mockFetch((c) => (c.url === LIST ? paged([corrente, poupanca]) : undefined));
    renderWithProviders(<BankAccountsPage />, { route: '/financial/bank-accounts' });
    expect(screen.getByRole('heading', { name: 'Contas Bancárias' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/financial');
    expect(screen.getByRole('link', { name: 'Adicionar Conta Bancária' })).toHaveAttribute('href', '/financial/bank-accounts/new');
    expect(await screen.findByText('2 resultado(s)')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ana Paula Souza', '111.444.777-35', 'ITAÚ UNIBANCO S.A.', '0001-5', 'Editar']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ana P. Souza', '529.982.247-25', 'Banco do Brasil S.A.', '1234', 'Editar']);
    expect(within(rows[0]!).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/financial/bank-accounts/edit?id=12');
    expect(within(rows[1]!).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/financial/bank-accounts/edit?id=9');
  });

  it('filters by account type (page 1 again) and says when nothing is found', async () => {
    const { calls } = mockFetch((c) => {
      if (c.url !== LIST) return undefined;
      const type = (c.body as { BankAccountType: number | null }).BankAccountType;
      return paged(type === 2 ? [] : [corrente, poupanca]);
    });
    const u = userEvent.setup();
    renderWithProviders(<BankAccountsPage />, { route: '/financial/bank-accounts' });
    expect(await screen.findByText('2 resultado(s)')).toBeInTheDocument();
    await u.selectOptions(screen.getByLabelText('Tipo de Conta'), 'Conta Poupança');
    expect(await screen.findByText('Nenhum resultado encontrado...')).toBeInTheDocument();
    const bodies = calls.filter((c) => c.url === LIST).map((c) => c.body);
    expect(bodies[0]).toEqual({ PaginationSettings: { Page: 1, RowsPerPage: 50 }, PaginationFilter: { OrderByDescending: true }, BankAccountType: null });
    expect(bodies.at(-1)).toMatchObject({ PaginationSettings: { Page: 1, RowsPerPage: 50 }, BankAccountType: 2 });
    await u.selectOptions(screen.getByLabelText('Tipo de Conta'), 'Todas');
    await waitFor(() => expect(screen.getByText('2 resultado(s)')).toBeInTheDocument());
  });
});
