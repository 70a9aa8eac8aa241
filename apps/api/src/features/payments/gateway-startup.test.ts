import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';

/** The start of the API says loudly when its payments are a demonstration (docs/payments.md). */

const env = { JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', RATE_LIMITS: 'off', JOBS: 'off', LOG_LEVEL: 'info' };

/** Builds the app with its real logger and answers what it wrote to stdout (pino writes fd 1 through fs). */
async function startLogs(extra: Record<string, string>) {
  const written: string[] = [];
  const keep = (fd: unknown, data: unknown) => {
    if (fd === 1) written.push(typeof data === 'string' ? data : Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
  };
  const { write, writeSync } = fs;
  vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    keep(fd, data);
    return fd === 1 ? String(data).length : (writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
  }) as typeof fs.writeSync);
  vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    keep(fd, data);
    if (fd !== 1) return (write as (...a: unknown[]) => void)(fd, data, ...rest);
    const cb = rest.at(-1) as (err: null, n: number) => void;
    cb(null, String(data).length);
  }) as typeof fs.write);
  const database = await openDatabase({});
  const app = await buildApp({ database, config: loadConfig({ ...env, ...extra }) });
  await app.ready();
  await app.close();
  await database.close();
  const logs = written.join('');
  // The logger was captured at all: the rate-limit warning of this configuration is there.
  expect(logs).toContain('RATE_LIMITS=off');
  return logs;
}

afterEach(() => vi.restoreAllMocks());

describe('payment gateway at start', () => {
  it('warns at start with the offline gateway', async () => {
    const logs = await startLogs({});
    expect(logs).toMatch(/"level":40,[^\n]*"msg":"offline payment gateway: demonstration only, approvals are simulated and never become money"/);
  });

  it('says nothing of the kind with Mercado Pago', async () => {
    const logs = await startLogs({ PAYMENT_GATEWAY: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'TEST-token' });
    expect(logs).not.toContain('offline payment gateway');
  });
});
