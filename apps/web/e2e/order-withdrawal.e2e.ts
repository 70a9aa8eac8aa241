import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signInAsAdmin } from './admin';
import { ARTIFACTS, baseURL, launch, newPage, openDialog, pageErrors, shot, signIn, textbox } from './browser';
import { activeFundedMember, ApiSession, type Invoice } from './finances';
import { adminSignIn } from './marketplace';
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

// One of the demo club's own products, sold from its National storage, with no options: the club
// is its seller, so an operator marks it delivered and confirms the return.
const PRODUCT = 'Hidratante Corporal Manteiga de Karité — 400 ml';

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

// docs/marketplace.md#withdrawal-of-a-purchase (CDC art. 49): a buyer pays an order by balance, it
// is delivered, he withdraws inside the 7 days from 'Seus Pedidos' and his balance is back at once;
// the seller confirms the return and the unit is on sale again.
describe('a buyer withdraws from a delivered order', () => {
  let buyer: { member: TestMember; session: ApiSession; id: number };
  let admin: ApiSession;
  let page: Page;
  let operatorPage: Page | undefined;
  let orderId: number;
  let balanceBefore: number;
  let unitsAfterSale: number;

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    for (const [who, p] of [
      ['buyer', page],
      ['operator', operatorPage],
    ] as const) {
      if (p && !p.isClosed()) await p.screenshot({ path: `${ARTIFACTS}order-withdrawal-failed-${who}.png` }).catch(() => undefined);
    }
  });

  beforeAll(async () => {
    buyer = await activeFundedMember(baseURL(), 'arrependido', 200);
    admin = await adminSignIn(baseURL());
    page = await newPage(browser);
    await signIn(page, buyer.member.username, buyer.member.password);
  });

  it('buys in the shop and pays by balance; the seller marks it delivered', async () => {
    balanceBefore = await buyer.session.balance();
    expect(await availableInShop(page)).toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await seeText(page, 'Produto adicionado ao Carrinho!');
    const finish = page.getByRole('complementary', { name: 'Carrinho' }).getByRole('button', { name: 'Finalizar compra' });
    await expect.poll(() => finish.isEnabled()).toBe(true);
    await finish.click();
    await seeText(page, 'Sucesso! Pague sua fatura para concluir o Pedido.');
    await page.waitForURL((url) => url.pathname === '/financial/payment');
    const token = new URL(page.url()).searchParams.get('token');
    const invoice = (await buyer.session.invoices()).find((i: Invoice) => i.Token === token)!;

    const methods = page.getByRole('group', { name: 'Escolha a forma de pagamento' });
    await methods.getByRole('button').filter({ hasText: 'Saldo da Conta' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Pagar', exact: true }).click();
    await seeText(page, 'Pagamento realizado com Sucesso.');
    expect(await buyer.session.balance()).toBeLessThan(balanceBefore);

    const orders = await buyer.session.post<Array<{ Id: number; InvoiceId: number }>>('/api/store/orders/getAllOrders', {
      PaginationSettings: { Page: 1, RowsPerPage: 50 },
    });
    orderId = orders.find((o) => o.InvoiceId === invoice.Id)!.Id;
    await admin.put(`/api/store/orders/updateOrderToDelivered/${orderId}`, {});
    unitsAfterSale = await availableInShop(page);
  });

  it("presses 'Desistir da compra' in 'Seus Pedidos', confirms, sees Devolução pendente and his balance back", async () => {
    await page.goto('/marketplace/orders');
    const mine = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(orderId), exact: true }) });
    await mine.getByText('Entregue', { exact: true }).waitFor();
    const dialog = page.getByRole('dialog');
    await openDialog(mine.getByRole('button', { name: `Desistir da compra: pedido ${orderId}` }), dialog);
    await dialog.getByText(/O valor pago volta pelo mesmo meio de pagamento/).waitFor();
    await shot(page, 'order-withdrawal-01-confirm');
    await dialog.getByRole('button', { name: 'Desejo desistir.' }).click();
    await seeText(page, 'Desistência registrada. O valor pago foi devolvido pelo mesmo meio de pagamento.');
    await mine.getByText('Devolução pendente', { exact: true }).waitFor();
    expect(await mine.getByRole('button', { name: /Desistir da compra/ }).count()).toBe(0);
    await shot(page, 'order-withdrawal-02-withdrawn');
    // Value, freight and the R$ 2,75 fee: he is where he was before paying.
    expect(await buyer.session.balance()).toBe(balanceBefore);
    // The unit is not on sale again until the seller has it back.
    expect(await availableInShop(page)).toBe(unitsAfterSale);
    expect(pageErrors(page)).toEqual([]);
  });

  it("the seller (an operator, for the club's product) confirms the return: Devolvido, and the unit is on sale again", async () => {
    operatorPage = await newPage(browser);
    await signInAsAdmin(operatorPage);
    await operatorPage.goto('/marketplace/orders');
    await operatorPage.getByRole('tab', { name: 'Pedidos dos Seus Clientes' }).click();
    const line = operatorPage.getByRole('row').filter({ has: operatorPage.getByRole('cell', { name: String(orderId), exact: true }) });
    await line.getByText('Devolução pendente', { exact: true }).waitFor();
    const dialog = operatorPage.getByRole('dialog');
    await openDialog(line.getByRole('button', { name: `Confirmar devolução: pedido ${orderId}` }), dialog);
    await dialog.getByText('Confirma que o produto deste pedido voltou? O estoque será devolvido.', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Confirmar devolução' }).click();
    await seeText(operatorPage, 'Devolução confirmada. O estoque foi devolvido.');
    await line.getByText('Devolvido', { exact: true }).waitFor();
    await shot(operatorPage, 'order-withdrawal-03-returned');
    expect(await availableInShop(page)).toBe(unitsAfterSale + 1);
    await page.goto('/marketplace/orders');
    const mine = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(orderId), exact: true }) });
    await mine.getByText('Devolvido', { exact: true }).waitFor();
    expect(pageErrors(operatorPage)).toEqual([]);
  });
});
