import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launch, newPage, pageErrors, shot } from './browser';

/**
 * The installable app (docs/app.md#installable-app): the web manifest the page links, its icons,
 * the service worker in control of the page, and the offline page when a page cannot be loaded.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

describe('the installable app', () => {
  it('links a valid manifest whose icons load, has its service worker control the page, and shows the offline page when offline', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/login');

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await page.request.get(href!);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({ short_name: 'Clube Office', lang: 'pt-BR', start_url: '/', display: 'standalone', theme_color: '#4c6ef5' });
    expect(manifest.name).toContain('Clube Office');
    // Android's criteria: a 192 and a 512 icon, plus one the launcher may cut to its shape.
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const size = Number(icon.sizes.split('x')[0]);
      const drawn = await page.evaluate(
        (src) =>
          new Promise<[number, number]>((resolve, reject) => {
            const img = new Image();
            img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
            img.onerror = () => reject(new Error(`${src} did not load`));
            img.src = src;
          }),
        icon.src,
      );
      expect(drawn).toEqual([size, size]);
    }

    // Registered after the page has loaded; it takes the open page over once active.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true, null, { timeout: 30_000 });
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    // Chromium's own installability check; a Playwright context is an incognito profile, where no
    // app installs whatever the page: that one reason is the browser's, not the office's.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

    await page.context().setOffline(true);
    await page.goto('/financial/invoices');
    await page.getByRole('heading', { name: 'Você está sem conexão' }).waitFor();
    await expect(page.title()).resolves.toBe('Sem conexão · Clube Office');
    await page.getByRole('link', { name: 'Tentar de novo' }).waitFor();
    await shot(page, 'installable-01-offline');

    // Back online, the same address opens the office again (never a kept copy of a page).
    await page.context().setOffline(false);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    expect(page.url()).toBe(`${baseURL()}/login`);
    expect(pageErrors(page)).toEqual([]);
  });
});
