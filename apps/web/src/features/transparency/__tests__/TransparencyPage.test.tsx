import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockRoutes } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import TransparencyPage from '../pages/TransparencyPage';

const figures = {
  StartDate: '2024-03-01',
  EndDate: '2024-03-31',
  Members: 10,
  Earners: 7,
  Bands: [
    { Key: 'zero', Label: 'R$ 0,00 (nada recebido)', Members: 3, Share: 30 },
    { Key: 'upTo100', Label: 'Até R$ 100,00', Members: 3, Share: 30 },
    { Key: 'upTo1000', Label: 'De R$ 100,01 a R$ 1.000,00', Members: 2, Share: 20 },
    { Key: 'upTo10000', Label: 'De R$ 1.000,01 a R$ 10.000,00', Members: 1, Share: 10 },
    { Key: 'above', Label: 'Acima de R$ 10.000,00', Members: 1, Share: 10 },
  ],
  MedianEarned: 75,
  P90Earned: 3950,
  P99Earned: 11645,
  AverageEarned: 1636,
  TotalEarned: 16360,
  MedianPaid: 100,
  Commissions: { Total: 16150, Sales: 4100, AdhesionAndFees: 12050, SalesShare: 25.39, AdhesionAndFeesShare: 74.61 },
};
const latest = { ...figures, Id: 2, PublishedAt: '2024-04-02T15:00:00.000Z' };

afterEach(() => vi.restoreAllMocks());

describe('TransparencyPage (/transparencia)', () => {
  it('shows a visitor the latest disclosure in plain words, its bands and shares, the files and the earlier editions', async () => {
    mockRoutes({
      '/api/transparency/disclosures': {
        Latest: latest,
        All: [
          { Id: 2, StartDate: '2024-03-01', EndDate: '2024-03-31', PublishedAt: '2024-04-02T15:00:00.000Z' },
          { Id: 1, StartDate: '2024-02-01', EndDate: '2024-02-29', PublishedAt: '2024-03-02T15:00:00.000Z' },
        ],
      },
    });
    renderWithProviders(<TransparencyPage />, { route: '/transparencia' });
    expect(
      await screen.findByText('A maioria dos sócios ganha pouco: metade recebeu até R$ 75,00 no período, e 30% dos sócios não receberam nada.'),
    ).toBeInTheDocument();
    const bands = within(screen.getByRole('region', { name: 'Sócios por faixa de ganhos' }));
    expect(bands.getByRole('row', { name: /^Acima de R\$ 10\.000,00 1 10,00%/ })).toBeInTheDocument();
    const shares = within(screen.getByRole('region', { name: 'De onde vieram as comissões' }));
    expect(shares.getByRole('row', { name: /^Vendas de produtos e serviços \(B2B e B2C\) R\$\s4\.100,00 25,39%$/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Baixar CSV' })[0]).toHaveAttribute('href', '/api/transparency/disclosure/2/csv');
    expect(screen.getAllByRole('link', { name: 'Baixar PDF' })[0]).toHaveAttribute('href', '/api/transparency/disclosure/2/pdf');
    const earlier = within(screen.getByRole('region', { name: 'Todas as divulgações' }));
    expect(earlier.getAllByRole('row')).toHaveLength(3);
  });

  it('says so when nothing was published yet', async () => {
    mockRoutes({ '/api/transparency/disclosures': { Latest: null, All: [] } });
    renderWithProviders(<TransparencyPage />, { route: '/transparencia' });
    expect(await screen.findByText('Nenhuma divulgação publicada ainda.')).toBeInTheDocument();
  });
});
