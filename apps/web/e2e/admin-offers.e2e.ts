import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiToken, consoleJourney, signInAsAdmin } from './admin';
import { baseURL, pageErrors, shot } from './browser';
import { ApiSession } from './finances';

const journey = consoleJourney();

type Plan = { Id: number; Name: string; Price: number; MonthlyPayment: number; Status: number };
type Unilevel = { Id: number; Name: string; Version: number; Levels: number[]; Status: number };

const seeText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
/** A field of the open form by its accessible name (without Mantine's required asterisk). */
const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });
const history = (page: Page) => page.getByRole('dialog').locator('[aria-label="Histórico"]');

// The administrator works the club's catalog of offers from the console: a unilevel table's
// percentages (a new version, seen with its history) and a plan created then deactivated. The demo
// club's tables and plans are read by other journeys: this one acts only on the table and the plan
// it creates, and leaves both inactive.
describe('admin console: catalog of offers', () => {
  const tag = Date.now().toString().slice(-6);
  const tableName = `Tabela E2E ${tag}`;
  const planName = `Plano E2E ${tag}`;
  let admin: ApiSession;
  let page: Page;
  let demoPlans: Plan[];

  beforeAll(async () => {
    admin = new ApiSession(baseURL(), await apiToken(1));
    demoPlans = await admin.post<Plan[]>('/api/plans/getAllPlans', {});
    page = await journey.newPage();
  });

  afterAll(async () => {
    // Whatever happened above, the journey's own records end inactive: the club offers what it offered.
    const tables = await admin.post<Unilevel[]>('/api/configurations/SCUnilevels/getAllUnilevels', { Name: tableName });
    for (const t of tables.filter((x) => x.Status === 1))
      await admin.put('/api/configurations/SCUnilevels/updateUnilevel', { Id: t.Id, Name: t.Name, Levels: t.Levels, Status: 0 });
    const plans = await admin.post<Plan[]>('/api/admin/plans/getAll', { Name: planName });
    for (const p of plans.filter((x) => x.Status === 1)) await admin.post(`/api/admin/plans/${p.Id}/deactivate`, {});
  });

  it('creates a unilevel table, edits its percentages and sees version 2 and the history', async () => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Tabelas Unilevel' }).click();
    await page.waitForURL((url) => url.pathname === '/configurations/unilevels');
    await page.getByRole('heading', { name: 'Tabelas Unilevel' }).waitFor();

    await page.getByRole('button', { name: 'Nova tabela' }).click();
    const create = page.getByRole('dialog', { name: 'Nova tabela unilevel' });
    await field(create, 'Nome').fill(tableName);
    await field(create, 'Nível 1 (%)').fill('10');
    await create.getByRole('button', { name: 'Adicionar nível' }).click();
    await field(create, 'Nível 2 (%)').fill('5');
    await create.getByRole('button', { name: 'Criar tabela' }).click();
    await seeText(page, 'Tabela unilevel criada com Sucesso.');
    await create.waitFor({ state: 'detached' });

    await page.getByLabel('Buscar por nome', { exact: true }).fill(tag);
    await page.waitForURL((url) => url.searchParams.get('name') === tag);
    const row = page.getByRole('row', { name: new RegExp(tableName) });
    await row.getByText('10% · 5%').waitFor();

    await page.getByRole('button', { name: `Editar a tabela ${tableName}` }).click();
    const edit = page.getByRole('dialog', { name: `Tabela ${tableName}` });
    await edit.getByText('Versão atual: 1').waitFor();
    await field(edit, 'Nível 1 (%)').fill('96');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await edit.getByText('A soma dos percentuais não pode passar de 100%.').waitFor();
    await field(edit, 'Nível 1 (%)').fill('12,5');
    await edit.getByRole('button', { name: 'Adicionar nível' }).click();
    await field(edit, 'Nível 3 (%)').fill('1');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await seeText(page, 'Tabela unilevel atualizada com Sucesso. Nova versão: 2.');
    await edit.getByText('Versão atual: 2').waitFor();
    await history(page).getByText('unilevel.update').first().waitFor();
    await history(page).getByText('unilevel.create').first().waitFor();
    await expect(history(page).textContent()).resolves.toContain('"Version": 2');
    await shot(page, 'admin-offers-01-unilevel-version-2', { fullPage: false });

    await edit.getByRole('button', { name: 'Fechar' }).click();
    await row.getByText('12,5% · 5% · 1%').waitFor();
    const [saved] = await admin.post<Unilevel[]>('/api/configurations/SCUnilevels/getAllUnilevels', { Name: tableName });
    expect(saved).toMatchObject({ Name: tableName, Version: 2, Levels: [12.5, 5, 1], Status: 1 });
  });

  it('creates a plan, sees it offered, then deactivates it after a confirmation', async () => {
    await page.goto('/configurations/plans');
    await page.getByRole('heading', { name: 'Planos' }).waitFor();
    await page.getByRole('button', { name: 'Novo plano' }).click();
    const create = page.getByRole('dialog', { name: 'Novo plano' });
    await create.getByRole('button', { name: 'Criar plano' }).click();
    await create.getByText('Nome é obrigatório.').waitFor();
    await field(create, 'Nome').fill(planName);
    await field(create, 'Descrição').fill('Plano criado pela jornada do console.');
    await field(create, 'Valor (adesão)').fill('123,45');
    await field(create, 'Mensalidade').fill('12,34');
    await create.getByRole('button', { name: 'Criar plano' }).click();
    await seeText(page, 'Plano criado com Sucesso.');
    await create.waitFor({ state: 'detached' });

    const offered = await admin.post<Plan[]>('/api/plans/getAllPlans', {});
    const plan = offered.find((p) => p.Name === planName)!;
    expect(plan).toMatchObject({ Price: 123.45, MonthlyPayment: 12.34 });

    await page.getByLabel('Buscar por nome', { exact: true }).fill(tag);
    await page.waitForURL((url) => url.searchParams.get('name') === tag);
    const row = page.getByRole('row', { name: new RegExp(planName) });
    await row.getByText('Ativo').waitFor();
    await page.getByRole('button', { name: `Inativar o plano ${planName}` }).click();
    const confirm = page.getByRole('dialog', { name: `Inativar o plano ${planName}?` });
    await confirm.getByText(/os sócios que o têm continuam com ele/).waitFor();
    await confirm.getByRole('button', { name: 'Inativar' }).click();
    await seeText(page, 'Plano inativado com Sucesso.');
    await row.getByText('Inativo').waitFor();

    await page.getByRole('button', { name: `Editar o plano ${planName}` }).click();
    await history(page).getByText('plans.deactivate').first().waitFor();
    await history(page).getByText('plans.create').first().waitFor();
    await shot(page, 'admin-offers-02-plan-deactivated', { fullPage: false });

    // No longer offered; the demo club's plans are as they were.
    expect(await admin.post<Plan[]>('/api/plans/getAllPlans', {})).toEqual(demoPlans);
    expect(pageErrors(page)).toEqual([]);
  });
});
