import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiToken, consoleJourney, signInAsAdmin, XSRF } from './admin';
import { ARTIFACTS, baseURL, pageErrors, shot, signIn, textbox } from './browser';
import { activeFundedMember, createBankAccount, type ApiSession } from './finances';
import { png } from './marketplace';
import type { TestMember } from './members';
import { dayInSaoPaulo } from './sao-paulo-day';

const journey = consoleJourney();

const seeText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

/** The seller's own call of /marketplace/products/new: the product with one image, Pendente until an operator answers. */
async function createProduct(token: string, name: string): Promise<number> {
  const form = new FormData();
  const fields: Record<string, string> = {
    Type: '1',
    Name: name,
    Description: 'Cafeteira elétrica de 30 xícaras com jarra de inox.',
    Price: '180,00',
    DealerDiscount: '20,00',
    Status: '4',
    OfficePercentage: '10',
    Weight: '900',
    Length: '25',
    Width: '18',
    Height: '30',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('Images', new Blob([new Uint8Array(png(96, [120, 60, 20], [240, 230, 210]))], { type: 'image/png' }), 'cafeteira.png');
  const res = await fetch(`${baseURL()}/api/logistics/products/createNewProduct`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    body: form,
  });
  const json = (await res.json()) as { IsSuccess: boolean; Message?: string; Data: { Product: { Id: number; OfficeStatus: number } } };
  if (!json.IsSuccess) throw new Error(`createNewProduct answered ${res.status}: ${json.Message}`);
  expect(json.Data.Product.OfficeStatus).toBe(1);
  return json.Data.Product.Id;
}

/** The seller's distribution center, a National storage and a stock of the product: what the shop needs to list it. */
async function stockIt(seller: ApiSession, productId: number, tag: string): Promise<void> {
  await seller.post('/api/logistics/distCenters/createNewDistributionCenter', {
    Name: `CD Console ${tag}`,
    ZipCode: '01310-100',
    Street: 'Avenida Paulista',
    Number: '1500',
    District: 'Bela Vista',
    City: 'São Paulo',
    State: 'SP',
    Phone: '11 98765-4321',
  });
  const storage = await seller.post<{ Id: number }>('/api/logistics/storages/createNewStorage', { Name: `Armazém Console ${tag}`, Type: 1 });
  await seller.post('/api/logistics/stocks/createNewStock', { Name: 'Lote único', StorageId: storage.Id, ProductId: productId, Quantity: 4 });
}

