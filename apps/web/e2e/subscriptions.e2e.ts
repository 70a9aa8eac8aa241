import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, baseURL, clickSideBarLink, launch, newPage, openDialog, pageErrors, shot, signIn } from './browser';
import { activateByPix, apiSignIn, brl, plainText, registerFreshMember, type ApiSession } from './finances';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const subscriptionInvoices = async (session: ApiSession) => (await session.invoices()).filter((i) => i.Type === 6);

/** Side bar 'Planos', then the 'Assinaturas' card, as a member goes there. */
async function openSubscriptions(page: Page) {
  await clickSideBarLink(page, 'Planos');
  await page.waitForURL((url) => url.pathname === '/plans');
  await page.getByRole('link', { name: 'Assinaturas' }).click();
  await page.waitForURL((url) => url.pathname === '/plans/subscriptions');
  await page.getByRole('heading', { name: 'Assinaturas' }).waitFor();
}

// A fresh member (made Ativo through the API) subscribes to the demo club's Box Bem-Estar from its
// modal, finds its invoice (on the card and among his invoices), then cancels it after the spec's
// confirmation: the subscription and its open invoice are cancelled. demo is left alone (the
// financial journeys count his invoices).
describe('subscribing and cancelling at /plans/subscriptions', () => {
  let session: ApiSession;
  let page: Page;

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed()) {
      await page.screenshot({ path: `${ARTIFACTS}subscriptions-failed.png` }).catch(() => undefined);
    }
  });

  beforeAll(async () => {
    const member = await registerFreshMember(baseURL(), 'assina');
    session = await apiSignIn(baseURL(), member.username, member.password);
    await activateByPix(session);
    page = await newPage(browser);
    await signIn(page, member.username, member.password);
  });

  it("shows the subscriptions on offer as cards, each 'Inativo' for a member who holds none", async () => {
    await openSubscriptions(page);
    for (const name of ['Clube do Livro', 'Academia do Empreendedor', 'Box Bem-Estar']) {
      await card(page, name).getByText('Inativo', { exact: true }).waitFor();
      await card(page, name).getByRole('button', { name: 'Assinar', exact: true, disabled: false }).waitFor();
    }
    expect(await page.getByRole('region', { name: 'Revista do Clube (edição impressa)' }).count()).toBe(0);
    const box = await plainText(card(page, 'Box Bem-Estar'));
    expect(box).toContain(`Valor: ${brl(149.9)}`);
    expect(box).toContain('Recorrência: Trimestral');
    expect(box).toContain(`Valor da Recorrência: ${brl(129.9)}`);
    // A description over 200 characters is cut, with '...'.
    expect(await plainText(card(page, 'Clube do Livro'))).toMatch(/\.\.\. Valor:/);
    await shot(page, 'subscriptions-01-cards');
    expect(pageErrors(page)).toEqual([]);
  });

  it("subscribes from the modal: 'Assinatura assinada com sucesso.', the modal closes, the invoice is there to pay", async () => {
    await card(page, 'Box Bem-Estar').getByRole('button', { name: 'Assinar', exact: true, disabled: false }).click();
    let dialog = page.getByRole('dialog', { name: 'Nova Assinatura' });
    await dialog.getByText('Box Bem-Estar', { exact: true }).waitFor();
    expect(await plainText(dialog)).toContain(`Valor: ${brl(149.9)} Recorrência: Trimestral Valor da Recorrência: ${brl(129.9)}`);
    await shot(page, 'subscriptions-02-modal', { fullPage: false });
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await subscriptionInvoices(session)).toEqual([]);

    await card(page, 'Box Bem-Estar').getByRole('button', { name: 'Assinar', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Nova Assinatura' });
    await dialog.getByRole('button', { name: 'Assinar', exact: true }).click();
    await page.getByText('Assinatura assinada com sucesso.', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const box = card(page, 'Box Bem-Estar');
    // Not 'Ativo' while its first invoice is unpaid (docs/plans.md).
    await box.getByText('Aguardando Pagamento', { exact: true }).waitFor();
    await box.getByRole('button', { name: 'Cancelar Assinatura', exact: true }).waitFor();
    await shot(page, 'subscriptions-03-subscribed');

    const [invoice] = await subscriptionInvoices(session);
    expect(invoice).toMatchObject({ Description: 'Assinatura — Box Bem-Estar', Value: 149.9, Status: 1, TypeFormatted: 'Assinatura' });
    expect(await box.getByRole('link', { name: 'Pagar Fatura' }).getAttribute('href')).toBe(`/financial/payment?token=${encodeURIComponent(invoice!.Token)}`);
    await box.getByRole('link', { name: 'Pagar Fatura' }).click();
    await page.waitForURL((url) => url.pathname === '/financial/payment');
    await page.getByText('Assinatura — Box Bem-Estar', { exact: true }).first().waitFor();
    await shot(page, 'subscriptions-04-payment-page');

    // Among his invoices too, Pendente with its payment link.
    await page.goto('/financial/invoices');
    const row = page.locator('tbody').getByRole('row').filter({ hasText: 'Assinatura — Box Bem-Estar' });
    await row.getByText('Pendente', { exact: true }).waitFor();
    expect(await row.getByRole('link', { name: 'Pagar Fatura' }).count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
  });

  it("cancels only after 'Desejo cancelar.': 'Cancelamento da Assinatura realizada com Sucesso.', its open invoice cancelled", async () => {
    await openSubscriptions(page);
    const box = card(page, 'Box Bem-Estar');
    const cancel = box.getByRole('button', { name: 'Cancelar Assinatura', exact: true });
    const confirm = page.getByRole('dialog');
    await openDialog(cancel, confirm);
    await confirm.getByText('Tem certeza que deseja cancelar a Assinatura? Essa ação é irreversível.', { exact: true }).waitFor();
    await shot(page, 'subscriptions-05-cancel-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Fechar', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await subscriptionInvoices(session)).map((i) => i.Status)).toEqual([1]);

    await openDialog(cancel, confirm);
    await confirm.getByRole('button', { name: 'Desejo cancelar.', exact: true }).click();
    await page.getByText('Cancelamento da Assinatura realizada com Sucesso.', { exact: true }).first().waitFor();
    await box.getByText('Cancelado', { exact: true }).waitFor();
    await box.getByRole('button', { name: 'Assinar', exact: true }).waitFor();
    expect(await box.getByRole('link', { name: 'Pagar Fatura' }).count()).toBe(0);
    await shot(page, 'subscriptions-06-cancelled');

    expect((await subscriptionInvoices(session)).map((i) => [i.Description, i.Status])).toEqual([['Assinatura — Box Bem-Estar', 0]]);
    expect(await session.post('/api/users/subscriptions/getAllUserSubscriptionsByUserId', {})).toEqual([
      expect.objectContaining({ Status: 0, StatusFormatted: 'Cancelado', StatusColor: 'red', PendingInvoiceId: null }),
    ]);
    expect(pageErrors(page)).toEqual([]);
  });
});
