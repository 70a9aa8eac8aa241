import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ARTIFACTS, baseURL, launch, newPage, pageErrors, shot, signIn, textbox } from './browser';
import { activeFundedMember, ApiSession, brl, eventually, plainText, type Invoice } from './finances';
import { adminSignIn, ensureFeatures, ownProductId, png, reais, type Preview } from './marketplace';
import type { TestMember } from './members';
import { freshCpf, mask } from './people';
import { dayInSaoPaulo } from './sao-paulo-day';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A toast (or any text) shown somewhere on the page. */
const seeText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** An error toast with `text`: it stays until its 'OK' (spec part 1 section 8), which the member presses. */
async function confirmError(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await toast.getByRole('button', { name: 'OK' }).click();
  await toast.waitFor({ state: 'detached' });
}
const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });
const combobox = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });

/** A store client's API session (he signs in at the store, by e-mail). */
async function storeClientSession(email: string, password: string): Promise<ApiSession> {
  const res = await fetch(`${baseURL()}/api/store/public/getAuthToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=e2e-journeys', 'x-xsrf-token': 'e2e-journeys' },
    body: JSON.stringify({ Email: email, Password: password }),
  });
  const json = (await res.json()) as { IsSuccess: boolean; Message?: string; Data: { AccessToken: string } };
  if (!json.IsSuccess) throw new Error(`store sign-in answered ${res.status}: ${json.Message}`);
  return new ApiSession(baseURL(), json.Data.AccessToken);
}

// One journey in order (each step needs the one before): a member creates a product with images,
// the operator accepts it, the member sets up his distribution center, a storage and two stocks
// (Voltagem 110V and 220V); a second member buys two 220V units in the shop and pays by balance;
// the seller marks it delivered; a visitor of his public store signs up and buys one 110V unit.
describe('marketplace: sell, accept, stock, buy, pay by balance, deliver, buy in the public store', () => {
  const tag = Date.now().toString(36).slice(-5);
  const productName = `Liquidificador Turbo ${tag}`;
  // R$ 250,00 list price, R$ 30,00 dealer discount, 10 % to the club.
  const price = 250;
  const discount = 30;
  const quantity = 2;
  let seller: { member: TestMember; session: ApiSession; id: number };
  let buyer: { member: TestMember; session: ApiSession; id: number };
  let admin: ApiSession;
  let sellerPage: Page;
  let buyerPage: Page;
  let productId: number;
  let orderId: number;
  let preview: Preview;
  let sellerBalanceBefore: number;
  let voltage: Record<string, number>;

  // A failed step keeps what each member's screen showed.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    for (const [who, page] of [
      ['seller', sellerPage],
      ['buyer', buyerPage],
    ] as const) {
      if (page && !page.isClosed()) await page.screenshot({ path: `${ARTIFACTS}marketplace-failed-${who}.png` }).catch(() => undefined);
    }
  });

  beforeAll(async () => {
    [seller, buyer] = [await activeFundedMember(baseURL(), 'vendedor', 0), await activeFundedMember(baseURL(), 'comprador', 800)];
    admin = await adminSignIn(baseURL());
    voltage = await ensureFeatures(admin, 'Voltagem', ['110V', '220V']);
    sellerPage = await newPage(browser);
    await signIn(sellerPage, seller.member.username, seller.member.password);
  });

  it("creates a product with images on /marketplace/products/new ('Máximo de imagens atingido.' past 5); Pendente until an operator accepts it", async () => {
    const page = sellerPage;
    await page.goto('/marketplace');
    await page.getByRole('link', { name: 'Produtos', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace/products');
    await page.getByRole('link', { name: 'Novo Produto' }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace/products/new');

    const form = page.getByRole('form', { name: 'Produto' });
    await combobox(form, 'Tipo').selectOption({ label: 'Produto' });
    await textbox(page, 'Nome do Produto').fill(productName);
    await combobox(form, 'Status').selectOption({ label: 'Disponível B2B e B2C' });
    await textbox(page, 'Descrição').fill('Liquidificador de 1.200 W com copo de vidro de 2 litros e 12 velocidades.');
    // Money is typed from the cents (docs/club.md#forms).
    await textbox(page, 'Preço de Mercado').pressSequentially(String(price * 100));
    await textbox(page, 'Desconto').pressSequentially(String(discount * 100));
    await textbox(page, 'Percentual de Distribuição (%)').pressSequentially('10');
    await textbox(page, 'Peso (g)').pressSequentially('1500');
    await textbox(page, 'Comprimento (cm)').pressSequentially('30');
    await textbox(page, 'Largura (cm)').pressSequentially('20');
    await textbox(page, 'Altura (cm)').pressSequentially('25');

    // Real PNG files through the file chooser; a sixth image is refused with the spec's message.
    const image = (name: string, a: [number, number, number], b: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: png(96, a, b) });
    const files = page.getByLabel('Adicionar Imagens');
    await files.setInputFiles([image('frente.png', [200, 30, 30], [240, 240, 240]), image('lado.png', [30, 90, 200], [240, 240, 240])]);
    await page.getByText('Imagens (2/5)', { exact: true }).waitFor();
    await files.setInputFiles([1, 2, 3, 4].map((n) => image(`extra-${n}.png`, [30, 160, 60], [20, 20, 20])));
    await confirmError(page, 'Máximo de imagens atingido.');
    await page.getByText('Imagens (5/5)', { exact: true }).waitFor();
    for (const n of [5, 4, 3]) await page.getByRole('button', { name: `Remover imagem nova ${n}` }).click();
    await page.getByText('Imagens (2/5)', { exact: true }).waitFor();
    await shot(page, 'marketplace-01-product-new');

    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await seeText(page, 'Produto criado com Sucesso.');
    await page.waitForURL((url) => url.pathname === '/marketplace/products');
    const line = row(page, productName);
    await line.getByText('Pendente', { exact: true }).waitFor();
    expect(await plainText(line)).toContain(`${brl(price)} ${brl(discount)}`);
    productId = await ownProductId(seller.session, productName);

    // The images are stored and served with the type their bytes show.
    const [entry] = await seller.session.post<Array<{ ProductImages: Array<{ StoredFile: { FullUrl: string; OriginalFileName: string } }> }>>(
      '/api/logistics/products/getAllProducts',
      { PaginationSettings: { Page: 1, RowsPerPage: 50 }, Filters: [{ Type: 1, Value: productId }] },
    );
    expect(entry!.ProductImages.map((i) => i.StoredFile.OriginalFileName)).toEqual(['frente.png', 'lado.png']);
    const served = await fetch(new URL(entry!.ProductImages[0]!.StoredFile.FullUrl, baseURL()));
    expect(served.headers.get('content-type')).toBe('image/png');

    // The operator's call (the console comes later): accepted, it may reach the shop.
    await admin.post(`/api/admin/products/${productId}/accept`, {});
    await page.reload();
    await row(page, productName).getByText('Aceito', { exact: true }).waitFor();
    await shot(page, 'marketplace-02-products-accepted');
    expect(pageErrors(page)).toEqual([]);
  });

  it('creates his distribution center, a National storage and two stocks with a feature (Voltagem 110V and 220V)', async () => {
    const page = sellerPage;
    await page.goto('/marketplace/dist-centers/details');
    const dc = page.getByRole('form', { name: 'Centro de Distribuição' });
    await textbox(page, 'Nome do Centro de Distribuição').fill(`CD ${tag}`);
    await textbox(page, 'Telefone').pressSequentially('11987654321');
    await textbox(page, 'CEP').pressSequentially('01310100');
    // The zip look-up fills the address (the journeys' ViaCEP stand-in).
    expect(await eventually(() => textbox(page, 'Rua').inputValue(), 'Avenida Paulista')).toBe('Avenida Paulista');
    expect(await textbox(page, 'Cidade').inputValue()).toBe('São Paulo');
    await textbox(page, 'Número').fill('1500');
    await dc.getByRole('button', { name: 'Criar Centro de Distribuição' }).click();
    await seeText(page, 'Centro de Distribuição criado/atualizado com Sucesso.');

    await page.getByRole('button', { name: 'Novo Armazém' }).click();
    const modal = page.getByRole('dialog', { name: 'Novo Armazém' });
    await textbox(page, 'Nome do Armazém').fill('Armazém Paulista');
    await combobox(modal, 'Tipo do Armazém').selectOption({ label: 'Nacional' });
    await modal.getByRole('button', { name: 'Salvar dados' }).click();
    await seeText(page, 'Armazém criado com Sucesso.');
    await modal.waitFor({ state: 'detached' });
    await row(page, 'Armazém Paulista').getByText('Nacional', { exact: true }).waitFor();
    await shot(page, 'marketplace-03-storages');

    // The Stock action of his product (he has a distribution center now).
    await page.goto('/marketplace/products');
    await row(page, productName).getByRole('link', { name: 'Estoque' }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace/products/stocks' && url.searchParams.get('id') === String(productId));
    for (const [name, units] of [
      ['220V', 3],
      ['110V', 5],
    ] as const) {
      await page.getByRole('button', { name: 'Novo Estoque' }).click();
      const stockModal = page.getByRole('dialog', { name: 'Novo Estoque' });
      await textbox(page, 'Nome do Estoque').fill(`Lote ${name}`);
      await combobox(stockModal, 'Armazém').selectOption({ label: 'Armazém Paulista (Nacional)' });
      await textbox(page, 'Quantidade').fill(String(units));
      await stockModal.getByRole('checkbox', { name, exact: true }).check();
      await stockModal.getByRole('button', { name: 'Salvar dados' }).click();
      await seeText(page, 'Estoque criado com Sucesso.');
      await stockModal.waitFor({ state: 'detached' });
      await row(page, `Lote ${name}`).waitFor();
    }
    await shot(page, 'marketplace-04-stocks');
    expect(pageErrors(page)).toEqual([]);
  });

  it("a second member finds it in the shop, picks 220V, sees the preview with freight, 'Finalizar compra', pays by balance", async () => {
    buyerPage = await newPage(browser);
    const page = buyerPage;
    await signIn(page, buyer.member.username, buyer.member.password);
    await page.goto('/marketplace');
    await page.getByRole('link', { name: 'Loja', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace/shop');

    // The name search waits for the typing to pause, then shows the product's card.
    await textbox(page, 'Nome').pressSequentially(`turbo ${tag}`, { delay: 40 });
    await page.getByRole('button', { name: productName }).click();
    await page.getByRole('heading', { name: productName }).waitFor();
    expect(await plainText(page.getByLabel('Preço', { exact: true }).first())).toBe(brl(price - discount));
    expect(await plainText(page.getByLabel('Preço de tabela').first())).toBe(brl(price));
    // One picker per attribute (docs/marketplace.md#the-cart-on-a-phone): Voltagem, 110V or 220V.
    const voltagem = page.getByRole('radiogroup', { name: 'Voltagem' });
    await voltagem.getByText('110V', { exact: true }).waitFor();
    await shot(page, 'marketplace-05-shop-detail');

    const add = page.getByRole('button', { name: 'Adicionar', exact: true });
    await add.click();
    await confirmError(page, 'É necessário que você selecione o atributo do Produto acima.');
    await voltagem.getByText('220V', { exact: true }).click();
    await page.getByText('Estoque: 3', { exact: true }).waitFor();
    const qty = page.getByRole('textbox', { name: 'Quantidade' });
    await qty.fill('4');
    await add.click();
    await confirmError(page, 'Este produto não possui estoque o suficiente. Estoque Atual: 3');
    await qty.fill(String(quantity));
    await add.click();
    await seeText(page, 'Produto adicionado ao Carrinho!');
    // The first item hides the detail and locks the product type.
    await page.getByRole('heading', { name: productName }).waitFor({ state: 'detached' });
    expect(await page.getByRole('radio', { name: 'Serviço' }).isDisabled()).toBe(true);

    const { Adresses } = await buyer.session.get<{ Adresses: Array<{ AddressId: number }> }>('/api/accounts/authUser/getAuthUserData');
    preview = await buyer.session.post<Preview>('/api/store/orders/createNewOrderPreview', {
      Items: [{ ProductId: productId, Quantity: quantity, ItemsFeatures: [voltage['220V']] }],
      DeliveryAddressId: Adresses[0]!.AddressId,
    });
    const sedex = preview.AvailableDeliveryServices.find((s) => s.Id === preview.SelectedDeliveryServiceId)!;
    expect(sedex.Title).toBe('Sedex');
    expect(preview.ItemsTotalValue).toBe(price * quantity);
    expect(preview.DiscountValue).toBe(discount * quantity);
    expect(preview.DeliveryValue).toBeGreaterThan(0);
    const total = reais(price * quantity + preview.DeliveryValue - discount * quantity);
    expect(preview.TotalValue).toBe(total);

    // The cart survives a reload; the preview prices it with the freight of the default Sedex.
    await page.reload();
    const cart = page.getByRole('complementary', { name: 'Carrinho' });
    const item = cart.getByRole('listitem', { name: productName });
    await item.getByText('Voltagem: 220V', { exact: true }).waitFor();
    await item.getByText(`Quantidade: ${quantity}`, { exact: true }).waitFor();
    const service = combobox(cart, 'Serviço de entrega');
    const days = sedex.Days ? ` (${sedex.Days} ${sedex.Days === 1 ? 'dia útil' : 'dias úteis'})` : '';
    const sedexLabel = `Sedex - ${brl(preview.DeliveryValue)}${days}`;
    expect(await eventually(async () => ((await service.locator('option:checked').textContent()) ?? '').replace(/\s/g, ' '), sedexLabel)).toBe(sedexLabel);
    const totalRow = (label: string) => plainText(cart.getByRole('group', { name: label, exact: true }).locator('p').last());
    expect(await eventually(() => totalRow('Frete'), brl(preview.DeliveryValue))).toBe(brl(preview.DeliveryValue));
    // The lines are at the price charged: the subtotal is what the invoice's items cost, the discount what is saved.
    expect(await totalRow('Subtotal')).toBe(brl(reais((price - discount) * quantity)));
    expect(await plainText(cart.getByRole('group', { name: 'Desconto', exact: true }))).toBe(`Você economiza ${brl(discount * quantity)}`);
    expect(await totalRow('Total')).toBe(brl(total));
    await shot(page, 'marketplace-06-shop-cart');

    sellerBalanceBefore = await seller.session.balance();
    const balanceBefore = await buyer.session.balance();
    const finish = cart.getByRole('button', { name: 'Finalizar compra' });
    await expect.poll(() => finish.isEnabled()).toBe(true);
    await finish.click();
    await seeText(page, 'Sucesso! Pague sua fatura para concluir o Pedido.');
    await page.waitForURL((url) => url.pathname === '/financial/payment');
    const token = new URL(page.url()).searchParams.get('token');
    const invoice = (await buyer.session.invoices()).find((i: Invoice) => i.Token === token)!;
    expect(invoice.TypeFormatted).toBe('B2B');
    expect([invoice.Value, invoice.DeliverValue]).toEqual([reais((price - discount) * quantity), preview.DeliveryValue]);

    const methods = page.getByRole('group', { name: 'Escolha a forma de pagamento' });
    await methods.getByRole('button').filter({ hasText: 'Saldo da Conta' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Deseja pagar com o seu Saldo da Conta? Será cobrado uma taxa de R$2,75', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Pagar', exact: true }).click();
    await seeText(page, 'Pagamento realizado com Sucesso.');
    await page.getByRole('status', { name: 'Pagamento Aprovado' }).waitFor();
    // A B2B buyer gets the shops configuration's cashback on the club's 10 % share (docs/bonuses.md).
    const shops = await buyer.session.get<{ CashbackPercentage: number }>('/api/configurations/getSCShops');
    const shareCents = Math.floor(Math.round((price - discount) * quantity * 100) * 0.1);
    const cashback = Math.floor((shareCents * Math.round(shops.CashbackPercentage * 100)) / 10_000) / 100;
    const statement = await buyer.session.post<{ Lines: Array<{ Amount: number; Category: number }> }>('/api/bonuses/getBonusStatement', {
      PaginationSettings: { Page: 1, RowsPerPage: 50 },
      Filters: { Category: 5 },
    });
    // The cashback is held ('Retido') until seven days after the delivery (docs/bonuses.md#held-commissions).
    const held = await buyer.session.post<{ Lines: Array<{ Amount: number; Category: number; Held: boolean }> }>('/api/bonuses/getBonusStatement', {
      PaginationSettings: { Page: 1, RowsPerPage: 50 },
      Filters: { Category: 5 },
    });
    expect(statement.Lines.map((l) => l.Amount)).toEqual(cashback > 0 ? [cashback] : []);
    expect(held.Lines.every((l) => l.Held)).toBe(true);
    expect(await buyer.session.balance()).toBe(reais(balanceBefore - total - 2.75));
    await shot(page, 'marketplace-07-paid');

    // 'Seus Pedidos': the order, Pago.
    await page.goto('/marketplace/orders');
    const orders = await buyer.session.post<Array<{ Id: number; InvoiceId: number }>>('/api/store/orders/getAllOrders', {
      PaginationSettings: { Page: 1, RowsPerPage: 50 },
    });
    orderId = orders.find((o) => o.InvoiceId === invoice.Id)!.Id;
    const mine = row(page, brl(total)).filter({ has: page.getByRole('cell', { name: String(orderId), exact: true }) });
    await mine.getByText('Pago', { exact: true }).waitFor();
    expect(await plainText(mine)).toContain(brl(preview.DeliveryValue));
    expect(pageErrors(page)).toEqual([]);
  });

  it("the seller sees it in 'Pedidos dos Seus Clientes' and marks it delivered; the price paid less the club's 10 %, plus the freight, is held for seven days", async () => {
    const page = sellerPage;
    await page.goto('/marketplace/orders');
    await page.getByRole('tab', { name: 'Pedidos dos Seus Clientes' }).click();
    const line = row(page, String(orderId)).filter({ has: page.getByRole('cell', { name: String(orderId), exact: true }) });
    await line.getByText('Pago', { exact: true }).waitFor();

    await line.getByRole('button', { name: `Detalhes do pedido ${orderId}` }).click();
    const details = page.getByRole('dialog');
    await details.getByRole('cell', { name: productName, exact: true }).waitFor();
    expect(await plainText(row(details, productName))).toBe(`${productName} ${quantity} ${brl(price)} ${brl(discount)}`);
    await details.getByText('Avenida Afonso Pena, 100', { exact: true }).waitFor();
    await shot(page, 'marketplace-08-order-details', { fullPage: false });
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    await line.getByRole('button', { name: `Marcar como Entregue: pedido ${orderId}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Tem certeza que deseja Atualizar status do Pedido para Entregue?', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await seeText(page, 'Pedido atualizado com Sucesso.');
    await line.getByText('Entregue', { exact: true }).waitFor();
    expect(await line.getByRole('button', { name: /Marcar como Entregue/ }).count()).toBe(0);
    await shot(page, 'marketplace-09-delivered');

    // The buyer may still withdraw for seven days after the delivery (CDC art. 49): the sale's credit
    // is 'Saldo retido' until then, apart from the balance, and frees the day after the seventh
    // (docs/bonuses.md#held-commissions).
    const paid = (price - discount) * quantity;
    const releaseDay = new Date(Date.parse(`${dayInSaoPaulo()}T12:00:00Z`) + 8 * 86_400_000).toISOString().slice(0, 10);
    const wallet = await seller.session.get<{ Amount: number; Held: number; NextReleaseOn: string | null }>('/api/users/wallets/getUserWalletByWalletType/1');
    expect(wallet).toEqual({ Amount: reais(sellerBalanceBefore), Held: reais(paid - paid * 0.1 + preview.DeliveryValue), NextReleaseOn: releaseDay });
    await page.goto('/');
    const card = page.getByRole('group', { name: 'Saldo retido' });
    await card.getByText(`Libera em ${releaseDay.split('-').reverse().join('/')}`, { exact: true }).waitFor();
    expect((await card.innerText()).replace(/\s/g, ' ')).toContain(brl(wallet.Held));
    expect(pageErrors(page)).toEqual([]);
  });

  it('a visitor buys through /store/{username}: the list price, a short sign-up, then Pix on the payment page', async () => {
    const page = await newPage(browser);
    await page.goto(`/store/${seller.member.username}`);
    await page.getByRole('heading', { name: `Loja de ${seller.member.name}` }).waitFor();
    await textbox(page, 'Nome').pressSequentially(`turbo ${tag}`, { delay: 40 });
    const card = page.getByRole('button', { name: productName });
    // Outside the club there is no dealer price: the list price, nothing struck through.
    expect(await plainText(card.getByLabel('Preço', { exact: true }))).toBe(brl(price));
    expect(await card.getByLabel('Preço de tabela').count()).toBe(0);
    await card.click();
    await page.getByRole('radiogroup', { name: 'Voltagem' }).getByText('110V', { exact: true }).click();
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await seeText(page, 'Produto adicionado ao Carrinho!');
    const cart = page.getByRole('complementary', { name: 'Carrinho' });
    await cart.getByRole('button', { name: 'Finalizar compra' }).click();

    const form = page.getByRole('form', { name: 'Cadastro na loja' });
    await form.getByText('Crie sua conta para finalizar a compra', { exact: true }).waitFor();
    const email = `visitante.${tag}@exemplo.com.br`;
    const password = 'senha-da-loja-1';
    const cpf = freshCpf();
    await textbox(page, 'Nome').fill('Carla Visitante');
    await textbox(page, 'CPF').pressSequentially(cpf);
    expect(await textbox(page, 'CPF').inputValue()).toBe(mask('000.000.000-00', cpf));
    await textbox(page, 'Telefone').pressSequentially('21998765432');
    await textbox(page, 'Email').fill(email);
    await form.getByLabel('Senha', { exact: true }).fill(password);
    await form.getByLabel('Confirmar Senha', { exact: true }).fill(password);
    await textbox(page, 'CEP').pressSequentially('20040020');
    expect(await eventually(() => textbox(page, 'Rua').inputValue(), 'Avenida Rio Branco')).toBe('Avenida Rio Branco');
    await textbox(page, 'Número').fill('45');
    await shot(page, 'marketplace-10-store-sign-up');
    await form.getByRole('button', { name: 'Criar conta' }).click();

    // Signed in as his store client: the cart now has his address, the freight and the total.
    await form.waitFor({ state: 'detached' });
    const client = await storeClientSession(email, password);
    const { Adresses } = await client.get<{ Adresses: Array<{ AddressId: number }> }>('/api/accounts/authUser/getAuthUserData');
    const quote = await client.post<Preview>('/api/store/orders/createNewOrderPreview', {
      Items: [{ ProductId: productId, Quantity: 1, ItemsFeatures: [voltage['110V']] }],
      DeliveryAddressId: Adresses[0]!.AddressId,
    });
    expect([quote.ItemsTotalValue, quote.DiscountValue]).toEqual([price, 0]);
    const totalRow = (label: string) => plainText(cart.getByRole('group', { name: label, exact: true }).locator('p').last());
    expect(await eventually(() => totalRow('Frete'), brl(quote.DeliveryValue))).toBe(brl(quote.DeliveryValue));
    expect(await totalRow('Total')).toBe(brl(quote.TotalValue));
    await shot(page, 'marketplace-11-store-cart');

    const sellerBalance = await seller.session.balance();
    const finish = cart.getByRole('button', { name: 'Finalizar compra' });
    await expect.poll(() => finish.isEnabled()).toBe(true);
    await finish.click();
    await seeText(page, 'Sucesso! Pague sua fatura para concluir o Pedido.');
    await page.waitForURL((url) => url.pathname === '/financial/payment');
    const methods = page.getByRole('group', { name: 'Escolha a forma de pagamento' });
    // A store client has no wallet: Pix, boleto or a card, and no balance to offer.
    await methods.getByRole('button').filter({ hasText: /^Pix$/ }).waitFor();
    expect(await methods.getByRole('button').filter({ hasText: 'Saldo da Conta' }).count()).toBe(0);
    await methods.getByRole('button').filter({ hasText: /^Pix$/ }).click();
    await textbox(page, 'Nome').fill('Carla Visitante');
    await page.getByRole('combobox', { name: 'Tipo do Documento' }).selectOption({ label: 'CPF' });
    await textbox(page, 'Número do Documento').pressSequentially(cpf);
    await page.getByRole('button', { name: 'Gerar Pix' }).click();
    await page.getByRole('region', { name: 'Pix' }).getByRole('img', { name: 'QR Code do Pix' }).waitFor();
    expect(await plainText(page.getByRole('region', { name: 'Pix' }).getByLabel('Valor do Pix'))).toBe(brl(quote.TotalValue));
    await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
    await page.getByRole('status', { name: 'Pagamento Aprovado' }).waitFor();
    await shot(page, 'marketplace-12-store-paid');

    // The seller's clients' orders: the B2C order, Pago. A demonstration (offline) payment credits no seller.
    const [order] = await client.post<Array<{ Id: number; Status: number; FixedTotalValue: number }>>('/api/store/orders/getAllOrders', {
      PaginationSettings: { Page: 1, RowsPerPage: 50 },
    });
    expect([order!.Status, order!.FixedTotalValue]).toEqual([2, quote.TotalValue]);
    await sellerPage.goto('/marketplace/orders?tab=clientes');
    await row(sellerPage, String(order!.Id))
      .filter({ has: sellerPage.getByRole('cell', { name: String(order!.Id), exact: true }) })
      .getByText('Pago', { exact: true })
      .waitFor();
    expect(await seller.session.balance()).toBe(sellerBalance);
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(sellerPage)).toEqual([]);
  });
});
