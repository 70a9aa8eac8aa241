import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dayInSaoPaulo } from './sao-paulo-day';
import { forgetSecondFactors } from './second-factor';
import { startViaCepStandIn } from './viacep-stand-in';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The São Paulo day when the demo club was seeded (its 'today' bonuses count for that day only). */
    seedDay: string;
  }
}

const repoRoot = new URL('../../..', import.meta.url).pathname;
const PORT = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${PORT}`;
const HEALTH_URL = `${baseURL}/api/configurations/pagesDesign/getSystemImages`;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the real product on a fresh embedded database as `npm start` does: the compiled API
 * (apps/api/dist, NODE_ENV=production) serving the web build. Both builds are refreshed by run.mjs
 * when their sources changed (a second or two for the API), so the journeys test what ships.
 */
export default async function setup(project: TestProject) {
  for (const [file, build] of [
    ['apps/web/dist/index.html', 'npm run build -w apps/web'],
    ['apps/api/dist/main.js', 'npm run build -w apps/api'],
  ] as const) {
    if (!existsSync(join(repoRoot, file))) throw new Error(`${file} is missing: run \`${build}\` before the journeys.`);
  }
  // A server left over on the port would answer the health check and run the journeys on old data.
  if (await answers(HEALTH_URL)) throw new Error(`port ${PORT} is already in use (set E2E_PORT to another port)`);

  forgetSecondFactors();
  const viacep = await startViaCepStandIn();
  const dataDir = mkdtempSync(join(tmpdir(), 'clube-e2e-'));
  // An empty DATABASE_URL is refused by the config (not a URL): leave it out for the embedded database.
  const { DATABASE_URL: _ignored, JWT_SECRET: _secret, ...inherited } = process.env;
  // Node itself (no npm wrapper process), so SIGTERM reaches the server.
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ZIP_PROVIDER: 'viacep',
      VIACEP_URL: viacep.url,
      PUBLIC_URL: baseURL,
      RATE_LIMITS: 'on',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await new Promise((r) => viacep.server.close(r));
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      if (await answers(HEALTH_URL)) break;
      if (Date.now() > deadline) throw new Error('the server did not start in 120 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  project.provide('baseURL', baseURL);
  project.provide('seedDay', dayInSaoPaulo());
  return stop;
}
