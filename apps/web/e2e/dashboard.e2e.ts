import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launch, newPage, pageErrors, shot, signIn } from './browser';
import { dayInSaoPaulo } from './sao-paulo-day';

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

/** The amount a financial card shows once its value has loaded. */
const cardValue = (label: string) => page.getByRole('group', { name: label }).getByText(/^R\$\s/);
/** The card's amount with Intl's non-breaking space as a plain one. */
const cardAmount = async (label: string) => (await cardValue(label).innerText()).replace(/\s/g, ' ');

// apps/api/src/seed/demo-club.ts credits demo 13 past bonuses (R$ 5.100,00) and two of the seeding
// day (R$ 45,00 + R$ 21,50); its other movements of demo (transfers, a refunded withdrawal) net to
// zero. demo-orders.ts adds, weeks ago, a sale to bruno.lima (a B2B gain of R$ 162,95) and a
// purchase from the club paid by balance (R$ 178,60 + R$ 2,75 fee). demo-commissions.ts adds the
// bonus engine's lines of his downline's payments over the month before the seeding (the latest
// five days back): R$ 36,13 credited (level 1: R$ 24,54; level 2: R$ 7,84; level 3: R$ 3,75); its card
// payment of the seeding day is Simulado, no money. A run that crosses midnight sees no gain today.
// Two invoices are open: the monthly fee and a service he ordered today.
const DEMO_BALANCE = 'R$ 5.184,23';
const DEMO_GAINS = 'R$ 5.365,58';
const demoToday = () => (dayInSaoPaulo() === inject('seedDay') ? 'R$ 66,50' : 'R$ 0,00');

describe('the dashboard of demo', () => {
  it('shows every card of the spec with pt-BR values', async () => {
    await page.getByRole('heading', { name: 'Renata Oliveira Santos' }).waitFor();
    await page.getByText('@demo', { exact: true }).waitFor();
    await page.getByText('Sócio do Club', { exact: true }).waitFor();

    await page.getByText('Status', { exact: true }).waitFor();
    await page.getByText('Ativo', { exact: true }).waitFor();
    await page.getByText('Ouro', { exact: true }).waitFor(); // rank
    await page.getByText('Plano Executivo', { exact: true }).waitFor();
    await page.getByText(/^\d{2}\/\d{2}\/\d{4}$/).waitFor(); // qualified on, dd/MM/yyyy
    await page.getByText('Entrada de Participantes em tempo real', { exact: true }).waitFor();

    await page.getByRole('heading', { name: 'Acesse a Loja' }).waitFor();
    await page.getByText('Compre produtos e serviços').waitFor();
    expect(await page.getByRole('link', { name: 'Loja', exact: true }).getAttribute('href')).toBe('/marketplace/shop');
    await page.getByRole('heading', { name: 'Indique novos Sócios' }).waitFor();
    await page.getByText('Compartilhe e aumente seus lucros!').waitFor();
    await page.getByText(`${baseURL()}/register/demo`, { exact: true }).waitFor();

    // Sponsor data: name, e-mail and phone.
    await page.getByRole('heading', { name: 'Patrocinador' }).waitFor();
    await page.getByText('Marcos Albuquerque', { exact: true }).waitFor();
    await page.getByText('marcos.albuquerque@clube.office', { exact: true }).waitFor();
    await page.getByText('11 99812-3344', { exact: true }).waitFor();

    await cardValue('Saldo Atual').waitFor();
    await cardValue('Ganho do Dia').waitFor();
    await cardValue('Ganho Total').waitFor();
    expect(await cardAmount('Saldo Atual')).toBe(DEMO_BALANCE);
    expect(await cardAmount('Ganho do Dia')).toBe(demoToday());
    expect(await cardAmount('Ganho Total')).toBe(DEMO_GAINS);

    const invoices = page.getByRole('link', { name: 'Fatura em aberto: 2' });
    await invoices.waitFor();
    expect(await invoices.getAttribute('href')).toBe('/financial/invoices');
    // Mantine's red, the shade that carries its white label (red.8, app/theme.ts): the button is red as the spec says.
    expect(await invoices.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(224, 49, 49)');

    // Journeys register members under demo and each new direct member notifies him (docs/app.md), so
    // the unread count depends on which files ran before this one.
    await page.getByText(/^Você tem \d+ novas notificações$/).waitFor();
    await shot(page, 'dashboard-01-desktop');
  });

  it('copies the referral link with the toast Copiado', async () => {
    await page.getByRole('button', { name: 'Copiar link', exact: true }).click();
    await page.getByText('Copiado', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL()}/register/demo`);
    await shot(page, 'dashboard-02-copied');
  });

  it('fits a phone screen (390x844)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await cardValue('Saldo Atual').waitFor();
    await page.getByRole('button', { name: 'Abrir menu' }).waitFor();
    await page.getByRole('link', { name: 'Fatura em aberto: 2' }).waitFor();
    // Nothing wider than the screen: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'dashboard-03-mobile');

    // The unread toast sits over the top bar; once closed, the burger opens the menu with the footer.
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: /Você tem \d+ novas notificações/ });
    await toast.locator('.mantine-Notification-closeButton').click();
    await toast.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sair da conta' }).waitFor();
    await shot(page, 'dashboard-04-mobile-menu', { fullPage: false });
    expect(pageErrors(page)).toEqual([]);
  });
});
