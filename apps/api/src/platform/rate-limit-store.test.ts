import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { rowsOf } from '../db/rows';
import { createTestApp, TEST_DB, type TestApp } from '../../test/helper';
import { postgresRateLimitStore } from './rate-limit-store';

/** The limits per address counted in the database, shared by every instance (docs/accounts.md). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
});
afterAll(() => t?.close());

type Store = InstanceType<ReturnType<typeof postgresRateLimitStore>>;
const incr = (store: Store, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), windowMs));

describe('the PostgreSQL rate-limit store', () => {
  it('counts a fixed window per route and client, then starts again', async () => {
    const Store = postgresRateLimitStore(t.database.db);
    const login = new Store().child({ routeInfo: { method: 'POST', url: '/login' } } as never) as Store;
    const other = new Store().child({ routeInfo: { method: 'GET', url: '/other' } } as never) as Store;
    const first = await incr(login, '203.0.113.7', 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(59_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr(login, '203.0.113.7', 60_000)).current).toBe(2);
    expect((await incr(login, '203.0.113.8', 60_000)).current).toBe(1);
    expect((await incr(other, '203.0.113.7', 60_000)).current).toBe(1);

    expect((await incr(login, '198.51.100.1', 300)).current).toBe(1);
    expect((await incr(login, '198.51.100.1', 300)).current).toBe(2);
    await new Promise((r) => setTimeout(r, 400));
    expect((await incr(login, '198.51.100.1', 300)).current).toBe(1);
  });

  it('keeps no address: only hashes under its own scope, beside the per-account keys', async () => {
    const keys = rowsOf<{ key: string }>(await t.database.db.execute(sql`SELECT key FROM account_throttles`)).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys.filter((k) => k.startsWith('rate:'))) expect(key).toMatch(/^rate:[0-9a-f]{64}$/);
    expect(keys.join(' ')).not.toContain('203.0.113');
  });
});

// Two instances on one PostgreSQL: a client alternating between them gets one allowance, not two.
if (TEST_DB === 'pg')
  describe('two instances on one PostgreSQL', () => {
    let second: FastifyInstance;
    beforeAll(async () => {
      second = await buildApp({
        database: t.database,
        config: loadConfig({ JWT_SECRET: t.config.JWT_SECRET, RATE_LIMITS: 'on', JOBS: 'off', LOG_LEVEL: 'silent' }),
        logger: false,
      });
      await second.ready();
    });
    afterAll(() => second?.close());

    it('share the limit per address of a validator (60 a minute)', async () => {
      const ask = (app: FastifyInstance, i: number) =>
        app.inject({ method: 'GET', url: `/api/helpers/validators/validateUsername?username=livre${i}`, remoteAddress: '192.0.2.44' });
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await ask(i % 2 === 0 ? t.app : second, i)).statusCode);
      expect(statuses.slice(0, 60).every((s) => s !== 429)).toBe(true);
      expect(statuses[60]).toBe(429);
      // Another address is not affected.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/helpers/validators/validateUsername?username=outro', remoteAddress: '192.0.2.45' })).statusCode,
      ).not.toBe(429);
    });
  });
