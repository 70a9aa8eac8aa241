import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { clickSideBarLink, launch, newPage, pageErrors, shot, signIn } from './browser';
import { cardAmount, plainText } from './finances';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  await signIn(page, 'demo', 'demo1234');
});
afterAll(async () => {
  await browser?.close();
});

// Read-only: demo's figures are asserted by the dashboard journey, so nothing here moves money or
// changes his data. apps/api/src/seed/demo-club.ts, demo-finances.ts and demo-orders.ts hold what
// is expected: besides the adhesion (Pago) and the monthly fee (Pendente), four order invoices of
// his purchases (two Pago, one Pendente, one Cancelado); gains include a B2B sale.
// demo-commissions.ts: his downline's payments of the past month pay him 13 Creditado lines
// (R$ 36,13, in the balance and gains below) and one Simulado (R$ 1,49); none is an invoice of his.
const DEMO_BALANCE = 'R$ 5.184,23';
const DEMO_GAINS = 'R$ 5.365,58';
// The lists' rows, not those of a chart's table for screen readers (docs/charts.md#accessibility).
const bodyRows = () => page.locator(':not(.mantine-VisuallyHidden-root) > table > tbody').getByRole('row');
/** The list's column headers, not those of a chart's table for screen readers. */
const listHeaders = () => page.locator(':not(.mantine-VisuallyHidden-root) > table > thead').getByRole('columnheader').allInnerTexts();

async function backToIndex() {
  await page.getByRole('link', { name: 'Voltar' }).click();
  await page.waitForURL((url) => url.pathname === '/financial');
}