// One journey: a fresh member (Ativo, R$ 60,00 from 'lider') asks for a withdrawal of R$ 25,00;
// the administrator finds it in the console's queue, pays it, sees it Pago with its history and
// exports the day's payouts; then a second fresh member's product is accepted in the console and
// reaches the shop. Only records made here are touched (the queue is filtered by their username,
// the products list by their name).
describe('console: withdrawals queue and product approval', () => {
  const tag = Date.now().toString(36).slice(-5);
  const productName = `Cafeteira Console ${tag}`;
  let member: { member: TestMember; session: ApiSession; id: number };
  let withdrawalId: number;
  let adminPage: Page;
  let memberPage: Page | undefined;

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    for (const [who, page] of [
      ['admin', adminPage],
      ['member', memberPage],
    ] as const) {
      if (page && !page.isClosed()) await page.screenshot({ path: `${ARTIFACTS}admin-finance-failed-${who}.png` }).catch(() => undefined);
    }
  });

  beforeAll(async () => {
    member = await activeFundedMember(baseURL(), 'saqueconsole', 60);
    const bankId = await createBankAccount(member.session, member.member.name);
    ({ Id: withdrawalId } = await member.session.post<{ Id: number }>('/api/users/withdrawn/createNewWithdrawn', { UserBankAccountId: bankId, Value: 25 }));
    adminPage = await journey.newPage();
    await signInAsAdmin(adminPage);
  });

  it('the administrator finds the withdrawal in the queue, pays it, and sees it Pago with its history', async () => {
    const page = adminPage;
    await page.getByRole('link', { name: 'Saques', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/configurations/withdrawals');
    await page.getByRole('heading', { name: 'Saques' }).waitFor();

    // Pendente is the default; the username filter goes to the URL.
    expect(await page.getByLabel('Status').inputValue()).toBe('1');
    await textbox(page, 'Usuário').fill(member.member.username);
    await page.waitForURL((url) => url.searchParams.get('username') === member.member.username);
    const line = row(page, member.member.username);
    await line.getByText('Pendente', { exact: true }).waitFor();
    await expect.poll(() => page.locator('tbody').getByRole('row').count()).toBe(1);
    await shot(page, 'admin-finance-01-queue');

    await line.getByRole('button', { name: `Pagar saque ${withdrawalId}` }).click();
    const confirm = page.getByRole('dialog', { name: `Pagar saque #${withdrawalId}` });
    await confirm.getByText(member.member.username, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Pagar', exact: true }).click();
    await seeText(page, 'Saque pago com sucesso.');
    // It leaves the Pendente queue...
    await page.getByText('Nenhum resultado encontrado...').waitFor();

    // ...and is listed as Pago.
    await page.getByLabel('Status').selectOption({ label: 'Pago' });
    await page.waitForURL((url) => url.searchParams.get('status') === '2');
    await row(page, member.member.username).getByText('Pago', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Detalhes do saque ${withdrawalId}` }).click();
    const drawer = page.getByRole('dialog', { name: `Saque #${withdrawalId}` });
    await drawer.getByText('Pago', { exact: true }).waitFor();
    await drawer.getByText('Celular: +5521998765432', { exact: true }).waitFor();
    const history = drawer.getByLabel('Histórico');
    await history.getByText('withdrawal.pay', { exact: true }).waitFor();
    expect(await history.innerText()).toContain('admin');
    await shot(page, 'admin-finance-02-paid-details', { fullPage: false });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // The member sees it Pago too.
    const mine = await member.session.post<{ Withdrawals: Array<{ Id: number; Status: number }> }>('/api/users/withdrawn/getAllWithdrawals', {
      PaginationSettings: { Page: 1, RowsPerPage: 50 },
    });
    expect(mine.Withdrawals.find((w) => w.Id === withdrawalId)?.Status).toBe(2);
    expect(pageErrors(page)).toEqual([]);
  });

  it("'Exportar pagos do dia' downloads today's payouts as CSV, the new payout in it", async () => {
    const page = adminPage;
    const today = dayInSaoPaulo();
    expect(await textbox(page, 'Dia dos pagamentos').inputValue()).toBe(today.split('-').reverse().join('/'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar pagos do dia' }).click()]);
    expect(download.suggestedFilename()).toBe(`saques-pagos-${today}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const records = csv.split('\r\n');
    expect(records[0]).toBe('ID,Sócio,Usuário,Titular,CPF/CNPJ,Código do Banco,Banco,Tipo de Conta,Agência,Conta,Chaves Pix,Valor,Taxa,Pago em');
    const mine = records.find((r) => r.startsWith(`${withdrawalId},`));
    expect(mine).toContain(`,${member.member.username},`);
    expect(mine).toContain(',341,');
    expect(mine).toContain(',0912-0,45871-3,Celular: +5521998765432,25.00,5.00,');
    await seeText(page, `Arquivo saques-pagos-${today}.csv gerado.`);
    expect(pageErrors(page)).toEqual([]);
  });

  it("a member's product is accepted in /configurations/products and reaches the shop", async () => {
    const seller = await activeFundedMember(baseURL(), 'vendeconsole', 0);
    const productId = await createProduct(await apiToken(2, seller.member), productName);
    await stockIt(seller.session, productId, tag);

    const page = adminPage;
    await page.goto('/configurations');
    await page.getByRole('link', { name: 'Produtos', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/configurations/products');
    expect(await page.getByRole('combobox', { name: 'Situação' }).inputValue()).toBe('1');
    await textbox(page, 'Nome do Produto').fill(productName);
    await page.waitForURL((url) => url.searchParams.get('name') === productName);
    const line = row(page, productName);
    await line.getByText(seller.member.username, { exact: true }).waitFor();
    await line.getByRole('button', { name: `Detalhes do produto ${productId}` }).click();

    const drawer = page.getByRole('dialog', { name: `Produto #${productId}` });
    await drawer.getByRole('img', { name: `Imagem 1 de ${productName}` }).waitFor();
    await drawer.getByText(`${seller.member.name} (${seller.member.username})`, { exact: true }).waitFor();
    await drawer.getByText('Cafeteira elétrica de 30 xícaras com jarra de inox.', { exact: true }).waitFor();
    await shot(page, 'admin-finance-03-product-review', { fullPage: false });
    await drawer.getByRole('button', { name: 'Aceitar', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Aceitar produto #${productId}` })
      .getByRole('button', { name: 'Aceitar', exact: true })
      .click();
    await seeText(page, 'Produto aceito com Sucesso.');
    await drawer.getByText('Aceito', { exact: true }).waitFor();
    await drawer.getByLabel('Histórico').getByText('product.accept', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    // It leaves the Pendente list.
    await page.getByText('Nenhum resultado encontrado...').waitFor();
    expect(pageErrors(page)).toEqual([]);

    // The first member finds it in the shop.
    memberPage = await journey.newPage();
    await signIn(memberPage, member.member.username, member.member.password);
    await memberPage.goto('/marketplace/shop');
    await textbox(memberPage, 'Nome').pressSequentially(`console ${tag}`, { delay: 40 });
    await memberPage.getByRole('button', { name: productName }).waitFor();
    await shot(memberPage, 'admin-finance-04-shop');
    expect(pageErrors(memberPage)).toEqual([]);
  });
});
