import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, pageErrors, shot, signIn } from './browser';
import { signInAsAdmin } from './admin';

// docs/charts.md: the home's three charts on a phone, and the console's overview on a desktop.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Console errors as well as the page errors and 5xx answers newPage keeps. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** A chart's titled section, scrolled to, with its drawing's svg in it. */
async function drawn(page: Page, title: string) {
  // The frame is first a placeholder, drawn for real once it is scrolled into view (the home's charts) and the charts' chunk arrives.
  const region = page.getByRole('region', { name: title });
  await region.scrollIntoViewIfNeeded();
  const svg = region.locator('svg.recharts-surface').first();
  await svg.waitFor();
  await page.getByRole('heading', { name: title }).waitFor();
}

describe('charts', () => {
  it("draws demo's gains, network growth and rank progress on a phone, without sideways scroll, and his balance", async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    const errors = consoleErrors(page);
    await signIn(page, 'demo', 'demo1234');
    for (const title of ['Ganhos dos últimos 30 dias', 'Novos sócios na rede por mês', 'Progresso para o próximo rank']) await drawn(page, title);
    // The demo's next rank is Diamante (apps/api/src/seed: Bronze, Prata and Ouro achieved).
    await page.getByText(/^Atual: Ouro · Próximo: Diamante \(\d+%\)$/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'home-charts-01-phone');
    // The current account's balance over time, the third page that draws.
    await page.goto('/financial/current-account');
    await drawn(page, 'Saldo nos últimos 90 dias');
    await shot(page, 'home-charts-02-current-account', { fullPage: false });
    expect(pageErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draws the console's overview for the administrator", async () => {
    const page = await newPage(browser);
    const errors = consoleErrors(page);
    await signInAsAdmin(page);
    for (const title of ['Sócios por situação', 'Novos sócios por dia (30 dias)', 'Receita x bônus pagos (30 dias)', 'Rotinas de hoje']) {
      const section = page.getByRole('region', { name: title });
      // Today's jobs may not have run yet in a fresh demo: then the section says so in words.
      const drawing = section.locator('svg.recharts-surface').or(section.getByText('Nenhuma rotina executada hoje.')).first();
      await drawing.waitFor();
      await drawing.scrollIntoViewIfNeeded();
    }
    await page
      .getByRole('region', { name: 'Saques pendentes' })
      .getByText(/saques? aguardando$/)
      .waitFor();
    await shot(page, 'home-charts-03-console');
    expect(pageErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
