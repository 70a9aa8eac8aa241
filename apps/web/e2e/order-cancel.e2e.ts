import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, baseURL, launch, newPage, openDialog, pageErrors, shot, signIn, textbox } from './browser';
import { activeFundedMember, ApiSession, type Invoice } from './finances';
import type { TestMember } from './members';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A toast (or any text) shown somewhere on the page. */
const seeText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

// One of the demo club's own products, sold from its National storage, with no options.
const PRODUCT = 'Hidratante Corporal Manteiga de Karité — 400 ml';
const QUANTITY = 2;

/** Opens the product in the shop and answers the available units its only option shows ('Estoque: n'). */
async function availableInShop(page: Page): Promise<number> {
  await page.goto('/marketplace/shop');
  await textbox(page, 'Nome').pressSequentially('Karité', { delay: 40 });
  await page.getByRole('button', { name: PRODUCT }).click();
  await page.getByRole('heading', { name: PRODUCT }).waitFor();
  const stock = page.getByText(/^Estoque: \d+$/).first();
  await stock.waitFor();
  return Number((await stock.textContent())!.replace('Estoque: ', ''));
}

// docs/marketplace.md#cancelling-an-unpaid-order: a buyer places an order, changes his mind and
// cancels it from 'Seus Pedidos'; it is Cancelado, its invoice too, and the units are back on sale.
describe('a buyer cancels his unpaid order', () => {
  let buyer: { member: TestMember; session: ApiSession; id: number };
  let page: Page;
  let before: number;
  let orderId: number;
  let invoiceId: number;

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed())
      await page.screenshot({ path: `${ARTIFACTS}order-cancel-failed.png` }).catch(() => undefined);
  });

  beforeAll(async () => {
    buyer = await activeFundedMember(baseURL(), 'desistente', 0);
    page = await newPage(browser);
    await signIn(page, buyer.member.username, buyer.member.password);
  });

  it("places an order in the shop: 'Finalizar compra' reserves the units", async () => {
    before = await availableInShop(page);
    expect(before).toBeGreaterThanOrEqual(QUANTITY);
    await page.getByRole('textbox', { name: 'Quantidade' }).fill(String(QUANTITY));
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await seeText(page, 'Produto adicionado ao Carrinho!');
    const finish = page.getByRole('complementary', { name: 'Carrinho' }).getByRole('button', { name: 'Finalizar compra' });
    await expect.poll(() => finish.isEnabled()).toBe(true);
    await finish.click();
    await seeText(page, 'Sucesso! Pague sua fatura para concluir o Pedido.');
    await page.waitForURL((url) => url.pathname === '/financial/payment');
    const token = new URL(page.url()).searchParams.get('token');
    invoiceId = (await buyer.session.invoices()).find((i: Invoice) => i.Token === token)!.Id;
    const orders = await buyer.session.post<Array<{ Id: number; InvoiceId: number }>>('/api/store/orders/getAllOrders', {
      PaginationSettings: { Page: 1, RowsPerPage: 50 },
    });
    orderId = orders.find((o) => o.InvoiceId === invoiceId)!.Id;
    expect(await availableInShop(page)).toBe(before - QUANTITY);
  });

  it("cancels it from 'Seus Pedidos' after the confirmation: Cancelado, its invoice too, and the units back on sale", async () => {
    await page.goto('/marketplace/orders');
    const mine = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(orderId), exact: true }) });
    await mine.getByText('Aguardando Pagamento', { exact: true }).waitFor();
    const dialog = page.getByRole('dialog');
    await openDialog(mine.getByRole('button', { name: `Cancelar pedido: pedido ${orderId}` }), dialog);
    await dialog.getByText('Tem certeza que deseja cancelar este Pedido? A fatura será cancelada e os itens voltam ao estoque.', { exact: true }).waitFor();
    await shot(page, 'order-cancel-01-confirm');
    await dialog.getByRole('button', { name: 'Desejo cancelar.' }).click();
    await seeText(page, 'Pedido cancelado com Sucesso.');
    await mine.getByText('Cancelado', { exact: true }).waitFor();
    expect(await mine.getByRole('button', { name: /Cancelar pedido/ }).count()).toBe(0);
    await shot(page, 'order-cancel-02-cancelled');

    const invoice = (await buyer.session.invoices()).find((i: Invoice) => i.Id === invoiceId)!;
    expect(invoice.Status).toBe(0); // Cancelado
    expect(await availableInShop(page)).toBe(before);
    expect(pageErrors(page)).toEqual([]);
  });
});
