// The real server process, started as an operator would (docs/operations.md#demo-and-production):
// production on PostgreSQL never gets the demo club or a known password; the embedded demo does.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_IDS } from '@clube/contract';
import { TEST_DB } from '../test/helper';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const tsx = join(root, 'node_modules/.bin/tsx');
const LOGIN = '/api/accounts/token/getAuthToken';
// A start migrates, hashes and (on PGlite) seeds the demo club: slow on a busy machine.
const STARTUP_LIMIT_MS = 170_000;
const SLOW = 180_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return port;
}

interface Run {
  code: number | null;
  output: string;
}

/** Runs a command of the API to its end, with only the given environment (and PATH). */
function runCommand(script: string, args: string[], env: Record<string, string>, stdin?: string): Promise<Run> {
  const child = spawn(tsx, [script, ...args], { cwd: root, env: { PATH: process.env.PATH!, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  child.stdin!.end(stdin ?? '');
  return new Promise((ok) => child.on('exit', (code) => ok({ code, output })));
}

interface Server {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `apps/api/src/main.ts` on a free port and waits until `/api/health` answers; rejects with
 * the process's output when it exits first.
 */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(tsx, ['apps/api/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH!, PORT: String(port), HOST: '127.0.0.1', WEB_DIST: 'none', JOBS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  let exitCode: number | null | undefined;
  void exited.then((c) => (exitCode = c));
  for (;;) {
    if (exitCode !== undefined) throw Object.assign(new Error(`server exited with ${exitCode}:\n${output}`), { code: exitCode, output });
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer in time:\n${output}`);
    }
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs in through the public login call (with the XSRF double submit a browser does). */
function login(server: Server, username: string, password: string, userType: 1 | 2) {
  return fetch(`${server.url}${LOGIN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
    body: JSON.stringify({ Username: username, Password: password, UserType: userType }),
  });
}

// Each database project runs its own half: the production rules need PostgreSQL, the demo is PGlite.
if (TEST_DB === 'pg')
  describe('production start on PostgreSQL', { timeout: SLOW }, () => {
    const base = process.env.TEST_DATABASE_URL!;
    const created: string[] = [];

    async function adminQuery<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query<T>(text)).rows;
      } finally {
        await c.end();
      }
    }

    async function freshDatabase(): Promise<string> {
      const name = `clube_start_${randomBytes(6).toString('hex')}`;
      await adminQuery(base, `CREATE DATABASE ${name}`);
      created.push(name);
      const url = new URL(base);
      url.pathname = `/${name}`;
      return url.toString();
    }

    afterAll(async () => {
      for (const name of created) await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    const production = (url: string) => ({
      DATABASE_URL: url,
      JWT_SECRET: 'start-test-secret-start-test-secret-0123456789',
      PAYMENT_GATEWAY: 'offline',
    });
    const ADMIN = { ADMIN_USERNAME: 'diretoria', ADMIN_EMAIL: 'diretoria@clube.example', ADMIN_PASSWORD: 'uma senha longa 2026' };

    it('refuses to start without an administrator, says what to set, and leaves nothing behind', async () => {
      const url = await freshDatabase();
      const failure = await startServer(production(url)).then(
        () => undefined,
        (err: { code?: number; output?: string }) => err,
      );
      expect(failure?.code).not.toBe(0);
      expect(failure?.code).not.toBeUndefined();
      expect(failure?.output).toContain('No administrator exists');
      for (const name of ['ADMIN_USERNAME', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'npm run create-admin']) expect(failure?.output).toContain(name);
      expect(await adminQuery(url, 'SELECT id FROM users')).toEqual([]);
    });

    describe('with ADMIN_* on a fresh database', () => {
      let url: string;
      let server: Server;
      beforeAll(async () => {
        url = await freshDatabase();
        server = await startServer({ ...production(url), ...ADMIN });
      }, SLOW);
      afterAll(() => server?.stop());

      it('does not publish the API document unless API_DOCS=on (docs/security.md)', async () => {
        expect((await fetch(`${server.url}/api/docs/json`)).status).toBe(404);
        expect((await fetch(`${server.url}/api/docs`)).status).toBe(404);
        expect(server.output()).toContain('documentação da API: desligada');
      });

      it('answers health and readiness', async () => {
        const health = await fetch(`${server.url}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({ Status: 'ok' });
        const ready = await fetch(`${server.url}/api/ready`);
        expect(ready.status).toBe(200);
        expect(await ready.json()).toEqual({ Status: 'ok' });
      });

      it('has the configured administrator only: no demo member, no money, no demo logins', async () => {
        expect(await adminQuery(url, 'SELECT username, type, status FROM users')).toEqual([{ username: 'diretoria', type: 1, status: 1 }]);
        expect(await adminQuery(url, 'SELECT id FROM ledger_entries')).toEqual([]);
        expect(await adminQuery(url, 'SELECT id FROM invoices')).toEqual([]);
        expect(server.output()).not.toContain('logins de demonstração');
        expect((await login(server, 'demo', 'demo1234', 2)).status).toBe(401);
        expect((await login(server, 'admin', 'admin1234', 1)).status).toBe(401);
      });

      it('lets the administrator sign in with every permission id, and never logs his password', async () => {
        const res = await login(server, 'diretoria', ADMIN.ADMIN_PASSWORD, 1);
        expect(res.status).toBe(200);
        expect((await res.json()).Data.RolesIds).toEqual(ADMIN_ROLE_IDS);
        const [row] = await adminQuery<{ password_hash: string }>(url, `SELECT password_hash FROM users`);
        const password_hash = row!.password_hash;
        expect(password_hash).toMatch(/^\$argon2id\$/);
        expect(server.output()).not.toContain(ADMIN.ADMIN_PASSWORD);
        expect(server.output()).not.toContain(password_hash);
      });

      it('a second start keeps one administrator and never resets his password from the environment', async () => {
        await server.stop();
        server = await startServer({ ...production(url), ...ADMIN, ADMIN_PASSWORD: 'outra senha longa 2027' });
        expect(await adminQuery(url, 'SELECT username FROM users WHERE type = 1')).toEqual([{ username: 'diretoria' }]);
        expect(server.output()).toContain('ignored: an administrator already exists');
        expect((await login(server, 'diretoria', ADMIN.ADMIN_PASSWORD, 1)).status).toBe(200);
        expect((await login(server, 'diretoria', 'outra senha longa 2027', 1)).status).toBe(401);
      });
    });

    it('create-admin works with no terminal, then the API starts without ADMIN_*', async () => {
      const url = await freshDatabase();
      const flags = ['--username', 'gerencia', '--email', 'gerencia@clube.example', '--password-stdin'];
      const first = await runCommand('apps/api/src/create-admin.ts', flags, production(url), 'senha de gerencia 1\n');
      expect(first).toMatchObject({ code: 0 });
      expect(first.output).toContain('Administrator gerencia created');
      const again = await runCommand('apps/api/src/create-admin.ts', flags, production(url), 'senha de gerencia 1\n');
      expect(again).toMatchObject({ code: 0 });
      expect(again.output).toContain('already exists: nothing changed');
      const other = await runCommand('apps/api/src/create-admin.ts', [], { ...production(url), ...ADMIN });
      expect(other.code).toBe(1);
      expect(await adminQuery(url, 'SELECT username FROM users')).toEqual([{ username: 'gerencia' }]);

      const server = await startServer(production(url));
      try {
        expect((await login(server, 'gerencia', 'senha de gerencia 1', 1)).status).toBe(200);
      } finally {
        await server.stop();
      }
    });

    it('npm run seed refuses DATABASE_URL without SEED_DEMO=1', async () => {
      const url = await freshDatabase();
      const run = await runCommand('apps/api/src/seed/run.ts', [], production(url));
      expect(run.code).toBe(1);
      expect(run.output).toContain('SEED_DEMO=1');
      expect(await adminQuery(url, "SELECT to_regclass('public.users') AS t")).toEqual([{ t: null }]);
    });

    it('with SEED_DEMO=1 the demo club is there, and the log warns about its known logins', async () => {
      const url = await freshDatabase();
      const server = await startServer({ ...production(url), SEED_DEMO: '1' });
      try {
        expect((await login(server, 'demo', 'demo1234', 2)).status).toBe(200);
        expect(server.output()).toContain('logins de demonstração');
        expect(server.output()).toContain('this database holds the demo club');
      } finally {
        await server.stop();
      }
    });
  });

if (TEST_DB === 'pglite')
  describe('npm start with no environment: the embedded demo', { timeout: SLOW }, () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'clube-start-'));
    let server: Server;
    beforeAll(async () => {
      server = await startServer({ DATA_DIR: dataDir });
    }, SLOW);
    afterAll(async () => {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('seeds the demo club and prints its logins, which sign in', async () => {
      expect(server.output()).toContain('clube de demonstração criado agora');
      expect(server.output()).toMatch(/sócio\s+demo\s+\/ demo1234/);
      expect(server.output()).toMatch(/administrador\s+admin\s+\/ admin1234/);
      expect((await login(server, 'admin', 'admin1234', 1)).status).toBe(200);
      expect((await login(server, 'demo', 'demo1234', 2)).status).toBe(200);
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    });

    it('npm run seed on the same data finds the demo club there and changes nothing', async () => {
      await server.stop();
      const run = await runCommand('apps/api/src/seed/run.ts', [], { DATA_DIR: dataDir });
      expect(run).toMatchObject({ code: 0 });
      expect(run.output).toContain('already there');
    });

    it('create-admin without a terminal and without values says what it needs', async () => {
      const run = await runCommand('apps/api/src/create-admin.ts', [], { DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.output).toContain('ADMIN_USERNAME');
    });
  });
