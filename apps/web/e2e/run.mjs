// Runs the browser journeys (see vitest.config.ts next to this file).
import { spawnSync } from 'node:child_process';

const r = spawnSync('npx', ['vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts'], {
  stdio: 'inherit',
  cwd: new URL('../../..', import.meta.url).pathname,
});
process.exit(r.status ?? 1);
