import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ARTIFACTS, baseURL, launch, newPage, pageErrors, shot, signIn } from './browser';
import { activeFundedMember, brl, plainText, type Invoice } from './finances';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
// The demo club's clothes (docs/marketplace.md#the-cart-on-a-phone): colour × size options, B2B
// at the dealer price. Dry Fit R$ 79,90 − R$ 13,00; Básica R$ 69,90 − R$ 11,00.
const DRY_FIT = 'Camiseta Dry Fit Clube Office';
const BASICA = 'Camiseta Básica de Algodão Orgânico';

const seeText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Opens a product's sheet from the grid, picks its colour and size, the quantity, and adds it. */
async function addFromSheet(page: Page, name: string, colour: string, size: string, quantity: number): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).click();
  const sheet = page.getByRole('dialog', { name });
  await sheet.getByRole('heading', { name }).waitFor();
  await sheet.getByRole('radiogroup', { name: 'Cor' }).getByText(colour, { exact: true }).click();
  await sheet.getByRole('radiogroup', { name: 'Tamanho' }).getByText(size, { exact: true }).click();
  await sheet.getByRole('textbox', { name: 'Quantidade' }).fill(String(quantity));
  await sheet.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await seeText(page, 'Produto adicionado ao Carrinho!');
  return sheet;
}

describe('a purchase through the phone’s cart bar (390×844)', () => {
  let page: Page;

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed()) await page.screenshot({ path: `${ARTIFACTS}phone-cart-failed.png` }).catch(() => undefined);
  });

  it('adds without moving the page, shows count and total in the bar, opens a cart that adds up, and pays', async () => {
    const buyer = await activeFundedMember(baseURL(), 'celular', 600);
    page = await newPage(browser, PHONE);
    await signIn(page, buyer.member.username, buyer.member.password);
    await page.goto('/marketplace/shop');
    await page.getByRole('combobox', { name: 'Categoria', exact: true }).selectOption({ label: 'Roupas e Calçados' });
    await page.getByRole('button', { name: BASICA, exact: true }).waitFor();
    const bar = page.getByRole('region', { name: 'Resumo do carrinho' });
    expect(await plainText(bar.getByLabel('Itens no carrinho'))).toBe('0 itens');

    // Scrolled down the grid, the first item closes the product's sheet and the page stays put.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: DRY_FIT, exact: true }).scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(0);
    const first = await addFromSheet(page, DRY_FIT, 'Azul', 'M', 2);
    await first.waitFor({ state: 'detached' });
    expect(await scrollY(page)).toBe(before);
    expect(await plainText(bar.getByLabel('Itens no carrinho'))).toBe('2 itens');

    // A second item keeps the sheet open; closing it leaves the page where it was too.
    const second = await addFromSheet(page, BASICA, 'Branco', 'P', 1);
    await second.getByRole('button', { name: 'Voltar aos produtos' }).click();
    await second.waitFor({ state: 'detached' });
    expect(await scrollY(page)).toBe(before);
    expect(await plainText(bar.getByLabel('Itens no carrinho'))).toBe('3 itens');
    await shot(page, 'phone-cart-01-bar', { fullPage: false });

    // 'Finalizar compra' in the bar opens the cart: lines at the price charged add up to the subtotal.
    const cart = page.getByRole('complementary', { name: 'Carrinho' });
    const finish = cart.getByRole('button', { name: 'Finalizar compra' });
    await bar.getByRole('button', { name: 'Finalizar compra' }).click();
    await expect.poll(() => finish.isEnabled()).toBe(true);
    const lines = await cart.getByLabel('Valor do item').allInnerTexts();
    expect(lines.map(cents)).toEqual([2 * 6690, 5890]);
    const figure = async (label: string) => cents(await plainText(cart.getByRole('group', { name: label, exact: true }).locator('p').last()));
    const subtotal = await figure('Subtotal');
    const freight = await figure('Frete');
    const total = await figure('Total');
    expect(subtotal).toBe(2 * 6690 + 5890);
    expect(total).toBe(subtotal + freight);
    expect(await plainText(cart.getByRole('group', { name: 'Desconto' }))).toBe(`Você economiza ${brl(37)}`);
    expect(cents(await plainText(bar.getByLabel('Total do carrinho')))).toBe(total);
    await shot(page, 'phone-cart-02-sheet', { fullPage: false });

    await finish.click();
    await seeText(page, 'Sucesso! Pague sua fatura para concluir o Pedido.');
    await page.waitForURL((url) => url.pathname === '/financial/payment');
    const token = new URL(page.url()).searchParams.get('token');
    const invoice = (await buyer.session.invoices()).find((i: Invoice) => i.Token === token)!;
    // What the screen added up is what the invoice charges.
    expect([Math.round(invoice.Value * 100), Math.round(invoice.DeliverValue * 100)]).toEqual([subtotal, freight]);

    const methods = page.getByRole('group', { name: 'Escolha a forma de pagamento' });
    await methods.getByRole('button').filter({ hasText: 'Saldo da Conta' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pagar', exact: true }).click();
    await seeText(page, 'Pagamento realizado com Sucesso.');
    expect(pageErrors(page)).toEqual([]);
  });
});
