// `npm run seed | create-admin | backup | restore | job`: the API's command of that name, from the
// compiled build (apps/api/dist/<name>.js), built first when its sources changed
// (docs/operations.md). Arguments after `--` go to the command.
import { spawnSync } from 'node:child_process';
import { ensureApiBuilt, ensureInstalled, root } from './lib.mjs';

const [name, ...args] = process.argv.slice(2);
ensureInstalled();
ensureApiBuilt();
const r = spawnSync(process.execPath, ['--enable-source-maps', `apps/api/dist/${name}.js`, ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
process.exit(r.status ?? 1);
