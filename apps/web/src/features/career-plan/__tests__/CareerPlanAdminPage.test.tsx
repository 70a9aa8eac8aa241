import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRank } from '@clube/contract/career-plan';
import { mockFetch, okBody } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import CareerPlanAdminPage from '../pages/CareerPlanAdminPage';
import { asOwner, paged } from '../../admin/__tests__/offers.test-support';

const BASE = '/api/admin/careerPlan/ranks';
const fund = {
  Id: 7,
  Name: 'Fundo Agro',
  Description: '',
  QuotaValue: 0,
  Status: 1,
  StatusFormatted: 'Ativo',
  StatusColor: 'green',
  CreatedOn: '2026-03-10T15:00:00.000Z',
};
const ouro: AdminRank = {
  Id: 3,
  Name: 'Ouro',
  Color: '#d4a017',
  Position: 3,
  Status: 1,
  StatusFormatted: 'Ativo',
  StatusColor: 'green',
  ActiveDirects: 3,
  ActiveNetwork: 12,
  GroupVolume: 2500,
  Prizes: [{ Id: 11, Type: 2, Amount: 1000, Quotas: null, FundId: null, FundName: null, Description: null, ValidFrom: null }],
};

asOwner();

describe('/configurations/career-plan', () => {
  it('lists ranks with requirements and prizes; a new rank with a quota prize needs its fund', async () => {
    const u = userEvent.setup();
    const { calls } = mockFetch((c) => {
      if (c.path === `${BASE}/getAll`) return paged([ouro]);
      if (c.path === '/api/admin/funds/getAll') return paged([fund]);
      if (c.path === `${BASE}/createRank`) return okBody({ ...ouro, Id: 4, Name: 'Diamante' }, 'Rank criado com Sucesso.');
      return undefined;
    });
    renderWithProviders(<CareerPlanAdminPage />, { route: '/configurations/career-plan' });
    expect(await screen.findByText('Ouro')).toBeInTheDocument();
    expect(screen.getByText(/3 diretos ativos · 12 ativos na rede · R\$\s2\.500,00 no mês/)).toBeInTheDocument();
    expect(screen.getByText(/R\$\s1\.000,00/)).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Novo rank' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo rank' });
    await u.type(within(modal).getByLabelText(/^Nome/), 'Diamante');
    await u.type(within(modal).getByLabelText(/^Posição/), '4');
    await u.click(within(modal).getByRole('button', { name: 'Adicionar prêmio' }));
    await u.selectOptions(within(modal).getByLabelText('Prêmio 1'), 'Cotas de fundo');
    await u.type(within(modal).getByLabelText(/^Cotas/), '50');
    await u.click(within(modal).getByRole('button', { name: 'Criar rank' }));
    expect(await within(modal).findByText('Fundo de investimento é obrigatório.')).toBeInTheDocument();
    await u.selectOptions(within(modal).getByLabelText(/^Fundo/), 'Fundo Agro');
    await u.click(within(modal).getByRole('button', { name: 'Adicionar prêmio' }));
    await u.selectOptions(within(modal).getByLabelText('Prêmio 2'), 'Descrição livre');
    await u.type(within(modal).getByLabelText(/^Descrição/), 'Viagem para Gramado');
    await u.click(within(modal).getByRole('button', { name: 'Criar rank' }));
    expect(await screen.findByText('Rank criado com Sucesso.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${BASE}/createRank`)!.body).toEqual({
      Name: 'Diamante',
      Color: '#888888',
      Position: 4,
      ActiveDirects: 0,
      ActiveNetwork: 0,
      GroupVolume: 0,
      Prizes: [
        { Type: 1, Quotas: 50, FundId: 7 },
        { Type: 3, Description: 'Viagem para Gramado' },
      ],
    });
  });
});
