import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';

// The installable app's files as the web build leaves them at its root (apps/web/vite.config.ts):
// the service worker, the web manifest, the offline page and the icons (docs/app.md#installable-app).
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'clube-web-app-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><link rel="manifest" href="/manifest.webmanifest"></head><body></body></html>',
  );
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Clube Office', start_url: '/' }));
  writeFileSync(join(dist, 'offline.html'), '<!doctype html><html lang="pt-BR"><body>Você está sem conexão</body></html>');
  cpSync(new URL('../../../web/public/icons', import.meta.url).pathname, join(dist, 'icons'), { recursive: true });
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the installable app on the server', () => {
  it('serves the service worker as JavaScript that the browser checks for a new version at every visit', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // A long cache on sw.js would keep an old worker (and an old app) on the phones.
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web manifest with its own type, and the icons as PNG', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const icon = await get('/icons/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('lets the page register its worker and read its manifest under the content security policy', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });

  it('serves the offline page as a file, not as the app', async () => {
    const res = await get('/offline.html');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Você está sem conexão');
  });
});