describe("demo's financial area (read-only)", () => {
  it('the index has the six cards of the spec, each to its screen', async () => {
    await clickSideBarLink(page, 'Financeiro');
    await page.waitForURL((url) => url.pathname === '/financial');
    await page.getByRole('heading', { name: 'Financeiro' }).waitFor();
    const cards: Array<[string, string]> = [
      ['Faturas', '/financial/invoices'],
      ['Conta Corrente', '/financial/current-account'],
      ['Saques', '/financial/withdrawals'],
      ['Contas Bancárias', '/financial/bank-accounts'],
      ['Transferências', '/financial/transfers'],
      ['Minhas Cotas', '/financial/quotas'],
      // Ours, beside the spec's six (docs/bonuses.md#bonus-statement).
      ['Extrato de Bônus', '/financial/bonus-statement'],
    ];
    for (const [label, href] of cards) {
      expect(await page.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
    }
    await shot(page, 'financial-overview-01-index');
    expect(pageErrors(page)).toEqual([]);
  });

  it('Faturas: the Pendente Mensalidade offers Pagar Fatura, the paid adhesion does not; the status filter narrows the list', async () => {
    await page.getByRole('link', { name: 'Faturas', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/financial/invoices');
    await page.getByText('6 resultado(s)', { exact: true }).waitFor();
    const headers = await listHeaders();
    expect(headers.slice(0, 6)).toEqual(['ID', 'Tipo', 'Descrição', 'Valor', 'Vencimento', 'Status']);
    const monthly = bodyRows().filter({ hasText: 'Mensalidade — Plano Executivo' });
    expect(await plainText(monthly)).toMatch(/^\d+ Mensalidade Mensalidade — Plano Executivo R\$ 79,90 \d{2}\/\d{2}\/\d{2} Pendente Pagar Fatura$/i);
    expect(await monthly.getByRole('link', { name: 'Pagar Fatura' }).getAttribute('href')).toMatch(/^\/financial\/payment\?token=.+/);
    const adhesion = bodyRows().filter({ hasText: 'Adesão — Plano Executivo' });
    await adhesion.getByText('Pago', { exact: true }).waitFor();
    // Paid: no 'Pagar Fatura', its receipt instead (docs/payments.md#receipts).
    await adhesion.getByRole('link', { name: /^Comprovante/ }).waitFor();
    expect(await adhesion.getByRole('link', { name: 'Pagar Fatura' }).count()).toBe(0);
    await shot(page, 'financial-overview-02-invoices');

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pago' });
    await page.getByText('3 resultado(s)', { exact: true }).waitFor();
    expect(await bodyRows().count()).toBe(3);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Cancelado' });
    await page.getByText('1 resultado(s)', { exact: true }).waitFor();
    expect(await bodyRows().count()).toBe(1);
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.getByText('6 resultado(s)', { exact: true }).waitFor();
    await backToIndex();
    expect(pageErrors(page)).toEqual([]);
  });

  it('Conta Corrente: Saldo Atual and Total Ganho, the entries with dd/MM/yyyy dates, the category filter', async () => {
    await page.getByRole('link', { name: 'Conta Corrente', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/financial/current-account');
    expect(await cardAmount(page, 'Saldo Atual')).toBe(DEMO_BALANCE);
    expect(await cardAmount(page, 'Total Ganho')).toBe(DEMO_GAINS);
    await bodyRows().first().waitFor();
    expect(await listHeaders()).toEqual(['Descrição', 'Data de Emissão', 'Valor']);
    expect(await plainText(bodyRows().first())).toMatch(/ \d{2}\/\d{2}\/\d{4} -?R\$ [\d.]+,\d{2}$/);
    await shot(page, 'financial-overview-03-current-account');

    // The cancelled withdrawal: its refund is the only Estorno.
    await page.getByRole('combobox', { name: 'Categoria' }).selectOption({ label: 'Estorno' });
    await expect.poll(() => bodyRows().count()).toBe(1);
    expect(await plainText(bodyRows().first())).toMatch(/R\$ 205,00$/);
    // Filtering leaves the cards alone.
    expect(await cardAmount(page, 'Total Ganho')).toBe(DEMO_GAINS);
    await shot(page, 'financial-overview-04-current-account-estorno');
    await backToIndex();
    expect(pageErrors(page)).toEqual([]);
  });

  it("Extrato de Bônus: his downline's month at levels 1, 2 and 3, one line Simulado, with the totals", async () => {
    await page.getByRole('link', { name: 'Extrato de Bônus', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/financial/bonus-statement');
    // demo-commissions.ts: levels 1 (R$ 24,54), 2 (R$ 7,84) and 3 (R$ 3,75), and diego.time2's card payment.
    expect(await cardAmount(page, 'Total Creditado')).toBe('R$ 36,13');
    expect(await cardAmount(page, 'Total Simulado')).toBe('R$ 1,49');
    await page.getByText('14 resultado(s)', { exact: true }).waitFor();
    // The cells' text as written (a badge's is shown in capitals).
    const cells = async (source: string, invoiceType: string) => {
      const row = bodyRows()
        .filter({ hasText: `@${source}` })
        .filter({ hasText: invoiceType });
      expect(await row.count()).toBe(1);
      return Promise.all((await row.getByRole('cell').all()).map(async (c) => ((await c.textContent()) ?? '').replace(/\s+/g, ' ').trim()));
    };
    const day = /^\d{2}\/\d{2}\/\d{4}$/;
    // Date, Origem, Fatura, Nível, Percentual, Base, Valor, Categoria, Situação.
    const direct = await cells('carla.mendes', 'Mensalidade');
    expect(direct[0]).toMatch(day);
    expect(direct.slice(1)).toEqual(['Carla Mendes @carla.mendes', 'Mensalidade', '1', '5%', 'R$ 129,90', 'R$ 6,49', 'Mensalidade', 'Creditado']);
    expect((await cells('ana.time1', 'Mensalidade')).slice(1)).toEqual([
      'Ana — Equipe 1 @ana.time1',
      'Mensalidade',
      '2',
      '3%',
      'R$ 49,90',
      'R$ 1,49',
      'Mensalidade',
      'Creditado',
    ]);
    expect((await cells('bruno.time2.a', 'B2B')).slice(1)).toEqual([
      'Bruno — Equipe 2 A @bruno.time2.a',
      'B2B',
      '3',
      '5%',
      'R$ 35,47',
      'R$ 1,77',
      'B2B',
      'Creditado',
    ]);
    expect((await cells('diego.time2', 'Mensalidade')).slice(1)).toEqual([
      'Diego — Equipe 2 @diego.time2',
      'Mensalidade',
      '2',
      '3%',
      'R$ 49,90',
      'R$ 1,49',
      'Mensalidade',
      'Simulado',
    ]);
    await page.getByRole('alert').filter({ hasText: 'Simulado: pagamento pelo gateway de demonstração, não é dinheiro.' }).waitFor();
    await shot(page, 'financial-overview-10-bonus-statement');
    await backToIndex();
    expect(pageErrors(page)).toEqual([]);
  });

  it('Minhas Cotas: the two funds, filtered by name after a pause, Limpar filtros brings both back', async () => {
    await page.getByRole('link', { name: 'Minhas Cotas', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/financial/quotas');
    await page.getByRole('heading', { name: 'Financeiro' }).waitFor();
    await page.getByText('2 resultado(s)', { exact: true }).waitFor();
    const texts = (await bodyRows().allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim().replace(/^\d+ /, ''));
    expect(texts.sort()).toEqual(['Fundo Agro Brasil 30', 'Fundo Imobiliário do Clube 12']);
    await shot(page, 'financial-overview-05-quotas');

    await page.getByRole('textbox', { name: 'Filtro' }).fill('agro');
    await page.getByText('1 resultado(s)', { exact: true }).waitFor();
    expect(await plainText(bodyRows().first())).toMatch(/^\d+ Fundo Agro Brasil 30$/);
    await shot(page, 'financial-overview-06-quotas-filtered');
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.getByText('2 resultado(s)', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Filtro' }).inputValue()).toBe('');
    await backToIndex();
    expect(pageErrors(page)).toEqual([]);
  });

  it('Contas Bancárias, Saques and Transferências show demo history without changing it', async () => {
    await page.getByRole('link', { name: 'Contas Bancárias', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/financial/bank-accounts');
    await page.getByText('1 resultado(s)', { exact: true }).waitFor();
    // The seed writes the bank's name as 'Itaú Unibanco S.A.' (accounts saved through the API take the bank list's spelling).
    expect(await plainText(bodyRows().first())).toMatch(/^Renata Oliveira Santos 529\.982\.247-25 Itaú Unibanco S\.A\. 0912-0 Editar$/i);
    await shot(page, 'financial-overview-07-bank-accounts');
    await backToIndex();

    await page.getByRole('link', { name: 'Saques', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/financial/withdrawals');
    expect(await cardAmount(page, 'Saldo Disponível para Saque')).toBe(DEMO_BALANCE);
    expect(await cardAmount(page, 'Saque em Análise')).toBe('R$ 0,00');
    await page.getByText('1 resultado(s)', { exact: true }).waitFor();
    const cancelled = bodyRows().first();
    await cancelled.getByText('Cancelado', { exact: true }).waitFor();
    expect(await plainText(cancelled)).toContain('R$ 200,00 R$ 5,00');
    await cancelled.getByRole('button', { name: /Razão do Cancelamento/ }).click();
    const reason = page.getByRole('dialog', { name: 'Razão do Cancelamento' });
    await reason.getByText('Os dados bancários não conferem com o titular. Atualize a conta e solicite novamente.').waitFor();
    await shot(page, 'financial-overview-08-withdrawal-cancel-reason', { fullPage: false });
    await page.keyboard.press('Escape');
    await reason.waitFor({ state: 'detached' });
    await backToIndex();

    await page.getByRole('link', { name: 'Transferências', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/financial/transfers');
    expect(await cardAmount(page, 'Saldo disponível para Transferência')).toBe(DEMO_BALANCE);
    await page.getByText('2 resultado(s)', { exact: true }).waitFor();
    expect((await listHeaders()).slice(0, 4)).toEqual(['Beneficiário', 'Data de Emissão', 'Valor', 'Status']);
    await bodyRows().filter({ hasText: 'Recebida de Marcos Albuquerque' }).waitFor();
    await shot(page, 'financial-overview-09-transfers');
    expect(pageErrors(page)).toEqual([]);
  });
});
