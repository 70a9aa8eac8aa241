import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiToken, consoleJourney, signInAsAdmin } from './admin';
import { baseURL, pageErrors, shot, textbox } from './browser';
import { ApiSession } from './finances';

const journey = consoleJourney();

type Configuration = { WithdrawTaxAmount: number; MinimalWithdraw: number; WithdrawIsActive: 0 | 1; WithdrawDay: number };
const CONFIG = '/api/users/withdrawn/getWithdrawalConfiguration';

// The administrator changes the withdrawal minimum in the 'Saques' tab. Other journeys withdraw from
// the demo club: the configuration is put back as it was at the end, through the same call.
describe('admin console: withdrawal settings', () => {
  let admin: ApiSession;
  let before: Configuration;
  let page: Page;

  beforeAll(async () => {
    admin = new ApiSession(baseURL(), await apiToken(1));
    before = await admin.get<Configuration>(CONFIG);
    page = await journey.newPage();
  });

  afterAll(async () => {
    await admin.put('/api/admin/withdrawals/updateConfiguration', before);
  });

  it('shows the stored configuration, saves a new minimum, and the timeline and the members see it', async () => {
    await signInAsAdmin(page);
    await page.goto('/configurations/settings?tab=saques');
    const minimum = textbox(page, 'Valor mínimo do saque');
    await minimum.waitFor();
    await expect(page.getByRole('checkbox', { name: 'Saques ativos' }).isChecked()).resolves.toBe(before.WithdrawIsActive === 1);
    await expect(page.getByRole('combobox', { name: 'Dia permitido' }).inputValue()).resolves.toBe(String(before.WithdrawDay));

    const next = before.MinimalWithdraw === 12.34 ? 12.35 : 12.34;
    await minimum.fill(String(next).replace('.', ','));
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await page.getByText('Configurações atualizadas com Sucesso.', { exact: true }).first().waitFor();
    await page.locator('[aria-label="Histórico"]').getByText(`"MinimalWithdraw": ${next}`).first().waitFor();
    await shot(page, 'admin-withdrawal-settings-01-saved');

    const member = new ApiSession(baseURL(), await apiToken(2, { username: 'demo', password: 'demo1234' }));
    expect(await member.get<Configuration>(CONFIG)).toEqual({ ...before, MinimalWithdraw: next });
    await page.reload();
    await minimum.waitFor();
    await expect(minimum.inputValue()).resolves.toBe(`R$ ${String(next).replace('.', ',')}`);
    expect(pageErrors(page)).toEqual([]);
  });
});
