import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLE_IDS } from '@clube/contract';
import type { SCGeneralView } from '@clube/contract/configurations';
import { signIn } from '../../../test/sign-in';
import { renderWithProviders } from '../../../test/render';
import { mockRoutes } from '../../../test/fetch-mock';
import { GeneralSettingsTab } from '../components/GeneralSettingsTab';

const GET = '/api/configurations/getSCGeneral';
const PUT = '/api/configurations/updateSCGeneral';
const TIMELINE = '/api/admin/audit/getTimeline';

const stored: SCGeneralView = {
  ClubName: 'Clube Office',
  OfficeUrl: null,
  MarketplaceUrl: null,
  SupportEmail: null,
  SupportPhone: null,
  ContractText: 'CONTRATO DE ADESÃO AO CLUBE\n1. Objeto.',
  ContractVersion: 1,
  DpoName: null,
  DpoContact: null,
  Timer: 300000,
};

beforeEach(() => signIn(STAFF_ROLE_IDS.Owner));
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('Geral: the membership contract (docs/configuration.md#scgeneral)', () => {
  it('shows the contract the registration links to, and sends the edited text with the rest of the group', async () => {
    const saved = { ...stored, ContractText: 'CONTRATO DE ADESÃO AO CLUBE\n1. Objeto.\n2. Novo.' };
    const { calls } = mockRoutes({ [GET]: stored, [TIMELINE]: [], [PUT]: { IsSuccess: true, Message: 'Configurações atualizadas com Sucesso.', Data: saved } });
    const u = userEvent.setup();
    renderWithProviders(<GeneralSettingsTab />);
    const contract = await screen.findByLabelText(/^Contrato de adesão/);
    expect(contract).toHaveValue(stored.ContractText);
    await u.type(contract, '{End}\n2. Novo.');
    await u.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Configurações atualizadas com Sucesso.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === PUT)!.body).toEqual(saved);
  });

  it('refuses an empty contract with its pt-BR message and sends nothing', async () => {
    const { calls } = mockRoutes({ [GET]: stored, [TIMELINE]: [] });
    const u = userEvent.setup();
    renderWithProviders(<GeneralSettingsTab />);
    await u.clear(await screen.findByLabelText(/^Contrato de adesão/));
    expect(await screen.findByText('O texto do contrato é obrigatório.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar dados' })).toBeDisabled();
    expect(calls.some((c) => c.path === PUT)).toBe(false);
  });
});
