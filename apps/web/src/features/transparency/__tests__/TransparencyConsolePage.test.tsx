import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, STAFF_ROLE_IDS } from '@clube/contract';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { failBody, mockRoutes } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import TransparencyConsolePage from '../pages/TransparencyConsolePage';

const PREVIEW = '/api/admin/transparency/preview';
const PUBLISH = '/api/admin/transparency/publish';
const figures = {
  StartDate: '2024-03-01',
  EndDate: '2024-03-31',
  Members: 4,
  Earners: 1,
  Bands: [
    { Key: 'zero', Label: 'R$ 0,00 (nada recebido)', Members: 3, Share: 75 },
    { Key: 'upTo100', Label: 'Até R$ 100,00', Members: 0, Share: 0 },
    { Key: 'upTo1000', Label: 'De R$ 100,01 a R$ 1.000,00', Members: 1, Share: 25 },
    { Key: 'upTo10000', Label: 'De R$ 1.000,01 a R$ 10.000,00', Members: 0, Share: 0 },
    { Key: 'above', Label: 'Acima de R$ 10.000,00', Members: 0, Share: 0 },
  ],
  MedianEarned: 0,
  P90Earned: 150,
  P99Earned: 195,
  AverageEarned: 50,
  TotalEarned: 200,
  MedianPaid: 100,
  Commissions: { Total: 0, Sales: 0, AdhesionAndFees: 0, SalesShare: null, AdhesionAndFeesShare: null },
};

beforeEach(() => {
  setAuthData({
    IsAuth: true,
    RolesIds: STAFF_ROLE_IDS.Finance,
    AccessToken: 'token-fin',
    ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(),
    Username: 'financeiro',
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearAuthData();
});

describe('/configurations/transparency', () => {
  it('previews the typed period and publishes that preview (its hash goes with it)', async () => {
    const u = userEvent.setup();
    const { calls } = mockRoutes({
      [PREVIEW]: { ...figures, PreviewHash: 'b'.repeat(64) },
      [PUBLISH]: { IsSuccess: true, Message: messages.transparencyPublished, Data: { ...figures, Id: 3, PublishedAt: '2024-04-02T15:00:00.000Z' } },
    });
    renderWithProviders(<TransparencyConsolePage />, { route: '/configurations/transparency' });
    await u.type(screen.getByLabelText('Data inicial'), '01032024');
    await u.type(screen.getByLabelText('Data final'), '31032024');
    await u.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(
      await screen.findByText('A maioria dos sócios ganha pouco: metade recebeu até R$ 0,00 no período, e 75% dos sócios não receberam nada.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === PREVIEW)!.body).toEqual({ StartDate: '2024-03-01', EndDate: '2024-03-31' });
    expect(screen.getByText('Nenhuma comissão no período.')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicar divulgação' });
    await u.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Divulgação nº 3 publicada em /transparencia.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === PUBLISH)!.body).toEqual({ StartDate: '2024-03-01', EndDate: '2024-03-31', PreviewHash: 'b'.repeat(64) });
    expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('href', '/api/transparency/disclosure/3/pdf');
  });

  it('says what is wrong with a period before asking, and shows the refusal of a stale preview', async () => {
    const u = userEvent.setup();
    const { calls } = mockRoutes({
      [PREVIEW]: { ...figures, PreviewHash: 'b'.repeat(64) },
      [PUBLISH]: () => failBody(409, messages.transparencyPreviewChanged).body,
    });
    renderWithProviders(<TransparencyConsolePage />, { route: '/configurations/transparency' });
    await u.type(screen.getByLabelText('Data inicial'), '31032024');
    await u.type(screen.getByLabelText('Data final'), '01032024');
    await u.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(await screen.findByText(messages.transparencyPeriodInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.path === PREVIEW)).toBe(false);

    await u.clear(screen.getByLabelText('Data inicial'));
    await u.type(screen.getByLabelText('Data inicial'), '01032024');
    await u.clear(screen.getByLabelText('Data final'));
    await u.type(screen.getByLabelText('Data final'), '31032024');
    await u.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    await u.click(await screen.findByRole('button', { name: 'Publicar' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Publicar divulgação' })).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText(messages.transparencyPreviewChanged)).toBeInTheDocument();
  });
});
