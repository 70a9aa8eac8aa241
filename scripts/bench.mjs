// `npm run bench`: see apps/api/bench/run.ts.
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
run('npx', ['tsx', 'apps/api/bench/run.ts', ...process.argv.slice(2)]);
