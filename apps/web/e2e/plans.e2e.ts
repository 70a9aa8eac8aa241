import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, clickSideBarLink, launch, newPage, pageErrors, shot, signIn, textbox } from './browser';
import { activateByPix, apiSignIn, brl, plainText, registerFreshMember, type ApiSession, type Invoice } from './finances';
import type { TestMember } from './members';
import { freshCpf } from './people';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page, plan: string) => page.getByRole('region', { name: plan, exact: true });
const changeButton = (page: Page, plan: string) => card(page, plan).getByRole('button', { name: 'Trocar de Plano', exact: true });

/** Side bar 'Planos', then the 'Planos do Sistema' card, as a member goes there. */
async function openSystemPlans(page: Page) {
  await clickSideBarLink(page, 'Planos');
  await page.waitForURL((url) => url.pathname === '/plans');
  await page.getByRole('link', { name: 'Planos do Sistema' }).click();
  await page.waitForURL((url) => url.pathname === '/plans/system-plans');
  await page.getByRole('heading', { name: 'Planos do Sistema' }).waitFor();
}

/** Asks for `plan` through its card and modal; answers the change invoice's token from the payment page's address. */
async function changeTo(page: Page, plan: string): Promise<string> {
  await changeButton(page, plan).click();
  const dialog = page.getByRole('dialog', { name: 'Troca de Plano' });
  await dialog.getByText(plan, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Confirmar Troca', exact: true }).click();
  await page.getByText('Pague sua fatura para concluir a Troca do Plano.', { exact: true }).first().waitFor();
  await page.waitForURL((url) => url.pathname === '/financial/payment' && !!url.searchParams.get('token'));
  return new URL(page.url()).searchParams.get('token')!;
}

const changeInvoices = async (session: ApiSession): Promise<Invoice[]> => (await session.invoices()).filter((i) => i.Type === 3);

// A fresh member (plan Essencial, the first, made Ativo through the API) asks for Premium, cancels
// it, asks for Executivo and pays it by Pix on the offline gateway: Executivo becomes 'Plano Atual'.
describe('changing the system plan at /plans/system-plans', () => {
  let member: TestMember;
  let session: ApiSession;
  let page: Page;
  beforeAll(async () => {
    member = await registerFreshMember(baseURL(), 'plano');
    session = await apiSignIn(baseURL(), member.username, member.password);
    await activateByPix(session);
    page = await newPage(browser);
    await signIn(page, member.username, member.password);
  });

  it('changes, cancels, changes again and pays: the new plan is the current one', async () => {
    await openSystemPlans(page);
    await card(page, 'Plano Essencial').getByText('Plano Atual', { exact: true }).waitFor();
    expect(await card(page, 'Plano Essencial').getByRole('button').count()).toBe(0);
    await changeButton(page, 'Plano Premium').waitFor();
    expect(await changeButton(page, 'Plano Premium').isEnabled()).toBe(true);
    // The demo's Premium description is longer than 200 characters: the card cuts it.
    expect(await plainText(card(page, 'Plano Premium'))).toMatch(/\.\.\. Valor: R\$ 600,00 Mensalidade: R\$ 129,90 Trocar de Plano$/);
    expect(await plainText(card(page, 'Plano Executivo'))).toContain(`Valor: ${brl(300)} Mensalidade: ${brl(79.9)}`);
    await shot(page, 'plans-01-system-plans');

    // 1. Premium: an invoice to pay, and the payment page opens on it.
    const premiumToken = await changeTo(page, 'Plano Premium');
    const [premiumChange] = await changeInvoices(session);
    expect(premiumChange).toMatchObject({
      Token: premiumToken,
      Status: 1,
      Value: 600,
      TypeFormatted: 'Troca de Plano',
      Description: 'Troca de Plano — Plano Premium',
    });
    await shot(page, 'plans-02-payment-page');

    // 2. Back on the plans: Premium's change is pending, the other change buttons are blocked.
    await openSystemPlans(page);
    const cancel = card(page, 'Plano Premium').getByRole('button', { name: 'Cancelar Troca de Plano', exact: true });
    await cancel.waitFor();
    expect(await changeButton(page, 'Plano Executivo').isDisabled()).toBe(true);
    expect(await card(page, 'Plano Premium').getByRole('link', { name: 'Pagar Fatura' }).getAttribute('href')).toBe(`/financial/payment?token=${premiumToken}`);
    await shot(page, 'plans-03-pending-change');

    await cancel.click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Tem certeza que deseja cancelar a Troca de Plano?', { exact: true }).waitFor();
    await shot(page, 'plans-04-cancel-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.getByText('Cancelamento da troca de Plano realizada com Sucesso.', { exact: true }).first().waitFor();
    await changeButton(page, 'Plano Premium').waitFor();
    expect(await changeButton(page, 'Plano Executivo').isEnabled()).toBe(true);
    expect((await changeInvoices(session)).map((i) => [i.Id, i.Status])).toEqual([[premiumChange!.Id, 0]]);
    expect(await session.get('/api/plans/getPendingPlanByUserId')).toBeNull();

    // 3. Executivo, paid by Pix on the offline gateway.
    const executivoToken = await changeTo(page, 'Plano Executivo');
    const methods = page.getByRole('group', { name: 'Escolha a forma de pagamento' });
    await methods.getByRole('button').filter({ hasText: /^Pix$/ }).click();
    await textbox(page, 'Nome').fill(member.name);
    await page.getByRole('combobox', { name: 'Tipo do Documento' }).selectOption({ label: 'CPF' });
    await textbox(page, 'Número do Documento').pressSequentially(freshCpf());
    await page.getByRole('button', { name: 'Gerar Pix' }).click();
    expect(await plainText(page.getByRole('region', { name: 'Pix' }).getByLabel('Valor do Pix'))).toBe(brl(300));
    await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
    await page.getByRole('status', { name: 'Pagamento Aprovado' }).waitFor();
    await shot(page, 'plans-05-change-paid');
    const paid = (await changeInvoices(session)).find((i) => i.Token === executivoToken);
    expect(paid).toMatchObject({ Status: 2, Value: 300, Description: 'Troca de Plano — Plano Executivo' });

    // 4. Executivo is now 'Plano Atual'; nothing pending, every other plan can be asked for again.
    await openSystemPlans(page);
    await card(page, 'Plano Executivo').getByText('Plano Atual', { exact: true }).waitFor();
    expect(await page.getByText('Plano Atual', { exact: true }).count()).toBe(1);
    await changeButton(page, 'Plano Essencial').waitFor();
    expect(await changeButton(page, 'Plano Essencial').isEnabled()).toBe(true);
    expect(await changeButton(page, 'Plano Premium').isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancelar Troca de Plano' }).count()).toBe(0);
    expect(await session.get('/api/plans/getPendingPlanByUserId')).toBeNull();
    await shot(page, 'plans-06-new-current-plan');
    expect(pageErrors(page)).toEqual([]);
  });
});
