import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { storedFiles, systemImages } from '../../db/schema';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let t: TestApp;
let empty: TestApp;
const files: Record<string, number> = {};

beforeAll(async () => {
  empty = await createTestApp();
  t = await createTestApp();
  const db = t.database.db;
  const store = async (originalFileName: string, contentType: string, content: Buffer) => {
    const [row] = await db.insert(storedFiles).values({ originalFileName, contentType, size: content.length, content }).returning({ id: storedFiles.id });
    return row!.id;
  };
  files.logo = await store('logo clube.svg', 'image/svg+xml', SVG);
  files.favicon = await store('favicon.png', 'image/png', PNG);
  files.page = await store('pagina.html', 'text/html', Buffer.from('<script>alert(1)</script>'));
  await db.insert(systemImages).values([
    { kind: 'MainLogo', fileId: files.logo },
    { kind: 'Favicon', fileId: files.favicon },
  ]);
});
afterAll(async () => {
  await t.close();
  await empty.close();
});

describe('GET /api/configurations/pagesDesign/getSystemImages', () => {
  it("is open and answers the images' addresses", async () => {
    const res = await t.client().get('/api/configurations/pagesDesign/getSystemImages');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: null,
      Data: {
        Favicon: { FullUrl: `/api/files/${files.favicon}/favicon.png` },
        MainLogo: { FullUrl: `/api/files/${files.logo}/logo%20clube.svg` },
      },
    });
  });

  it('answers nulls when the club has no images', async () => {
    const res = await empty.client().get('/api/configurations/pagesDesign/getSystemImages');
    expect(res.json().Data).toEqual({ Favicon: null, MainLogo: null });
  });
});

describe('GET /api/files/:id/:name', () => {
  it('serves a stored image with its type and a day of cache', async () => {
    const res = await t.client().get(`/api/files/${files.favicon}/favicon.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('sandboxes SVG so that its scripts cannot run on our origin', async () => {
    const res = await t.client().get(`/api/files/${files.logo}/logo%20clube.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.rawPayload.equals(SVG)).toBe(true);
  });

  it('hands other files over as downloads, sandboxed', async () => {
    const res = await t.client().get(`/api/files/${files.page}/pagina.html`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('answers 404 for an unknown id or a wrong name, and 400 for a bad id', async () => {
    for (const path of [`/api/files/999999/favicon.png`, `/api/files/${files.favicon}/outro.png`]) {
      const res = await t.client().get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'Arquivo não encontrado.' });
    }
    expect((await t.client().get('/api/files/abc/favicon.png')).statusCode).toBe(400);
  });
});

describe('GET /api/configurations/pagesDesign/favicon', () => {
  it('redirects to the favicon file', async () => {
    const res = await t.client().get('/api/configurations/pagesDesign/favicon');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/api/files/${files.favicon}/favicon.png`);
  });

  it('answers 404 when there is none', async () => {
    const res = await empty.client().get('/api/configurations/pagesDesign/favicon');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'Arquivo não encontrado.' });
  });
});
