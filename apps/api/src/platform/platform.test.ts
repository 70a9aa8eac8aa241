import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@clube/contract';
import { createTestApp, type TestApp } from '../../test/helper';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { insertMember } from '../seed/builders';

const LOGIN = '/api/accounts/token/getAuthToken';
let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'clube-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ env: { WEB_DIST: webDir } });
  await insertMember(t.database.db, { username: 'plataforma', password: 'senha-forte-1' });
});
afterAll(() => t.close());

describe('anti-forgery (double-submit cookie)', () => {
  it('sets XSRF-TOKEN on GET answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/configurations/pagesDesign/getSystemImages' });
    const cookie = [res.headers['set-cookie']].flat().join(';');
    expect(cookie).toMatch(/XSRF-TOKEN=[A-Za-z0-9_-]{20,}/);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });

  it('refuses a write without the header, login included, with 403 and a pt-BR message', async () => {
    const payload = { Username: 'plataforma', Password: 'senha-forte-1', UserType: 2 };
    const none = await t.app.inject({ method: 'POST', url: LOGIN, payload });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ IsSuccess: false, Message: messages.xsrfMissing, Data: null });
    const mismatch = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload,
      headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' },
    });
    expect(mismatch.statusCode).toBe(403);
    const ok = await t.client().post(LOGIN, payload);
    expect(ok.statusCode).toBe(200);
  });
});

describe('bad input never reaches a 500', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await t.client().request({ method: 'POST', url: LOGIN, payload: '{"Username":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ IsSuccess: false, Message: messages.malformedJson });
  });

  it('answers a huge body with 413', async () => {
    const res = await t.client().post(LOGIN, { Username: 'x'.repeat(400_000), Password: 'y', UserType: 2 });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ IsSuccess: false, Message: messages.bodyTooLarge });
  });

  it('answers wrong types with 400 and the field in errors', async () => {
    const res = await t.client().post(LOGIN, { Username: 12, Password: ['x'], UserType: 'dois' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.IsSuccess).toBe(false);
    expect(typeof body.Message).toBe('string');
    expect(Object.keys(body.errors ?? {}).length).toBeGreaterThan(0);
  });

  it('answers a non-JSON content type with 415', async () => {
    const res = await t.client().request({ method: 'POST', url: LOGIN, payload: '<x/>', headers: { 'content-type': 'application/xml' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().IsSuccess).toBe(false);
  });

  it('answers an unknown API route with the envelope and 404', async () => {
    const res = await t.client().get('/api/nada/aqui');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ IsSuccess: false, Message: messages.routeNotFound, Data: null });
  });
});

describe('authentication', () => {
  it('answers 401 without a token and with a forged one', async () => {
    const url = '/api/accounts/authUser/getAuthUserData';
    expect((await t.client().get(url)).statusCode).toBe(401);
    const forged = await t.client('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.bad').get(url);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ IsSuccess: false, Message: messages.unauthorized });
  });
});

describe('web and documentation', () => {
  it('sends security headers', async () => {
    const res = await t.client().get('/api/configurations/pagesDesign/getSystemImages');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.client().get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain(LOGIN);
  });

  it('a production instance (DATABASE_URL) publishes it only with API_DOCS=on', async () => {
    const production = { DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused', PAYMENT_GATEWAY: 'offline' };
    const docs = async (env: Record<string, string>) => {
      const config = loadConfig({ JWT_SECRET: t.config.JWT_SECRET, JOBS: 'off', RATE_LIMITS: 'off', LOG_LEVEL: 'silent', WEB_DIST: webDir, ...env });
      const app = await buildApp({ database: t.database, config, logger: false });
      try {
        const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
        const page = await app.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'text/html' } });
        return [json.statusCode, page.statusCode];
      } finally {
        await app.close();
      }
    };
    expect(await docs(production)).toEqual([404, 404]);
    expect((await docs({ ...production, API_DOCS: 'on' }))[0]).toBe(200);
    expect(await docs({ API_DOCS: 'off' })).toEqual([404, 404]);
  });

  it('answers deep links with the single-page app', async () => {
    const res = await t.client().request({ method: 'GET', url: '/my-profile/adresses/edit?id=3', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });
});
