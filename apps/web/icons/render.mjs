// Draws the app's icons (apps/web/public/icons/*.png) from the SVGs beside this file, with this
// machine's Chromium: `node apps/web/icons/render.mjs` (CHROMIUM_PATH, default /usr/bin/chromium).
// The mark is the demo club's favicon (apps/api/src/seed/assets/favicon.svg). The PNGs are
// committed; the build only copies them (docs/app.md#installable-app).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const here = new URL('.', import.meta.url);
const out = new URL('../public/icons/', import.meta.url);
const icons = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['maskable.svg', 'maskable-512.png', 512],
  ['maskable.svg', 'apple-touch-icon.png', 180],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const [source, target, size] of icons) {
    const svg = readFileSync(new URL(source, here), 'utf8').replace(/width="\d+" height="\d+"/, `width="${size}" height="${size}"`);
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.locator('svg').screenshot({ path: new URL(target, out).pathname, omitBackground: true });
    await page.close();
    console.log(`${target} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
