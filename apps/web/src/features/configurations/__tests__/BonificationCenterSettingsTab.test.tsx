import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLE_IDS } from '@clube/contract';
import type { SCBonificationCenterView } from '@clube/contract/configurations';
import { signIn } from '../../../test/sign-in';
import { renderWithProviders } from '../../../test/render';
import { mockRoutes } from '../../../test/fetch-mock';
import { BonificationCenterSettingsTab } from '../components/BonificationCenterSettingsTab';

const GET = '/api/configurations/getSCBonificationCenter';
const PUT = '/api/configurations/updateSCBonificationCenter';
const TABLES = '/api/configurations/SCUnilevels/getAllUnilevels';
const TIMELINE = '/api/admin/audit/getTimeline';

const stored: SCBonificationCenterView = {
  AdhesionUnilevelId: null,
  MonthlyPaymentUnilevelId: null,
  PlanChangeUnilevelId: null,
  ProductsUnilevelId: null,
  DynamicCompression: false,
  OverdueInactiveDays: 10,
  OverdueCancelDays: 30,
  SubscriptionIssueDaysAhead: 5,
  SecondApprovalAbove: 10000,
  SecondApprovalWindowHours: 24,
  HeldInvoiceTypes: [1, 4, 5],
  HoldDays: 7,
  FeeCommissionShareLimit: 50,
  Timer: 300000,
};
const tables = { IsSuccess: true, Message: null, Data: [], PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: 0, AllPages: [1] } };

beforeEach(() => signIn(STAFF_ROLE_IDS.Owner));
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('Bonificação: the second approval', () => {
  it('shows the window next to the threshold and sends it in hours', async () => {
    const saved = { ...stored, SecondApprovalWindowHours: 48 };
    const { calls } = mockRoutes({
      [GET]: stored,
      [TABLES]: tables,
      [TIMELINE]: [],
      [PUT]: { IsSuccess: true, Message: 'Configurações atualizadas com Sucesso.', Data: saved },
    });
    const u = userEvent.setup();
    renderWithProviders(<BonificationCenterSettingsTab />);
    const window = await screen.findByLabelText('Janela da segunda aprovação (horas)');
    expect(window).toHaveValue('24');
    expect(screen.getByLabelText('Segunda aprovação acima de')).toHaveValue('R$ 10.000,00');

    await u.clear(window);
    await u.type(window, '721');
    expect(await screen.findByText('Janela da segunda aprovação inválida: informe de 1 a 720 horas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar dados' })).toBeDisabled();

    await u.clear(window);
    await u.type(window, '48');
    await u.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Configurações atualizadas com Sucesso.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === PUT)!.body).toMatchObject({ SecondApprovalAbove: 10000, SecondApprovalWindowHours: 48 });
  });
});

describe('Bonificação: the right of withdrawal', () => {
  it('shows which invoice types are held and for how many days, and sends the choice', async () => {
    const saved = { ...stored, HeldInvoiceTypes: [1, 4, 5, 6], HoldDays: 10 };
    const { calls } = mockRoutes({
      [GET]: stored,
      [TABLES]: tables,
      [TIMELINE]: [],
      [PUT]: { IsSuccess: true, Message: 'Configurações atualizadas com Sucesso.', Data: saved },
    });
    const u = userEvent.setup();
    renderWithProviders(<BonificationCenterSettingsTab />);
    const days = await screen.findByLabelText('Dias de retenção');
    expect(days).toHaveValue('7');
    const group = screen.getByRole('group', { name: /Faturas com bônus retidos/ });
    const checked = (name: string) => (within(group).getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect(['Adesão', 'Mensalidade', 'Troca de Plano', 'B2B', 'B2C', 'Assinatura'].map(checked)).toEqual([true, false, false, true, true, false]);

    await u.clear(days);
    await u.type(days, '91');
    expect(await screen.findByText('Dias de retenção inválidos: informe de 7 a 90 dias.')).toBeInTheDocument();
    await u.clear(days);
    await u.type(days, '10');
    await u.click(within(group).getByRole('checkbox', { name: 'Assinatura' }));
    await u.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Configurações atualizadas com Sucesso.')).toBeInTheDocument();
    const body = calls.find((c) => c.path === PUT)!.body as { HeldInvoiceTypes: number[]; HoldDays: number };
    expect([[...body.HeldInvoiceTypes].sort(), body.HoldDays]).toEqual([[1, 4, 5, 6], 10]);
  });
});
