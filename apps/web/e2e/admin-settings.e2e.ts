import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiToken, consoleJourney, signInAsAdmin, XSRF } from './admin';
import { baseURL, pageErrors, shot, textbox } from './browser';
import { ApiSession } from './finances';
import { png } from './marketplace';

const journey = consoleJourney();

type General = {
  ClubName: string;
  OfficeUrl: string | null;
  MarketplaceUrl: string | null;
  SupportEmail: string | null;
  SupportPhone: string | null;
  Timer: number;
};
type Integrations = { MercadoPagoPublicKey: string | null; MercadoPagoWebhookSecretIsSet: boolean; ZipProvider: string; Timer: number };
type Shops = {
  FreightOriginZip: string | null;
  FreightTable: unknown;
  FreightTableIsDefault: boolean;
  MinimumOrderValue: number;
  CashbackPercentage: number;
  MaxOpenOrdersPerBuyer: number;
  MaxReservedUnitsPerBuyer: number;
  Timer: number;
};
type Images = { Favicon: { FullUrl: string } | null; MainLogo: { FullUrl: string } | null };

/** Uploads a system image through the API, as the console does (multipart: Kind and File). */
async function uploadSystemImage(token: string, kind: 'Favicon' | 'MainLogo', name: string, type: string, content: Buffer) {
  const form = new FormData();
  form.append('Kind', kind);
  form.append('File', new Blob([new Uint8Array(content)], { type }), name);
  const res = await fetch(`${baseURL()}/api/configurations/pagesDesign/updateSystemImage`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    body: form,
  });
  if (!res.ok) throw new Error(`updateSystemImage answered ${res.status}: ${await res.text()}`);
}

const seeText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const timeline = (page: Page, title = 'Histórico') => page.locator(`[aria-label="${title}"]`);

