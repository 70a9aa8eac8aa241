import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MEMBER_ROLE_IDS, Permission } from '@clube/contract';
import { clearAuthData } from '../../../lib/auth-storage';
import { mockRoutes } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/sign-in';
import HomeCharts from '../components/HomeCharts';

const months = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const charts = {
  From: '2026-10-29',
  To: '2026-11-27',
  Earnings: [
    { Day: '2026-11-20', Category: 1, Value: 10.1 },
    { Day: '2026-11-20', Category: 5, Value: 0.2 },
    { Day: '2026-11-27', Category: 1, Value: 7.7 },
  ],
  NewMembers: months.map((Month, i) => ({ Month, Count: i === 10 ? 3 : i === 11 ? 1 : 0 })),
};
const rank = (name: string, current: boolean, progress: unknown = null) => ({
  RankName: name,
  RankColor: '#ccc',
  IsCurrentRank: current,
  AchievedRank: current,
  Prizes: [],
  Progress: progress,
});
const ranks = [
  rank('Bronze', true),
  rank('Prata', false, {
    Requirements: [
      { Key: 'ActiveDirects', Name: 'Diretos ativos', Have: 1, Need: 4, Met: false },
      { Key: 'GroupVolume', Name: 'Volume do grupo', Have: 2500, Need: 1000, Met: true },
    ],
  }),
  rank('Ouro', false),
];

const table = (name: string) => within(screen.getByRole('table', { name }));

afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('HomeCharts', () => {
  it('titles each chart, sums the period and gives its figures as a table', async () => {
    signIn();
    mockRoutes({ '/api/dashboard/getCharts': charts, '/api/users/careerPlan/getUserRanksDetails': ranks });
    renderWithProviders(<HomeCharts />);

    expect(await screen.findByText('Total no período: R$ 18,00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ganhos dos últimos 30 dias' })).toBeInTheDocument();
    // Only the days with gains, one column per category present.
    const earnings = table('Ganhos dos últimos 30 dias');
    expect(earnings.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Dia', 'Adesão', 'Cashback']);
    expect(
      earnings
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['20/11/2026R$ 10,10R$ 0,20', '27/11/2026R$ 7,70R$ 0,00']);

    expect(screen.getByText('4 novos sócios em 12 meses')).toBeInTheDocument();
    const network = table('Novos sócios na rede por mês');
    expect(network.getAllByRole('row')).toHaveLength(13);
    expect(network.getByRole('row', { name: 'out/26 3' })).toBeInTheDocument();

    expect(await screen.findByText('Atual: Bronze · Próximo: Prata (62%)')).toBeInTheDocument();
    const progress = table('Progresso para o próximo rank');
    expect(progress.getByRole('row', { name: 'Diretos ativos 1 4 25%' })).toBeInTheDocument();
    expect(progress.getByRole('row', { name: /Volume do grupo R\$\s2\.500,00 R\$\s1\.000,00 100%/ })).toBeInTheDocument();
  });

  it('says in words when there is nothing to draw', async () => {
    signIn();
    mockRoutes({
      '/api/dashboard/getCharts': { ...charts, Earnings: [], NewMembers: months.map((Month) => ({ Month, Count: 0 })) },
      '/api/users/careerPlan/getUserRanksDetails': [rank('Bronze', true)],
    });
    renderWithProviders(<HomeCharts />);
    expect(await screen.findByText('Nenhum ganho nos últimos 30 dias.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum novo sócio na sua rede nos últimos 12 meses.')).toBeInTheDocument();
    expect(await screen.findByText('Você alcançou todos os ranks do plano de carreira.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('leaves the rank chart out, and does not ask for it, without the network permission', async () => {
    signIn(MEMBER_ROLE_IDS.filter((r) => r !== Permission.REDE));
    const { calls } = mockRoutes({ '/api/dashboard/getCharts': charts });
    renderWithProviders(<HomeCharts />);
    expect(await screen.findByText('Total no período: R$ 18,00')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Progresso para o próximo rank' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/users/careerPlan/getUserRanksDetails');
  });
});
