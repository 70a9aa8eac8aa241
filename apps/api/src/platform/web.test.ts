import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { messages } from '@clube/contract';
import { createTestApp, type TestApp } from '../../test/helper';

// A web build as Vite leaves it (apps/web/vite.config.ts): hashed files under assets/, brotli and
// gzip copies beside the text files worth compressing, the manifest under .vite/.
const INDEX = `<!doctype html><html lang="pt-BR"><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- x -->'.repeat(200)}</body></html>`;
const SCRIPT = `export const page = ${JSON.stringify('Clube Office '.repeat(400))};\n`;
const TINY = 'export const x = 1;\n';
const ALL = 'gzip, deflate, br';

let t: TestApp;
let dist: string;

function writeWithCopies(path: string, body: string) {
  writeFileSync(path, body);
  writeFileSync(`${path}.br`, brotliCompressSync(body));
  writeFileSync(`${path}.gz`, gzipSync(body));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'clube-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeWithCopies(join(dist, 'index.html'), INDEX);
  writeWithCopies(join(dist, 'assets/index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/tiny-Ef56Gh78.js'), TINY);
  writeFileSync(join(dist, '.vite/manifest.json'), '{"index.html":{"file":"assets/index-Ab12Cd34.js","isEntry":true}}');
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*', ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

/** The body as the browser reads it, after undoing the Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}

describe('compressed web assets', () => {
  it('sends the brotli copy to a browser that accepts it, and says the answer varies by Accept-Encoding', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', ALL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('sends the file as it is when the browser accepts neither', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(SCRIPT);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
    }
  });

  it('sends a file the build did not compress (too small to gain) as it is', async () => {
    const res = await get('/assets/tiny-Ef56Gh78.js', ALL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(TINY);
  });

  it('compresses index.html, at / and for deep links', async () => {
    for (const url of ['/', '/index.html', '/login', '/my-profile/adresses/edit?id=3']) {
      const res = await get(url, ALL);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(decoded(res), url).toBe(INDEX);
    }
  });
});

describe('browser caching of the web build', () => {
  it('keeps hashed assets for a year without asking again', async () => {
    for (const [url, enc] of [
      ['/assets/index-Ab12Cd34.js', ALL],
      ['/assets/index-Ab12Cd34.js', undefined],
      ['/assets/tiny-Ef56Gh78.js', ALL],
    ] as const) {
      const res = await get(url, enc);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates index.html and deep links on every visit, and answers 304 when unchanged', async () => {
    for (const url of ['/', '/index.html', '/login', '/financial/invoices']) {
      for (const enc of [ALL, undefined]) {
        const res = await get(url, enc);
        expect(res.headers['cache-control'], url).toBe('no-cache');
      }
    }
    const first = await get('/', ALL);
    expect(first.headers['etag']).toBeDefined();
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': ALL, 'if-none-match': String(first.headers['etag']) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('what the web build does not serve', () => {
  it('keeps the compressed copies and the build manifest off their own addresses', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.br', '/assets/index-Ab12Cd34.js.gz', '/.vite/manifest.json', '/index.html.br']) {
      const res = await get(url, ALL);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ IsSuccess: false, Message: messages.routeNotFound, Data: null });
    }
  });

  it('answers an unknown API path with the envelope, never index.html', async () => {
    const res = await get('/api/nao-existe', ALL);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ IsSuccess: false, Message: messages.routeNotFound, Data: null });
  });
});
