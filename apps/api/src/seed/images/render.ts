// Rasterizes the demo catalog's drawings (drawings.ts) into the WebP files the seed reads, once,
// with the machine's Chromium: `npx tsx apps/api/src/seed/images/render.ts [name...]`
// (CHROMIUM_PATH, default /usr/bin/chromium). The seed never needs Chromium: the WebP files are
// committed next to this script (docs/operations.md#seeding).
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { DRAWINGS } from './drawings';
import { SIZE } from './svg-kit';

/** Smaller than this is a waste of the buyers' data plans; the quality drops until a file fits. */
const MAX_BYTES = 40 * 1024;
const QUALITIES = [0.9, 0.82, 0.74, 0.66, 0.58];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((n) => !(n in DRAWINGS));
if (unknown.length) {
  console.error(`✖ No drawing named ${unknown.join(', ')}. Known: ${Object.keys(DRAWINGS).join(', ')}`);
  process.exit(1);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  for (const name of wanted.length ? wanted : Object.keys(DRAWINGS)) {
    const svg = DRAWINGS[name]!();
    let bytes: Buffer | undefined;
    for (const quality of QUALITIES) {
      // The SVG is drawn as an <img> (system fonts only, nothing fetched), then encoded by the canvas.
      const dataUrl = await page.evaluate(
        async ({ svg, size, quality }) => {
          const img = new Image();
          img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = size;
          canvas.height = size;
          canvas.getContext('2d')!.drawImage(img, 0, 0, size, size);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, size: SIZE, quality },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error('this Chromium does not encode WebP');
      bytes = Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
      if (bytes.length <= MAX_BYTES) break;
    }
    writeFileSync(new URL(`./${name}.webp`, import.meta.url), bytes!);
    console.log(`${name}.webp ${(bytes!.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
