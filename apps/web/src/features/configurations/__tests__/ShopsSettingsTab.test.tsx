import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLE_IDS } from '@clube/contract';
import type { SCShopsView } from '@clube/contract/configurations';
import { signIn } from '../../../test/sign-in';
import { renderWithProviders } from '../../../test/render';
import { mockRoutes } from '../../../test/fetch-mock';
import { ShopsSettingsTab } from '../components/ShopsSettingsTab';

const GET = '/api/configurations/getSCShops';
const PUT = '/api/configurations/updateSCShops';
const TIMELINE = '/api/admin/audit/getTimeline';

const zone = (SameState: number, SameRegion: number, OtherRegion: number) => ({ SameState, SameRegion, OtherRegion });
const stored: SCShopsView = {
  FreightOriginZip: '06460040',
  FreightTable: {
    Bands: [{ MaxGrams: 1000, SedexCents: zone(2590, 3990, 5990), PacCents: zone(1890, 2690, 3790) }],
    ExtraPerKgCents: { Sedex: zone(500, 900, 1500), Pac: zone(300, 500, 900) },
    Days: { Sedex: zone(1, 2, 4), Pac: zone(4, 6, 9) },
  },
  FreightTableIsDefault: false,
  MinimumOrderValue: 20,
  CashbackPercentage: 2,
  MaxOpenOrdersPerBuyer: 5,
  MaxReservedUnitsPerBuyer: 200,
  Timer: 300000,
};

beforeEach(() => signIn(STAFF_ROLE_IDS.Owner));
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('Loja: the freight table editor', () => {
  it('shows prices in reais and sends them in centavos, with the rest of the group', async () => {
    const { calls } = mockRoutes({ [GET]: stored, [TIMELINE]: [], [PUT]: stored });
    const u = userEvent.setup();
    renderWithProviders(<ShopsSettingsTab />);
    const cell = await screen.findByLabelText('Faixa 1, Sedex, mesmo estado');
    expect(cell).toHaveValue('R$ 25,90');
    expect(screen.getByLabelText('CEP de origem do frete')).toHaveValue('06460-040');
    await u.clear(cell);
    await u.type(cell, '12,34');
    await u.click(screen.getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(calls.some((c) => c.path === PUT)).toBe(true));
    const body = calls.find((c) => c.path === PUT)!.body as Record<string, any>;
    expect(body).toMatchObject({ FreightOriginZip: '06460040', MinimumOrderValue: 20, CashbackPercentage: 2, Timer: 300000 });
    expect(body.FreightTable).toEqual({ ...stored.FreightTable, Bands: [{ ...stored.FreightTable.Bands[0], SedexCents: zone(1234, 3990, 5990) }] });
  });

  it("checks the table with the contract's rules: a band lighter than the one before is refused and nothing is sent", async () => {
    const { calls } = mockRoutes({ [GET]: stored, [TIMELINE]: [] });
    const u = userEvent.setup();
    renderWithProviders(<ShopsSettingsTab />);
    await u.click(await screen.findByRole('button', { name: 'Adicionar faixa' }));
    const grams = screen.getByLabelText('Faixa 2, peso até (g)');
    expect(grams).toHaveValue('2.000');
    await u.clear(grams);
    await u.type(grams, '500');
    expect(await screen.findByText('Tabela de frete inválida em FreightTable.Bands.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar dados' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Remover faixa 2' }));
    await waitFor(() => expect(screen.queryByText('Tabela de frete inválida em FreightTable.Bands.')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === PUT)).toBe(false);
  });

  it('"Usar a tabela padrão" sends no table of its own (null)', async () => {
    const { calls } = mockRoutes({ [GET]: stored, [TIMELINE]: [], [PUT]: { ...stored, FreightTableIsDefault: true } });
    const u = userEvent.setup();
    renderWithProviders(<ShopsSettingsTab />);
    await u.click(await screen.findByRole('checkbox', { name: 'Usar a tabela padrão' }));
    expect(screen.getByLabelText('Faixa 1, Sedex, mesmo estado')).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(calls.some((c) => c.path === PUT)).toBe(true));
    expect((calls.find((c) => c.path === PUT)!.body as Record<string, unknown>).FreightTable).toBeNull();
  });
});

describe('Loja: the caps per buyer (docs/marketplace.md#hoarding-limits)', () => {
  it('shows both caps and sends them as whole numbers with the rest of the group', async () => {
    const { calls } = mockRoutes({ [GET]: stored, [TIMELINE]: [], [PUT]: { ...stored, MaxOpenOrdersPerBuyer: 3, MaxReservedUnitsPerBuyer: 1500 } });
    const u = userEvent.setup();
    renderWithProviders(<ShopsSettingsTab />);
    const open = await screen.findByLabelText('Pedidos aguardando pagamento por comprador');
    const units = screen.getByLabelText('Unidades reservadas por comprador');
    expect(open).toHaveValue('5');
    expect(units).toHaveValue('200');
    await u.clear(open);
    await u.type(open, '3');
    await u.clear(units);
    await u.type(units, '1500');
    expect(units).toHaveValue('1.500');
    await u.click(screen.getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(calls.some((c) => c.path === PUT)).toBe(true));
    expect(calls.find((c) => c.path === PUT)!.body).toMatchObject({ MaxOpenOrdersPerBuyer: 3, MaxReservedUnitsPerBuyer: 1500, MinimumOrderValue: 20 });
  });

  it('refuses a cap out of bounds with its pt-BR message and sends nothing', async () => {
    const { calls } = mockRoutes({ [GET]: stored, [TIMELINE]: [] });
    const u = userEvent.setup();
    renderWithProviders(<ShopsSettingsTab />);
    const open = await screen.findByLabelText('Pedidos aguardando pagamento por comprador');
    await u.clear(open);
    await u.type(open, '0');
    expect(await screen.findByText('Limite de pedidos aguardando pagamento inválido: informe um número inteiro de 1 a 100.')).toBeInTheDocument();
    const units = screen.getByLabelText('Unidades reservadas por comprador');
    await u.clear(units);
    await u.type(units, '2000000');
    expect(await screen.findByText('Limite de unidades reservadas inválido: informe um número inteiro de 1 a 1.000.000.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar dados' })).toBeDisabled();
    expect(calls.some((c) => c.path === PUT)).toBe(false);
  });
});
