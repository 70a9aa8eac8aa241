import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { STAFF_ROLE_IDS } from '@clube/contract';
import { clearAuthData } from '../../../lib/auth-storage';
import { mockRoutes } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import ConsoleOverview from '../components/ConsoleOverview';

const day = (i: number) => new Date(Date.UTC(2026, 9, 29 + i, 12)).toISOString().slice(0, 10);
const overview = {
  Members: {
    ByStatus: [
      { Status: 0, StatusFormatted: 'Inativo', Count: 2 },
      { Status: 1, StatusFormatted: 'Ativo', Count: 1500 },
      { Status: 2, StatusFormatted: 'Pendente', Count: 30 },
      { Status: 3, StatusFormatted: 'Bloqueado', Count: 0 },
    ],
    NewByDay: Array.from({ length: 30 }, (_, i) => ({ Day: day(i), Count: i === 29 ? 4 : 0 })),
  },
  Money: {
    Days: Array.from({ length: 30 }, (_, i) => ({ Day: day(i), Revenue: i === 29 ? 150.1 : 0, Commissions: i === 29 ? 30.2 : i === 20 ? -1 : 0 })),
    PendingWithdrawals: { Count: 2, Value: 65 },
  },
  Jobs: [
    { Job: 'billing.monthlyFees', Label: 'Cobrança: mensalidades', Succeeded: 1, Failed: 1 },
    { Job: 'career-plan-evaluation', Label: 'Avaliação do plano de carreira', Succeeded: 1, Failed: 0 },
    { Job: 'billing.overdue', Label: 'Cobrança: faturas em atraso', Succeeded: 0, Failed: 0 },
  ],
};
const month = (i: number) => new Date(Date.UTC(2025, 11 + i, 1, 12)).toISOString().slice(0, 7);
const compliance = {
  Months: Array.from({ length: 12 }, (_, i) => ({
    Month: month(i),
    Sales: i === 10 ? 59.99 : i === 11 ? 300 : 0,
    AdhesionAndFees: i === 10 ? 60.01 : i === 11 ? 300 : 0,
    AdhesionAndFeesShare: i === 10 ? 50.01 : i === 11 ? 50 : null,
  })),
  Limit: 50,
  MonthsAboveLimit: [month(10)],
};
const twoFactorOn = { Activated2FA: true, RecoveryCodesLeft: 8 };

afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('ConsoleOverview', () => {
  it("gives the Owner every section: members, money, pending withdrawals and today's jobs", async () => {
    signIn(STAFF_ROLE_IDS.Owner);
    mockRoutes({ '/api/accounts/twoFactor/status': twoFactorOn, '/api/admin/overview': overview });
    renderWithProviders(<ConsoleOverview />);

    expect(await screen.findByText('1.532 sócios')).toBeInTheDocument();
    const byStatus = within(screen.getByRole('table', { name: 'Sócios por situação' }));
    expect(byStatus.getByRole('row', { name: 'Ativo 1.500' })).toBeInTheDocument();
    expect(screen.getByText('4 no período')).toBeInTheDocument();
    expect(screen.getByText(/^Receita: R\$\s150,10 · Bônus pagos: R\$\s29,20$/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Receita x bônus pagos (30 dias)' })).getAllByRole('row')).toHaveLength(3);

    const withdrawals = screen.getByRole('region', { name: 'Saques pendentes' });
    expect(within(withdrawals).getByText(/^R\$\s65,00$/)).toBeInTheDocument();
    expect(within(withdrawals).getByText('2 saques aguardando')).toBeInTheDocument();
    expect(within(withdrawals).getByRole('link', { name: 'Abrir a fila de saques' })).toHaveAttribute('href', '/configurations/withdrawals');

    expect(screen.getByText('2 de 3 rotinas executadas · 1 falha')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Rotinas de hoje' })).getByRole('row', { name: 'Cobrança: mensalidades 1 1' })).toBeInTheDocument();
  });

  it('shows a Finance administrator the money only, and a Catalog one nothing', async () => {
    signIn(STAFF_ROLE_IDS.Finance);
    mockRoutes({
      '/api/accounts/twoFactor/status': twoFactorOn,
      '/api/admin/overview': { Members: null, Money: overview.Money, Jobs: null, Compliance: compliance },
    });
    const { unmount } = renderWithProviders(<ConsoleOverview />);
    expect(await screen.findByText('2 saques aguardando')).toBeInTheDocument();
    // The compliance panel: the months with commissions in its table, and the warning for the one past the limit.
    const shares = within(screen.getByRole('table', { name: 'Comissões: vendas x adesões e mensalidades (12 meses)' }));
    expect(shares.getByRole('row', { name: /^10\/2026 R\$\s59,99 R\$\s60,01 50,01%$/ })).toBeInTheDocument();
    expect(shares.getByRole('row', { name: /^11\/2026 R\$\s300,00 R\$\s300,00 50%$/ })).toBeInTheDocument();
    expect(shares.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Atenção: comissões de adesões e mensalidades acima de 50%')).toBeInTheDocument();
    expect(screen.getByText(/Em 1 mês dos últimos 12 \(10\/2026\)/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sócios por situação' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rotinas de hoje' })).not.toBeInTheDocument();
    unmount();

    signIn(STAFF_ROLE_IDS.Catalog);
    renderWithProviders(<ConsoleOverview />);
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
  });

  it('does not ask for the overview before the session has its second factor', async () => {
    signIn(STAFF_ROLE_IDS.Owner);
    const { calls } = mockRoutes({ '/api/accounts/twoFactor/status': { Activated2FA: false, RecoveryCodesLeft: 0 }, '/api/admin/overview': overview });
    renderWithProviders(<ConsoleOverview />);
    expect(await screen.findByRole('heading', { name: 'Sócios por situação' })).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/accounts/twoFactor/status'));
    expect(calls.map((c) => c.path)).not.toContain('/api/admin/overview');
  });
});
