import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, clickSideBarLink, launch, newPage, pageErrors, shot, signIn, textbox } from './browser';
import {
  activateByPix,
  apiSignIn,
  brl,
  cardAmount,
  clearField,
  eventually,
  fundFromLeader,
  invoiceTotal,
  plainText,
  registerFreshMember,
  type ApiSession,
} from './finances';
import type { TestMember } from './members';
import { freshCpf, mask } from './people';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The member's status on the dashboard ('Status' field). */
const dashboardStatus = async (page: Page) =>
  ((await page.getByText('Status', { exact: true }).locator('xpath=..').locator('.mantine-Badge-root').textContent()) ?? '').trim();

async function openInvoices(page: Page) {
  await clickSideBarLink(page, 'Financeiro');
  await page.waitForURL((url) => url.pathname === '/financial');
  await page.getByRole('link', { name: 'Faturas', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/financial/invoices');
  await page.getByRole('table').waitFor();
}

const invoiceRow = (page: Page, invoiceId: number) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(invoiceId), exact: true }) });

async function openDashboard(page: Page) {
  await clickSideBarLink(page, 'Home');
  await page.waitForURL((url) => url.pathname === '/');
}

// One fresh member for both journeys (the registration limit is per minute and per address): he
// pays his adhesion by Pix, which makes him Ativo and issues his first Mensalidade; then, funded by
// 'lider', he pays that Mensalidade with his balance. A Pendente member cannot be funded (transfers
// only reach Ativo members), so the balance journey pays the Mensalidade, not the adhesion.
describe('paying invoices at /financial/payment', () => {
  let member: TestMember;
  let session: ApiSession;
  let page: Page;
  beforeAll(async () => {
    member = await registerFreshMember(baseURL(), 'fatura');
    session = await apiSignIn(baseURL(), member.username, member.password);
    page = await newPage(browser);
    await signIn(page, member.username, member.password);
  });

  it('pays the Pendente adhesion by Pix and approves it in the sandbox: the invoice turns Pago, the member Ativo', async () => {
    const [adhesion] = (await session.me()).PendingInvoices;
    expect(adhesion?.TypeFormatted).toBe('Adesão');
    const total = brl(invoiceTotal(adhesion!));

    await page.getByText('Status', { exact: true }).waitFor();
    expect(await dashboardStatus(page)).toBe('Pendente');
    await page.getByRole('link', { name: 'Fatura em aberto: 1' }).waitFor();
    expect(await cardAmount(page, 'Saldo Atual')).toBe('R$ 0,00');

    await openInvoices(page);
    const row = invoiceRow(page, adhesion!.Id);
    await row.getByText('Pendente', { exact: true }).waitFor();
    expect(await plainText(row)).toContain(total);
    await shot(page, 'financial-payments-01-invoices-pending');

    await row.getByRole('link', { name: 'Pagar Fatura' }).click();
    await page.waitForURL((url) => url.pathname === '/financial/payment' && url.searchParams.get('token') === adhesion!.Token);
    const methods = page.getByRole('group', { name: 'Escolha a forma de pagamento' });
    await methods.waitFor();
    // An empty wallet: the balance is greyed with 'Saldo Insuficiente'.
    const balanceOption = methods.getByRole('button').filter({ hasText: 'Saldo da Conta' });
    await balanceOption.getByText('Saldo Insuficiente', { exact: true }).waitFor();
    expect(await balanceOption.isDisabled()).toBe(true);
    await shot(page, 'financial-payments-02-methods-no-balance');

    await methods.getByRole('button').filter({ hasText: /^Pix$/ }).click();
    // The payer starts as the member himself (name and CPF), and stays editable: here someone else pays.
    const documentNumber = textbox(page, 'Número do Documento');
    expect(await textbox(page, 'Nome').inputValue()).toBe(member.name);
    expect(await page.getByRole('combobox', { name: 'Tipo do Documento' }).inputValue()).toBe('1');
    expect(await documentNumber.inputValue()).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await clearField(documentNumber);
    const cpf = freshCpf();
    await documentNumber.pressSequentially(cpf);
    expect(await documentNumber.inputValue()).toBe(mask('000.000.000-00', cpf));
    await shot(page, 'financial-payments-03-pix-form');
    await page.getByRole('button', { name: 'Gerar Pix' }).click();

    const pix = page.getByRole('region', { name: 'Pix' });
    const qr = pix.getByRole('img', { name: 'QR Code do Pix' });
    await qr.waitFor();
    // The QR image really decoded (a broken data URL has no natural size).
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await plainText(pix.getByLabel('Valor do Pix'))).toBe(total);
    const code = await pix.getByRole('textbox', { name: 'Código Pix (copia e cola)' }).inputValue();
    expect(code).toMatch(/^000201/); // an EMV BR Code
    await pix.getByRole('button', { name: 'Copiar código Pix' }).click();
    await page.getByText('Copiado', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.getByRole('status', { name: 'Pagamento em Processamento' }).getByText('Aguardando o pagamento do Pix.').waitFor();
    await shot(page, 'financial-payments-04-pix-qr');

    await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
    await page.getByRole('status', { name: 'Pagamento Aprovado' }).waitFor();
    await page.getByText('Pagamento realizado com Sucesso.', { exact: true }).first().waitFor();
    await shot(page, 'financial-payments-05-pix-approved');

    await page.getByRole('link', { name: 'Ver faturas' }).click();
    await page.waitForURL((url) => url.pathname === '/financial/invoices');
    await invoiceRow(page, adhesion!.Id).getByText('Pago', { exact: true }).waitFor();
    expect(await invoiceRow(page, adhesion!.Id).getByRole('link', { name: 'Pagar Fatura' }).count()).toBe(0);
    // Paying the adhesion issues the first Mensalidade.
    await page.getByRole('row').filter({ hasText: 'Mensalidade' }).getByText('Pendente', { exact: true }).waitFor();
    await shot(page, 'financial-payments-06-invoices-after-pix');

    await openDashboard(page);
    expect(await eventually(() => dashboardStatus(page), 'Ativo')).toBe('Ativo');
    await shot(page, 'financial-payments-07-dashboard-active');
    expect(pageErrors(page)).toEqual([]);
  });

  it('pays the Mensalidade with the account balance (fee R$ 2,75): Pago, and the balance drops by value + fee', async () => {
    // Independent of the Pix journey's outcome: activate through the API when it did not.
    await activateByPix(session);
    const me = await session.me();
    const monthly = me.PendingInvoices.find((i) => i.TypeFormatted === 'Mensalidade');
    expect(monthly).toBeDefined();
    await fundFromLeader(baseURL(), me.Id, 100);
    const before = await session.balance();
    const after = Math.round((before - invoiceTotal(monthly!) - 2.75) * 100) / 100;

    await page.reload();
    await openDashboard(page);
    expect(await eventually(() => cardAmount(page, 'Saldo Atual'), brl(before))).toBe(brl(before));
    expect(await dashboardStatus(page)).toBe('Ativo');

    await openInvoices(page);
    const row = invoiceRow(page, monthly!.Id);
    await row.getByText('Pendente', { exact: true }).waitFor();
    await row.getByRole('link', { name: 'Pagar Fatura' }).click();
    await page.waitForURL((url) => url.pathname === '/financial/payment');

    const methods = page.getByRole('group', { name: 'Escolha a forma de pagamento' });
    const balanceOption = methods.getByRole('button').filter({ hasText: 'Saldo da Conta' });
    await balanceOption.getByText('Aprovação Imediata', { exact: true }).waitFor();
    expect(await balanceOption.isDisabled()).toBe(false);
    await shot(page, 'financial-payments-08-methods-with-balance');

    await balanceOption.click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Deseja pagar com o seu Saldo da Conta? Será cobrado uma taxa de R$2,75', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Fechar', exact: true }).waitFor();
    await shot(page, 'financial-payments-09-balance-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.getByText('Pagamento realizado com Sucesso.', { exact: true }).first().waitFor();
    await page.getByRole('status', { name: 'Pagamento Aprovado' }).waitFor();
    await shot(page, 'financial-payments-10-balance-paid');

    await page.getByRole('link', { name: 'Ver faturas' }).click();
    await page.waitForURL((url) => url.pathname === '/financial/invoices');
    await invoiceRow(page, monthly!.Id).getByText('Pago', { exact: true }).waitFor();
    await shot(page, 'financial-payments-11-invoices-after-balance');

    await openDashboard(page);
    expect(await eventually(() => cardAmount(page, 'Saldo Atual'), brl(after))).toBe(brl(after));
    expect(await dashboardStatus(page)).toBe('Ativo');
    expect(await session.balance()).toBe(after);
    // Paying a Mensalidade issues the next one: still one open invoice, a new one.
    const pending = (await session.me()).PendingInvoices;
    expect(pending.map((i) => i.TypeFormatted)).toEqual(['Mensalidade']);
    expect(pending[0]!.Id).not.toBe(monthly!.Id);
    await page.getByRole('link', { name: 'Fatura em aberto: 1' }).waitFor();
    await shot(page, 'financial-payments-12-dashboard-after-balance');

    // The current account lists the payment and its fee.
    await page.goto('/financial/current-account');
    await page.getByRole('cell', { name: `Pagamento da Fatura #${monthly!.Id}`, exact: true }).waitFor();
    await page.getByRole('cell', { name: `Taxa de pagamento com saldo da Fatura #${monthly!.Id}`, exact: true }).waitFor();
    expect(await cardAmount(page, 'Saldo Atual')).toBe(brl(after));
    await shot(page, 'financial-payments-13-current-account');
    expect(pageErrors(page)).toEqual([]);
  });
});
