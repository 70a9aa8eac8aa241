import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launch, newPage, openDialog, pageErrors, shot, signIn } from './browser';
import { activeFundedMember, brl, createBankAccount, plainText } from './finances';
import type { TestMember } from './members';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const CODE = /^[0-9A-F]{4}(-[0-9A-F]{4}){5}$/;

/** The review's value for a label, as one line of text. */
const reviewLine = (scope: Page | ReturnType<Page['getByRole']>, label: string) =>
  plainText(scope.getByRole('group', { name: 'Revise antes de confirmar' }).locator(`[data-review-line="${label}"] dd`));

/** The receipt on screen: its authentication code, and 'Salvar PDF' saving the API's PDF under that code. */
async function checkReceipt(page: Page, title: string): Promise<string> {
  const receipt = page.getByRole('region', { name: title });
  await receipt.waitFor();
  const code = (await receipt.getByTestId('receipt-code').innerText()).trim();
  expect(code).toMatch(CODE);
  // Nothing scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // 'Compartilhar' is there exactly where the browser has a share sheet.
  const shares = await page.evaluate(() => typeof navigator.share === 'function');
  expect(await page.getByRole('button', { name: 'Compartilhar' }).count()).toBe(shares ? 1 : 0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Salvar PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`comprovante-${code}.pdf`);
  return code;
}

// A fresh active member with R$ 100,00 and a bank account, on a phone: a withdrawal and a transfer
// each go through the review to the receipt (docs/payments.md#review-before-money-moves).
describe('money with review and receipt, at 390×844', () => {
  let member: TestMember;
  let page: Page;
  beforeAll(async () => {
    const funded = await activeFundedMember(baseURL(), 'recibo', 100);
    member = funded.member;
    await createBankAccount(funded.session, member.name);
    page = await newPage(browser, PHONE);
    await signIn(page, member.username, member.password);
  });

  it('withdraws R$ 20,00: the review shows the fee, the account and the balance after; the receipt opens', async () => {
    await page.goto('/financial/withdrawals');
    const modal = page.getByRole('dialog', { name: 'Solicitar Saque' });
    await openDialog(page.getByRole('button', { name: 'Solicitar Saque' }), modal);
    const account = modal.getByRole('combobox', { name: 'Conta bancária' });
    await account.locator('option', { hasText: 'ITAÚ UNIBANCO S.A.' }).waitFor({ state: 'attached' });
    await account.selectOption({ index: 1 });
    await modal.getByRole('textbox', { name: 'Valor do saque', exact: true }).pressSequentially('2000');
    const submit = modal.getByRole('button', { name: 'Solicitar Saque' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();

    await modal.getByRole('button', { name: 'Confirmar saque' }).waitFor();
    expect(await reviewLine(modal, 'Valor')).toBe('R$ 20,00');
    expect(await reviewLine(modal, 'Taxa')).toBe('R$ 5,00');
    expect(await reviewLine(modal, 'Total debitado do saldo')).toBe('R$ 25,00');
    expect(await reviewLine(modal, 'Conta de destino')).toMatch(/^341 - ITAÚ UNIBANCO S\.A\. Agência \*\*12-0 · Conta \*\*871-3 Titular /);
    expect(await reviewLine(modal, 'Saldo após a operação')).toBe(brl(75));
    await shot(page, 'money-review-01-withdrawal-review', { fullPage: false });
    await modal.getByRole('button', { name: 'Confirmar saque' }).click();

    await page.waitForURL((url) => /^\/financial\/receipts\/withdrawal\/\d+$/.test(url.pathname));
    await checkReceipt(page, 'Comprovante de Saque');
    await shot(page, 'money-review-02-withdrawal-receipt');
  });

  it('transfers R$ 10,00 to lider: the review names him, no fee; the receipt opens, and opens again from the list', async () => {
    await page.goto('/financial/transfers/new');
    const recipient = page.getByRole('combobox', { name: 'Usuário', exact: true });
    await page.getByRole('textbox', { name: 'Buscar usuário' }).pressSequentially('lider', { delay: 60 });
    await recipient.locator('option', { hasText: 'lider - Marcos Albuquerque' }).waitFor({ state: 'attached' });
    await recipient.selectOption({ label: 'lider - Marcos Albuquerque' });
    await page.getByRole('textbox', { name: 'Valor', exact: true }).pressSequentially('1000');
    await page.getByRole('button', { name: 'Realizar Transferência' }).click();

    await page.getByRole('button', { name: 'Confirmar transferência' }).waitFor();
    expect(await reviewLine(page, 'Para')).toBe('Marcos Albuquerque (@lider)');
    expect(await reviewLine(page, 'Taxa')).toBe('Sem taxa');
    expect(await reviewLine(page, 'Saldo após a operação')).toBe(brl(65));
    await page.getByRole('button', { name: 'Confirmar transferência' }).click();

    await page.waitForURL((url) => /^\/financial\/receipts\/transfer\/\d+$/.test(url.pathname));
    const code = await checkReceipt(page, 'Comprovante de Transferência');
    await shot(page, 'money-review-03-transfer-receipt');

    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.waitForURL((url) => url.pathname === '/financial/transfers');
    await page
      .getByRole('link', { name: /^Comprovante \d+$/ })
      .first()
      .click();
    expect((await page.getByTestId('receipt-code').innerText()).trim()).toBe(code);
    expect(pageErrors(page)).toEqual([]);
  });
});
