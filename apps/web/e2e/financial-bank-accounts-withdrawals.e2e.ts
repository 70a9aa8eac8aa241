import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, clickSideBarLink, launch, newPage, pageErrors, shot, signIn, textbox } from './browser';
import { activeFundedMember, brl, cardAmount, clearField, createBankAccount, eventually, plainText, type ApiSession } from './finances';
import type { TestMember } from './members';
import { freshCpf, mask } from './people';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openFinancialCard(page: Page, card: string, path: string) {
  await clickSideBarLink(page, 'Financeiro');
  await page.waitForURL((url) => url.pathname === '/financial');
  await page.getByRole('link', { name: card, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

const bodyRows = (page: Page) => page.locator('tbody').getByRole('row');

// One fresh member for the group (registrations are limited per minute): Ativo (only active
// members may withdraw) and funded by 'lider' with R$ 100,00; an older bank account made through
// the API, so that the new one must come first in the list.
describe('bank accounts and withdrawals', () => {
  let member: TestMember;
  let session: ApiSession;
  let oldAccountId: number;
  let page: Page;
  const funds = 100;
  beforeAll(async () => {
    ({ member, session } = await activeFundedMember(baseURL(), 'saque', funds));
    oldAccountId = await createBankAccount(session, 'Conta Antiga Itaú');
    page = await newPage(browser);
    await signIn(page, member.username, member.password);
  });

  it('adds a bank account with a Pix key, which comes first in the list, then edits it', async () => {
    await openFinancialCard(page, 'Contas Bancárias', '/financial/bank-accounts');
    await page.getByText('1 resultado(s)', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Adicionar Conta Bancária' }).click();
    await page.waitForURL((url) => url.pathname === '/financial/bank-accounts/new');
    await page.getByRole('heading', { name: 'Contas Bancárias | Nova' }).waitFor();

    const save = page.getByRole('button', { name: 'Salvar dados' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Tipo de Conta' }).selectOption({ label: 'Conta Poupança' });
    // The bank is searched by name without accents or by code.
    const bank = page.getByRole('combobox', { name: 'Banco', exact: true });
    await expect.poll(() => bank.isEnabled()).toBe(true);
    await bank.click();
    await bank.pressSequentially('nu pagamentos');
    await page.getByRole('option', { name: '260 - NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO', exact: true }).click();
    expect(await bank.inputValue()).toBe('260 - NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO');
    await textbox(page, 'Nome do Titular').fill(member.name);
    const cpf = freshCpf();
    await textbox(page, 'CPF do Titular').pressSequentially(cpf);
    expect(await textbox(page, 'CPF do Titular').inputValue()).toBe(mask('000.000.000-00', cpf));
    await textbox(page, 'Agência').fill('1234');
    await textbox(page, 'Dígito da Agência').fill('5');
    await textbox(page, 'Conta').fill('987654');
    await textbox(page, 'Dígito Conta').fill('0');

    // At most three Pix keys: a fourth is refused with the spec's toast.
    const addPix = page.getByRole('button', { name: 'Adicionar Pix' });
    for (let i = 0; i < 4; i++) await addPix.click();
    await page.getByText('Máximo de Tipos de Pix diferentes atingido.', { exact: true }).waitFor();
    expect(await page.getByRole('combobox', { name: /^Tipo do Pix \d$/ }).count()).toBe(3);
    await page.getByRole('button', { name: 'Remover Pix 3' }).click();
    await page.getByRole('button', { name: 'Remover Pix 2' }).click();
    await page.getByRole('combobox', { name: 'Tipo do Pix 1' }).selectOption({ label: 'Email' });
    await textbox(page, 'Chave Pix 1').fill(member.email);
    await expect.poll(() => save.isEnabled()).toBe(true);
    await shot(page, 'financial-bank-accounts-01-new-filled');

    await save.click();
    await page.getByText('Conta bancária adicionada com sucesso.', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/financial/bank-accounts');
    await page.getByText('2 resultado(s)', { exact: true }).waitFor();
    const first = bodyRows(page).first();
    expect(await plainText(first)).toBe(`${member.name} ${mask('000.000.000-00', cpf)} NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO 1234-5 Editar`);
    expect(await plainText(bodyRows(page).nth(1))).toContain('Conta Antiga Itaú');
    await shot(page, 'financial-bank-accounts-02-list-new-first');

    await first.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL((url) => url.pathname === '/financial/bank-accounts/edit' && url.searchParams.has('id'));
    await page.getByRole('heading', { name: 'Contas Bancárias | Editar' }).waitFor();
    await expect.poll(() => textbox(page, 'Nome do Titular').inputValue()).toBe(member.name);
    expect(await textbox(page, 'CPF do Titular').inputValue()).toBe(mask('000.000.000-00', cpf));
    expect(await page.getByRole('combobox', { name: 'Banco', exact: true }).inputValue()).toBe('260 - NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO');
    expect(await textbox(page, 'Chave Pix 1').inputValue()).toBe(member.email);
    await textbox(page, 'Agência').fill('4321');
    await addPix.click();
    await page.getByRole('combobox', { name: 'Tipo do Pix 2' }).selectOption({ label: 'CPF' });
    await textbox(page, 'Chave Pix 2').fill(cpf);
    await shot(page, 'financial-bank-accounts-03-edit');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Conta bancária atualizada com sucesso.', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/financial/bank-accounts');
    // Updated in place: still two accounts, the same one first with its new agency.
    await page.getByText('2 resultado(s)', { exact: true }).waitFor();
    await bodyRows(page).first().getByRole('cell', { name: '4321-5', exact: true }).waitFor();
    expect(await plainText(bodyRows(page).first())).toContain(member.name);
    await shot(page, 'financial-bank-accounts-04-list-after-edit');
    expect(pageErrors(page)).toEqual([]);
  });

  it('requests a withdrawal: the fee and the needed balance show, the row appears Pendente and Saque em Análise sums it', async () => {
    await openFinancialCard(page, 'Saques', '/financial/withdrawals');
    const available = await eventually(() => cardAmount(page, 'Saldo Disponível para Saque'), brl(funds));
    expect(available).toBe(brl(funds));
    expect(await cardAmount(page, 'Saque em Análise')).toBe('R$ 0,00');
    await page.getByText('Nenhum resultado encontrado...', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Solicitar Saque' }).click();
    const modal = page.getByRole('dialog', { name: 'Solicitar Saque' });
    await modal.waitFor();
    const figure = (label: string) => plainText(modal.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]'));
    expect(await eventually(() => figure('Saque mínimo'), 'R$ 10,00')).toBe('R$ 10,00');
    expect(await figure('Taxa de saque')).toBe('R$ 5,00');
    expect(await figure('Saldo necessário')).toBe('R$ 15,00');

    const submit = modal.getByRole('button', { name: 'Solicitar Saque' });
    const accountSelect = modal.getByRole('combobox', { name: 'Conta bancária' });
    await accountSelect.locator('option', { hasText: `${oldAccountId} - ITAÚ UNIBANCO S.A.` }).waitFor({ state: 'attached' });
    await accountSelect.selectOption({ label: `${oldAccountId} - ITAÚ UNIBANCO S.A.` });
    const value = modal.getByRole('textbox', { name: 'Valor do saque', exact: true });
    await value.pressSequentially('500');
    await modal.getByText('Valor mínimo deve ser respeitado.', { exact: true }).waitFor();
    await clearField(value);
    // Typed from the cents (docs/club.md#forms).
    await value.pressSequentially('4000');
    expect(await value.inputValue()).toBe('R$ 40,00');
    expect(await eventually(() => figure('Saldo necessário'), 'R$ 45,00')).toBe('R$ 45,00');
    await modal.getByText('Valor mínimo deve ser respeitado.', { exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await shot(page, 'financial-withdrawals-01-request-modal', { fullPage: false });

    await submit.click();
    // The review, then the receipt (money-review-receipt.e2e.ts looks at both); back to the list.
    await modal.getByRole('button', { name: 'Confirmar saque' }).click();
    await page.getByText('Saque solicitado com sucesso.', { exact: true }).waitFor();
    await modal.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname.startsWith('/financial/receipts/withdrawal/'));
    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.waitForURL((url) => url.pathname === '/financial/withdrawals');
    await page.getByText('1 resultado(s)', { exact: true }).waitFor();
    const row = bodyRows(page).first();
    await row.getByText('Pendente', { exact: true }).waitFor();
    expect(await plainText(row)).toContain('R$ 40,00 R$ 5,00');
    expect(await eventually(() => cardAmount(page, 'Saque em Análise'), 'R$ 40,00')).toBe('R$ 40,00');
    // Value and fee left the wallet at once.
    expect(await eventually(() => cardAmount(page, 'Saldo Disponível para Saque'), brl(funds - 45))).toBe(brl(funds - 45));
    expect(await session.balance()).toBe(funds - 45);
    // Only a cancelled withdrawal offers its cancel reason.
    expect(await row.getByRole('button', { name: /Razão do Cancelamento/ }).count()).toBe(0);
    await shot(page, 'financial-withdrawals-02-requested');
    expect(pageErrors(page)).toEqual([]);
  });
});
