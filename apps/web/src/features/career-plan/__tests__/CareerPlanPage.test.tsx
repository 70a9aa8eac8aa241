import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import type { UserRankDetail } from '@clube/contract/career-plan';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import { mockFetch, okBody } from '../../../test/fetch-mock';
import CareerPlanPage from '../pages/CareerPlanPage';

const URL = '/api/users/careerPlan/getUserRanksDetails';
const ranks: UserRankDetail[] = [
  { RankName: 'Bronze', RankColor: '#b08d57', IsCurrentRank: false, AchievedRank: true, Prizes: [], Progress: null },
  {
    RankName: 'Ouro',
    RankColor: '#d4a017',
    IsCurrentRank: true,
    AchievedRank: true,
    Prizes: [
      { Type: 2, PrizeAmount: 1000, InvestmentFund: null, Description: null },
      { Type: 3, PrizeAmount: null, InvestmentFund: null, Description: 'Pin de lapela Ouro' },
    ],
    Progress: null,
  },
  {
    RankName: 'Diamante',
    RankColor: '#4dabf7',
    IsCurrentRank: false,
    AchievedRank: false,
    Prizes: [
      { Type: 1, PrizeAmount: 50, InvestmentFund: { Name: 'Fundo Agro Brasil' }, Description: null },
      { Type: 3, PrizeAmount: null, InvestmentFund: null, Description: 'Viagem para Gramado com acompanhante' },
    ],
    Progress: {
      Requirements: [
        { Key: 'ActiveDirects', Name: 'Parceiros diretos ativos', Have: 6, Need: 6, Met: true },
        { Key: 'ActiveNetwork', Name: 'Membros ativos na rede', Have: 13, Need: 60, Met: false },
        { Key: 'GroupVolume', Name: 'Volume do grupo no mês', Have: 1234.5, Need: 15000, Met: false },
      ],
    },
  },
];

beforeEach(() => {
  setAuthData({ IsAuth: true, RolesIds: MEMBER_ROLE_IDS, AccessToken: 'token', ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(), Username: 'demo' });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

const card = (name: string) => screen.getByRole('listitem', { name });

describe('CareerPlanPage', () => {
  it('lists the ranks in their colours with the current rank, prizes and icons', async () => {
    const { calls } = mockFetch((c) => (c.url === URL ? okBody(ranks) : undefined));
    renderWithProviders(<CareerPlanPage />);
    expect(await screen.findByText('Diamante')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === URL)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Plano de Carreira' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/network');

    expect(within(card('Bronze')).getByText('Não há recompensas nesse rank')).toBeInTheDocument();
    expect(within(card('Bronze')).getByRole('img', { name: 'Rank alcançado' })).toBeInTheDocument();
    expect(within(card('Bronze')).queryByText('(Rank Atual)')).not.toBeInTheDocument();
    expect(within(card('Bronze')).getByText('Bronze')).toHaveStyle({ color: '#b08d57' });

    expect(within(card('Ouro')).getByText('(Rank Atual)')).toBeInTheDocument();
    expect(within(card('Ouro')).getByText('R$ 1.000,00')).toBeInTheDocument();
    expect(within(card('Ouro')).getByText('Pin de lapela Ouro')).toBeInTheDocument();
    expect(card('Ouro')).toHaveAttribute('data-achieved', 'true');
    expect(screen.getAllByText('(Rank Atual)')).toHaveLength(1);

    expect(within(card('Diamante')).getByRole('img', { name: 'Rank não alcançado' })).toBeInTheDocument();
    expect(within(card('Diamante')).queryByRole('img', { name: 'Rank alcançado' })).not.toBeInTheDocument();
    expect(card('Diamante')).toHaveAttribute('data-achieved', 'false');
    expect(within(card('Diamante')).getByText('50 cotas do Fundo Agro Brasil')).toBeInTheDocument();
    expect(within(card('Diamante')).getByText('Viagem para Gramado com acompanhante')).toBeInTheDocument();
    expect(within(card('Diamante')).queryByText('Não há recompensas nesse rank')).not.toBeInTheDocument();
  });

  it('shows the progress toward the next rank, each requirement have / need', async () => {
    mockFetch((c) => (c.url === URL ? okBody(ranks) : undefined));
    renderWithProviders(<CareerPlanPage />);
    const progress = await screen.findByRole('region', { name: 'Progresso para o rank Diamante' });
    expect(within(progress).getByText('6 / 6')).toBeInTheDocument();
    expect(within(progress).getByText('13 / 60')).toBeInTheDocument();
    expect(within(progress).getByText('R$ 1.234,50 / R$ 15.000,00')).toBeInTheDocument();
    expect(within(progress).getAllByLabelText('Requisito atingido')).toHaveLength(1);
    expect(within(progress).getByRole('progressbar', { name: 'Membros ativos na rede' })).toHaveAttribute('aria-valuenow', String(Math.round((13 / 60) * 100)));
  });

  it('shows no progress when every rank is achieved, and the empty text without ranks', async () => {
    const all = ranks.map((r) => ({ ...r, AchievedRank: true, Progress: null }));
    mockFetch((c) => (c.url === URL ? okBody(all) : undefined));
    const { unmount } = renderWithProviders(<CareerPlanPage />);
    expect(await screen.findByText('Diamante')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Rank não alcançado' })).not.toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    mockFetch((c) => (c.url === URL ? okBody([]) : undefined));
    renderWithProviders(<CareerPlanPage />);
    expect(await screen.findByText('Nenhum rank cadastrado no plano de carreira.')).toBeInTheDocument();
  });
});
