import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startViaCepStandIn } from './viacep-stand-in';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const repoRoot = new URL('../../..', import.meta.url).pathname;
const PORT = Number(process.env.E2E_PORT ?? 3199);

/** Starts the real product (API + web build) on a fresh embedded database, as `npm start` does. */
export default async function setup(project: TestProject) {
  const viacep = await startViaCepStandIn();
  const dataDir = mkdtempSync(join(tmpdir(), 'clube-e2e-'));
  const server: ChildProcess = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ZIP_PROVIDER: 'viacep',
      VIACEP_URL: viacep.url,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/configurations/pagesDesign/getSystemImages`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  project.provide('baseURL', baseURL);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    viacep.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
