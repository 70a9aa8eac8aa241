import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, clickSideBarLink, launch, newPage, pageErrors, shot, signIn } from './browser';
import { activeFundedMember, apiSignIn, brl, cardAmount, clearField, eventually, plainText } from './finances';
import type { TestMember } from './members';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const bodyRows = (page: Page) => page.locator('tbody').getByRole('row');

// A fresh member funded by 'lider' with R$ 100,00 sends R$ 25,00 back to 'lider' (an active
// member, as transfers require); demo's wallet is never touched.
describe('transfers at /financial/transfers', () => {
  let member: TestMember;
  let page: Page;
  const funds = 100;
  const sent = 25;
  beforeAll(async () => {
    ({ member } = await activeFundedMember(baseURL(), 'transf', funds));
    page = await newPage(browser);
    await signIn(page, member.username, member.password);
  });

  it("finds the recipient by username, transfers, and sees it first with 'Saldo disponível para Transferência' lower", async () => {
    const leader = await apiSignIn(baseURL(), 'lider', 'lider1234');
    const leaderBefore = await leader.balance();
    const leaderId = (await leader.me()).Id;

    await clickSideBarLink(page, 'Financeiro');
    await page.waitForURL((url) => url.pathname === '/financial');
    await page.getByRole('link', { name: 'Transferências', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/financial/transfers');
    expect(await eventually(() => cardAmount(page, 'Saldo disponível para Transferência'), brl(funds))).toBe(brl(funds));
    // The funding shows as received.
    await page.getByText('1 resultado(s)', { exact: true }).waitFor();
    await bodyRows(page).first().getByText('Recebida de Marcos Albuquerque', { exact: true }).waitFor();
    await shot(page, 'financial-transfers-01-list-before');

    await page.getByRole('link', { name: 'Transferir', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/financial/transfers/new');
    await page.getByRole('heading', { name: 'Nova Transferência' }).waitFor();
    const userSelect = page.getByRole('combobox', { name: 'Usuário', exact: true });
    await userSelect.locator('option', { hasText: 'Digite o usuário para buscar' }).waitFor({ state: 'attached' });

    // Typed key by key; the search runs once the typing pauses (500 ms).
    await page.getByRole('textbox', { name: 'Buscar usuário' }).pressSequentially('lider', { delay: 60 });
    const option = userSelect.locator('option', { hasText: 'lider - Marcos Albuquerque' });
    await option.waitFor({ state: 'attached' });
    await userSelect.selectOption({ label: 'lider - Marcos Albuquerque' });
    expect(await page.getByRole('textbox', { name: 'ID do usuário' }).inputValue()).toBe(String(leaderId));
    expect(await page.getByRole('textbox', { name: 'Nome do usuário' }).inputValue()).toBe('Marcos Albuquerque');
    expect(await page.getByRole('textbox', { name: 'ID do usuário' }).getAttribute('readonly')).not.toBeNull();

    const value = page.getByRole('textbox', { name: 'Valor', exact: true });
    // More than the wallet holds is refused on the spot.
    await value.pressSequentially('100000');
    await page.getByText('Saldo insuficiente para transferência.', { exact: true }).waitFor();
    await clearField(value);
    // Typed from the cents (docs/club.md#forms).
    await value.pressSequentially(String(sent * 100));
    expect(await value.inputValue()).toBe(brl(sent));
    await page.getByText('Saldo insuficiente para transferência.', { exact: true }).waitFor({ state: 'detached' });
    await shot(page, 'financial-transfers-02-new-filled');

    await page.getByRole('button', { name: 'Realizar Transferência' }).click();
    // The review, then the receipt (money-review-receipt.e2e.ts looks at both); back to the list.
    await page.getByRole('button', { name: 'Confirmar transferência' }).click();
    await page.getByText('Transferência realizada com sucesso.', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/financial/receipts/transfer/'));
    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.waitForURL((url) => url.pathname === '/financial/transfers');
    await page.getByText('2 resultado(s)', { exact: true }).waitFor();
    const first = bodyRows(page).first();
    await first.getByText('Enviada', { exact: true }).waitFor();
    await first.getByText('Concluída', { exact: true }).waitFor();
    // Beneficiary, badge, username, date dd/MM/yyyy, value, status (badges are upper-cased by CSS), receipt.
    expect(await plainText(first)).toMatch(/^Marcos Albuquerque Enviada @lider \d{2}\/\d{2}\/\d{4} R\$ 25,00 Concluída Comprovante$/i);
    expect(await eventually(() => cardAmount(page, 'Saldo disponível para Transferência'), brl(funds - sent))).toBe(brl(funds - sent));
    expect(await leader.balance()).toBe(Math.round((leaderBefore + sent) * 100) / 100);
    await shot(page, 'financial-transfers-03-list-after');
    expect(pageErrors(page)).toEqual([]);
  });
});
