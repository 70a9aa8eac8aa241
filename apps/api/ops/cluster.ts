// What the operations test starts: PostgreSQL databases, compiled API instances and nginx, each
// with its own ports and files in a temporary folder (docs/operations.md#many-instances).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return port;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** nginx's binary, or undefined: the test says it is skipped and why (never in CI: .ci/run installs it). */
export function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean) as string[]) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() || undefined : undefined;
}

export async function postgresAnswers(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await c.connect();
    await c.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

export async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

/** A new database beside TEST_DATABASE_URL's; `drop` removes it whatever still uses it. */
export async function freshDatabase(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `clube_ops_${randomBytes(6).toString('hex')}`;
  await query(base, `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => void (await query(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

/** The compiled build (`npm run build -w apps/api`), refreshed when its sources changed. */
export function ensureApiBuilt() {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', "import('./scripts/lib.mjs').then((m) => m.ensureApiBuilt())"], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('the API build failed');
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  output(): string;
  /** SIGTERM, then the exit code (a graceful stop exits 0). */
  stop(): Promise<number | null>;
  exited: Promise<number | null>;
}

/** Starts `node apps/api/dist/main.js` as production does and waits until /api/ready answers 200. */
export async function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH!, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), WEB_DIST: 'none', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
  let exitCode: number | null | undefined;
  void exited.then((c) => (exitCode = c));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`${name} exited with ${exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready in time:\n${output}`);
    }
    if (
      await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  return {
    name,
    port,
    url,
    output: () => output,
    exited,
    async stop() {
      if (exitCode === undefined) child.kill('SIGTERM');
      return exited;
    },
  };
}

export interface Proxy {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx in front of the instances with the README's settings: both upstreams with connections kept
 * alive, a connection error, a timeout, a 502 or a 503 sends the request to the other one (nginx
 * never resends a POST that reached an upstream), the client's address in X-Forwarded-For. Own
 * config, pid and logs in `dir`.
 */
export async function startNginx(binary: string, dir: string, port: number, upstreams: number[]): Promise<Proxy> {
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const conf = join(dir, 'nginx.conf');
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'logs/error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream clube {
    ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://clube;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(binary, ['-c', conf, '-p', dir, '-e', join(dir, 'logs/error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<void>((ok) => child.on('exit', () => ok()));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (gone || Date.now() > deadline) throw new Error(`nginx did not start:\n${output}`);
    await sleep(100);
  }
  return {
    url,
    async stop() {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
  };
}
