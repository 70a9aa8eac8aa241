import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../../test/helper';
import { runRecordedJob } from './job-runs';

/** GET /metrics (docs/operations.md#metrics): who may read it and what it counts. */

const TOKEN = 'metrics-token-for-tests-0123456789';
const PRODUCTION = { DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused', PAYMENT_GATEWAY: 'offline' };
let t: TestApp;
const others: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of others) await app.close();
  await t?.close();
});

/** Another app on the same database, configured as `env` says (no migration to wait for). */
async function appWith(env: Record<string, string>) {
  const config = loadConfig({ JWT_SECRET: t.config.JWT_SECRET, JOBS: 'off', RATE_LIMITS: 'off', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ database: t.database, config, logger: false });
  others.push(app);
  return app;
}

const scrape = (app: TestApp['app'], headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

describe('who may read /metrics', () => {
  it('the embedded demo serves it to a direct connection from this machine only', async () => {
    expect(t.config.DEMO).toBe(true);
    const ok = await scrape(t.app);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.headers['cache-control']).toBe('no-store');
    // Through a proxy on this machine (it connects from loopback and says whom it forwards).
    expect((await scrape(t.app, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await scrape(t.app, { 'x-real-ip': '203.0.113.9' })).statusCode).toBe(404);
    expect((await scrape(t.app, {}, '203.0.113.9')).statusCode).toBe(404);
  });

  it('production without METRICS_TOKEN does not serve it at all', async () => {
    const app = await appWith(PRODUCTION);
    const res = await scrape(app);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ IsSuccess: false });
  });

  it('with METRICS_TOKEN it takes that bearer token, from anywhere, and nothing else', async () => {
    const app = await appWith({ ...PRODUCTION, METRICS_TOKEN: TOKEN });
    const none = await scrape(app);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect((await scrape(app, { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
    expect((await scrape(app, { authorization: TOKEN })).statusCode).toBe(401);
    expect((await scrape(app, { authorization: `Bearer ${TOKEN}` }, '203.0.113.9')).statusCode).toBe(200);
  });

  it('a short METRICS_TOKEN is a configuration error', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('what /metrics counts', () => {
  it('requests by route pattern and status class, never the raw path; not the probes', async () => {
    const member = t.client();
    await member.get('/api/helpers/ibge/getAllStates');
    await member.get('/api/users/getUserByUsername/fulano.secreto');
    await member.get('/api/health');
    const text = (await scrape(t.app)).body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/helpers\/ibge\/getAllStates",status_code="2xx"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/users\/getUserByUsername\/:username",status_code="4xx"\} 1/);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005"');
    expect(text).not.toContain('fulano.secreto');
    expect(text).not.toContain('route="/api/health"');
    expect(text).not.toContain('route="/metrics"');
  });

  it('the database pool, the job runs by job and outcome, and the process', async () => {
    const job = { name: 'metrics.test', period: '2026-01-01', lockKey: 7_999_001 };
    await runRecordedJob(t.database.db, job, async () => ({ done: 1 }));
    await expect(runRecordedJob(t.database.db, job, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const text = (await scrape(t.app)).body;
    expect(text).toContain('clube_job_runs_total{job="metrics.test",status="succeeded"} 1');
    expect(text).toContain('clube_job_runs_total{job="metrics.test",status="failed"} 1');
    expect(text).toMatch(/clube_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/clube_db_pool_connections\{state="waiting"\} 0/);
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});
