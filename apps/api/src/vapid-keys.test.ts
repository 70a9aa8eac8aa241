import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** docs/app.md#push-notifications: the VAPID keys are kept like the JWT secret. */
const dirs: string[] = [];
const dataDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'clube-vapid-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const PRODUCTION = { DATABASE_URL: 'postgres://u:p@db:5432/clube', JWT_SECRET: 'x'.repeat(40), PAYMENT_GATEWAY: 'offline' } as const;

describe('VAPID keys', () => {
  it('are generated once in the embedded demo, kept in DATA_DIR, and the same at every start after', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(existsSync(join(dir, 'vapid-keys.json'))).toBe(false); // nothing written until push is used
    const keys = first.vapid()!;
    expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(keys.publicKey, 'base64url')[0]).toBe(4); // an uncompressed P-256 point
    expect(keys.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keys.subject).toBe('mailto:nao-responda@clube.local');
    expect(statSync(join(dir, 'vapid-keys.json')).mode & 0o077).toBe(0);

    const again = loadConfig({ DATA_DIR: dir }).vapid()!;
    expect(again).toEqual(keys);
    expect(first.vapid()).toBe(keys);
    expect(JSON.parse(readFileSync(join(dir, 'vapid-keys.json'), 'utf8'))).toEqual({ publicKey: keys.publicKey, privateKey: keys.privateKey });
    // Another DATA_DIR is another club.
    expect(loadConfig({ DATA_DIR: dataDir() }).vapid()!.publicKey).not.toBe(keys.publicKey);
  });

  it('come from the environment when set, and nothing is written', () => {
    const dir = dataDir();
    const env = { DATA_DIR: dir, VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'a'.repeat(43), VAPID_SUBJECT: 'https://clube.example.com' };
    expect(loadConfig(env).vapid()).toEqual({ publicKey: 'B'.repeat(87), privateKey: 'a'.repeat(43), subject: 'https://clube.example.com' });
    expect(existsSync(join(dir, 'vapid-keys.json'))).toBe(false);
  });

  it('in production: push is off unless asked, and PUSH=on without keys refuses to start', () => {
    expect(loadConfig({ ...PRODUCTION }).vapid()).toBeNull();
    expect(loadConfig({ ...PRODUCTION }).PUSH).toBe('off');
    expect(() => loadConfig({ ...PRODUCTION, PUSH: 'on' })).toThrow(/PUSH=on with DATABASE_URL needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...PRODUCTION, PUSH: 'on', VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/go together/);
    expect(() => loadConfig({ ...PRODUCTION, PUSH: 'on', VAPID_PUBLIC_KEY: 'curta', VAPID_PRIVATE_KEY: 'a'.repeat(43) })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(loadConfig({ ...PRODUCTION, PUSH: 'on', VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'a'.repeat(43) }).vapid()?.publicKey).toBe(
      'B'.repeat(87),
    );
  });

  it('PUSH=off in the demo: no keys, nothing written', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, PUSH: 'off' }).vapid()).toBeNull();
    expect(existsSync(join(dir, 'vapid-keys.json'))).toBe(false);
  });
});