// The administrator edits the club's configuration from the console: a support phone (Geral), a
// write-only integration secret (Integrações) and the main logo (Imagens). Other journeys read the
// club's name, its logo and the demo's freight table: the phone, the secret, the caps per buyer
// (Loja) and the logo are put back as they were at the end, and nothing else is changed.
describe('admin console: club settings', () => {
  const tag = Date.now().toString().slice(-4);
  const phone = `11 3${tag.slice(0, 3)}-${tag}`;
  const secret = `webhook-e2e-${tag}-segredo`;
  const logo = png(120, [20, 90, 200], [250, 250, 250]);
  let admin: ApiSession;
  let token: string;
  let general: General;
  let integrations: Integrations;
  let shops: Shops;
  let page: Page;

  beforeAll(async () => {
    token = await apiToken(1);
    admin = new ApiSession(baseURL(), token);
    general = await admin.get<General>('/api/configurations/getSCGeneral');
    integrations = await admin.get<Integrations>('/api/configurations/getSCIntegrations');
    shops = await admin.get<Shops>('/api/configurations/getSCShops');
    page = await journey.newPage();
  });

  afterAll(async () => {
    await admin.put('/api/configurations/updateSCGeneral', { ...general });
    const { FreightTableIsDefault, FreightTable, ...shopRules } = shops;
    await admin.put('/api/configurations/updateSCShops', { ...shopRules, FreightTable: FreightTableIsDefault ? null : FreightTable });
    await admin.put('/api/configurations/updateGetSCIntegrations', {
      MercadoPagoPublicKey: integrations.MercadoPagoPublicKey,
      ZipProvider: integrations.ZipProvider,
      Timer: integrations.Timer,
      // Set by this journey only when the club had none: back to none.
      ...(integrations.MercadoPagoWebhookSecretIsSet ? {} : { MercadoPagoWebhookSecret: '' }),
    });
    // Uploads take no SVG (docs/security.md, "Uploads"): the demo's logo goes back drawn as a PNG.
    const demoLogo = readFileSync(new URL('../../api/src/seed/assets/logo.svg', import.meta.url), 'utf8');
    const drawn = await page.evaluate(async (svg) => {
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d')!.drawImage(img, 0, 0);
      return canvas.toDataURL('image/png').split(',')[1]!;
    }, demoLogo);
    await uploadSystemImage(token, 'MainLogo', 'logo.png', 'image/png', Buffer.from(drawn, 'base64'));
  });

  it('changes the support phone in Geral: saved after a reload, and in the timeline', async () => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Configurações do Clube' }).click();
    await page.waitForURL((url) => url.pathname === '/configurations/settings');
    await page.getByRole('heading', { name: 'Configurações do Clube' }).waitFor();
    await expect(textbox(page, 'Nome do clube').inputValue()).resolves.toBe(general.ClubName);

    await textbox(page, 'Telefone do suporte').fill(phone);
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await seeText(page, 'Configurações atualizadas com Sucesso.');
    await timeline(page).getByText(`"SupportPhone": "${phone}"`).first().waitFor();
    await shot(page, 'admin-settings-01-general-saved');

    await page.reload();
    await textbox(page, 'Telefone do suporte').waitFor();
    await expect(textbox(page, 'Telefone do suporte').inputValue()).resolves.toBe(phone);
    const history = timeline(page);
    await history.getByText('configuration.update').first().waitFor();
    await expect(history.textContent()).resolves.toContain(`"SupportPhone": "${phone}"`);
    expect((await admin.get<General>('/api/configurations/getSCGeneral')).SupportPhone).toBe(phone);
  });

  it('sets an integration secret: write-only, shown only as "definido", masked in the timeline', async () => {
    await page.getByRole('tab', { name: 'Integrações' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'integracoes');
    const field = page.getByLabel('Segredo do webhook do Mercado Pago', { exact: true });
    await field.waitFor();
    await expect(field.inputValue()).resolves.toBe('');
    await field.fill(secret);
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await seeText(page, 'Configurações atualizadas com Sucesso.');
    await expect.poll(() => field.inputValue()).toBe('');

    await page.reload();
    await field.waitFor();
    await expect(field.inputValue()).resolves.toBe('');
    // The badge inside the field says it is stored; the value itself never reaches the page.
    await page.getByLabel('Segredo do webhook do Mercado Pago: definido', { exact: true }).waitFor();
    await timeline(page).getByText('configuration.update').first().waitFor();
    await expect(timeline(page).textContent()).resolves.toContain('"MercadoPagoWebhookSecret": "••••"');
    expect(await page.content()).not.toContain(secret);
    await shot(page, 'admin-settings-02-integrations-secret-set');
  });

  it('shows the shop (freight table) and bonification center as stored, and sets the caps per buyer', async () => {
    await page.getByRole('tab', { name: 'Loja' }).click();
    const table = page.getByRole('table', { name: 'Tabela de frete' });
    await table.waitFor();
    const shops = await admin.get<{ FreightTable: { Bands: Array<{ MaxGrams: number }> }; MaxOpenOrdersPerBuyer: number }>('/api/configurations/getSCShops');
    await expect(table.getByRole('textbox', { name: 'Faixa 1, peso até (g)' }).inputValue()).resolves.toBe(
      shops.FreightTable.Bands[0]!.MaxGrams.toLocaleString('pt-BR'),
    );
    await shot(page, 'admin-settings-04-shops');

    // The caps per buyer against stock hoarding (docs/marketplace.md#hoarding-limits): saved, and kept after a reload.
    const openOrders = textbox(page, 'Pedidos aguardando pagamento por comprador');
    const units = textbox(page, 'Unidades reservadas por comprador');
    await expect(openOrders.inputValue()).resolves.toBe(String(shops.MaxOpenOrdersPerBuyer));
    await openOrders.fill('4');
    await units.fill('1500');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await seeText(page, 'Configurações atualizadas com Sucesso.');
    await page.reload();
    await openOrders.waitFor();
    await expect(openOrders.inputValue()).resolves.toBe('4');
    await expect(units.inputValue()).resolves.toBe('1.500');
    expect(await admin.get<Shops>('/api/configurations/getSCShops')).toMatchObject({ MaxOpenOrdersPerBuyer: 4, MaxReservedUnitsPerBuyer: 1500 });
    await shot(page, 'admin-settings-04b-shops-caps');

    await page.getByRole('tab', { name: 'Bonificação' }).click();
    await textbox(page, 'Segunda aprovação acima de').waitFor();
    const center = await admin.get<{ AdhesionUnilevelId: number | null }>('/api/configurations/getSCBonificationCenter');
    await expect(page.getByRole('combobox', { name: 'Tabela da Adesão' }).inputValue()).resolves.toBe(
      center.AdhesionUnilevelId === null ? '' : String(center.AdhesionUnilevelId),
    );
    await shot(page, 'admin-settings-05-bonification');
  });

  it('uploads a MainLogo: previewed, then served at the system images address', async () => {
    await page.getByRole('tab', { name: 'Imagens' }).click();
    const chooser = page.getByLabel('Escolher Logo principal');
    // Not an image: refused in the browser already.
    await chooser.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não sou uma imagem') });
    await page.getByRole('alert').filter({ hasText: 'Arquivo de imagem inválido' }).getByRole('button', { name: 'OK' }).click();

    await chooser.setInputFiles({ name: 'Logo Novo.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('img', { name: 'Logo principal: prévia' }).waitFor();
    await page.getByRole('button', { name: 'Enviar logo principal' }).click();
    await seeText(page, 'Imagem atualizada com Sucesso.');

    const images = await admin.get<Images>('/api/configurations/pagesDesign/getSystemImages');
    expect(images.MainLogo?.FullUrl).toMatch(/\/Logo-Novo\.png$/);
    const current = page.getByRole('img', { name: 'Logo principal atual' });
    await current.waitFor();
    await expect(current.getAttribute('src')).resolves.toBe(images.MainLogo!.FullUrl);
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('img[alt="Logo principal atual"]')?.naturalWidth ?? 0) === 120);
    const served = await fetch(`${baseURL()}${images.MainLogo!.FullUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(logo)).toBe(true);
    await timeline(page, 'Histórico: Logo principal').getByText('systemImage.update').first().waitFor();
    await shot(page, 'admin-settings-03-main-logo');
    expect(pageErrors(page)).toEqual([]);
  });
});
