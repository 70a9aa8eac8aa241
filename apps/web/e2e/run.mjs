// Runs the browser journeys (see vitest.config.ts next to this file) against the current web and
// API sources: each build is refreshed first when a source is newer than it.
import { spawnSync } from 'node:child_process';
import { ensureApiBuilt, ensureWebBuilt } from '../../../scripts/lib.mjs';

ensureWebBuilt();
ensureApiBuilt();
const r = spawnSync('npx', ['vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: new URL('../../..', import.meta.url).pathname,
});
process.exit(r.status ?? 1);
