import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { consoleJourney, signInAsAdmin, XSRF } from './admin';
import { ARTIFACTS, baseURL, openDialog, pageErrors, shot, textbox } from './browser';
import { registerMember, type TestMember } from './members';

const journey = consoleJourney();

const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

/** 'Esqueci minha senha' for the member, through the public call: the e-mail lands in the outbox (no SMTP). */
async function askPasswordRecovery(member: TestMember) {
  const res = await fetch(`${baseURL()}/api/users/passwords/recoveryPassword/${encodeURIComponent(member.username)}`, {
    method: 'POST',
    headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
  });
  expect(res.status).toBe(200);
}

// One journey through the console's operations: the ledger verification (clean), 'Executar agora'
// of the order-invoice expiry (the demo club's pending orders are all younger than their due day,
// so it cancels nothing other journeys read), a fresh member's recovery e-mail in the outbox with
// its link masked, and the run-now's audit row. Only the fresh member's e-mail is opened.
describe('console: jobs, ledger verification, e-mail outbox and audit', () => {
  let member: TestMember;
  let page: Page;

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed()) {
      await page.screenshot({ path: `${ARTIFACTS}admin-operations-failed.png` }).catch(() => undefined);
    }
  });

  beforeAll(async () => {
    member = await registerMember(baseURL(), 'opsmail');
    await askPasswordRecovery(member);
    page = await journey.newPage();
    await signInAsAdmin(page);
  });

  it('Rotinas: the ledger verification is clean, and a job run now shows in its card and in the runs', async () => {
    await page.getByRole('link', { name: 'Rotinas', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/configurations/jobs');
    await page.getByRole('heading', { name: 'Rotinas' }).waitFor();

    const ledger = page.getByLabel('Verificação do livro-razão');
    await ledger.getByRole('button', { name: 'Verificar agora' }).click();
    await ledger.getByText('Nenhum problema encontrado', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await ledger.innerText()).toMatch(/Livro-razão: íntegro — [\d.]+ transações/);
    expect(await ledger.innerText()).toContain('Estoques: íntegros');

    const card = page.getByLabel('Expiração das faturas de pedidos');
    await card.getByText('order-invoices-expiry · diariamente às 00:30', { exact: true }).waitFor();
    const confirm = page.getByRole('dialog', { name: 'Executar agora: Expiração das faturas de pedidos' });
    // The ledger's verification has just redrawn the page: a click may land before the card settles.
    await openDialog(card.getByRole('button', { name: 'Executar agora' }), confirm);
    await confirm.getByRole('button', { name: 'Executar', exact: true }).click();
    await page.getByText('Rotina executada.', { exact: true }).first().waitFor({ timeout: 60_000 });
    await card.getByText('Faturas canceladas: 0', { exact: true }).waitFor();
    await card.getByText('Concluída', { exact: true }).waitFor();

    await page.getByLabel('Rotina', { exact: true }).selectOption({ label: 'Expiração das faturas de pedidos' });
    await page.waitForURL((url) => url.searchParams.get('job') === 'order-invoices-expiry');
    const first = page.locator('tbody').getByRole('row').first();
    await first.getByText('Expiração das faturas de pedidos', { exact: true }).waitFor();
    await first.getByText('Concluída', { exact: true }).waitFor();
    await first.getByText('Faturas canceladas: 0', { exact: true }).waitFor();
    await shot(page, 'admin-operations-01-jobs');
    expect(pageErrors(page)).toEqual([]);
  });

  it("E-mails: the fresh member's recovery e-mail, whole, its reset link masked", async () => {
    await page.goto('/configurations');
    await page.getByRole('link', { name: 'E-mails', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/configurations/outbox');
    await textbox(page, 'Destinatário').fill(member.email);
    await page.waitForURL((url) => url.searchParams.get('to') === member.email);
    const line = row(page, member.email);
    await line.getByText('Troca de senha do Clube Office', { exact: true }).waitFor();
    await expect.poll(() => page.locator('tbody').getByRole('row').count()).toBe(1);
    await line.getByRole('button', { name: /^Ver e-mail / }).click();

    const dialog = page.getByRole('dialog', { name: 'Troca de senha do Clube Office' });
    await dialog.getByText('Links de acesso mascarados', { exact: true }).waitFor();
    const text = await dialog.getByLabel('Texto do e-mail').innerText();
    expect(text).toContain(`Olá, ${member.name}.`);
    expect(text).toContain('/reset-password?token=••••••');
    expect(text).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
    await shot(page, 'admin-operations-02-outbox-email', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(pageErrors(page)).toEqual([]);
  });

  it('Auditoria: filtered by action, the run-now is there, and its row opens the timeline of the job', async () => {
    await page.goto('/configurations');
    await page.getByRole('link', { name: 'Auditoria', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/configurations/audit');
    await textbox(page, 'Ação').fill('job.');
    await page.waitForURL((url) => url.searchParams.get('action') === 'job.');
    const line = row(page, 'job:order-invoices-expiry').first();
    await line.getByText('job.runNow', { exact: true }).waitFor();
    await line.getByText('admin', { exact: true }).waitFor();
    await shot(page, 'admin-operations-03-audit');
    await line.getByRole('button', { name: /^Histórico da linha / }).click();
    const dialog = page.getByRole('dialog', { name: 'job.runNow · job:order-invoices-expiry' });
    await dialog.getByText('Depois', { exact: true }).waitFor();
    const timeline = dialog.getByLabel('Histórico de job:order-invoices-expiry');
    await timeline.getByText('job.runNow', { exact: true }).first().waitFor();
    expect(await dialog.innerText()).toContain('"Status": "succeeded"');
    expect(pageErrors(page)).toEqual([]);
  });
});
