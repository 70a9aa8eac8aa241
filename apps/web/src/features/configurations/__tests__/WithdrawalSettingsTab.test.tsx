import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLE_IDS } from '@clube/contract';
import type { WithdrawalConfiguration } from '@clube/contract/withdrawals';
import { signIn } from '../../../test/sign-in';
import { renderWithProviders } from '../../../test/render';
import { mockRoutes } from '../../../test/fetch-mock';
import { WithdrawalSettingsTab } from '../components/WithdrawalSettingsTab';

const GET = '/api/users/withdrawn/getWithdrawalConfiguration';
const PUT = '/api/admin/withdrawals/updateConfiguration';
const TIMELINE = '/api/admin/audit/getTimeline';

const stored: WithdrawalConfiguration = { WithdrawTaxAmount: 5, MinimalWithdraw: 10, WithdrawIsActive: 1, WithdrawDay: 0 };

beforeEach(() => signIn(STAFF_ROLE_IDS.Owner));
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('Saques: the withdrawal configuration tab', () => {
  it('shows the stored configuration and its history, and sends the whole group in reais', async () => {
    const saved = { WithdrawTaxAmount: 7.5, MinimalWithdraw: 10, WithdrawIsActive: 0, WithdrawDay: 3 };
    const { calls } = mockRoutes({ [GET]: stored, [TIMELINE]: [], [PUT]: { IsSuccess: true, Message: 'Configurações atualizadas com Sucesso.', Data: saved } });
    const u = userEvent.setup();
    renderWithProviders(<WithdrawalSettingsTab />);
    const fee = await screen.findByLabelText('Taxa de saque');
    expect(fee).toHaveValue('R$ 5,00');
    expect(screen.getByLabelText('Valor mínimo do saque')).toHaveValue('R$ 10,00');
    expect(screen.getByRole('checkbox', { name: 'Saques ativos' })).toBeChecked();
    expect(screen.getByLabelText('Dia permitido')).toHaveValue('0');
    await waitFor(() => expect(calls.some((c) => c.path === TIMELINE && c.query.get('Target') === 'configuration:withdrawal')).toBe(true));

    await u.clear(fee);
    await u.type(fee, '7,50');
    await u.click(screen.getByRole('checkbox', { name: 'Saques ativos' }));
    await u.selectOptions(screen.getByLabelText('Dia permitido'), 'Terça-feira');
    await u.click(screen.getByRole('button', { name: 'Salvar dados' }));

    expect(await screen.findByText('Configurações atualizadas com Sucesso.')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === PUT)!;
    expect(sent.method).toBe('PUT');
    expect(sent.body).toEqual(saved);
  });

  it("checks the contract's money rules: a minimum above R$ 1.000.000,00 is refused and nothing is sent", async () => {
    const { calls } = mockRoutes({ [GET]: stored, [TIMELINE]: [] });
    const u = userEvent.setup();
    renderWithProviders(<WithdrawalSettingsTab />);
    const minimum = await screen.findByLabelText('Valor mínimo do saque');
    await u.clear(minimum);
    await u.type(minimum, '200000000');
    expect(await screen.findByText('Valor mínimo de saque inválido: informe de 0 a 1.000.000,00 com no máximo duas casas decimais.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar dados' })).toBeDisabled();
    expect(calls.some((c) => c.path === PUT)).toBe(false);
  });
});
