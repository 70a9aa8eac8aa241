// `npm start`: install what is missing, build the web and the API, then run the compiled API in
// production mode (it migrates, seeds the demo club when the database is the embedded one and
// empty, and serves on PORT). NODE_ENV=production does not end the demo: DATABASE_URL decides
// (docs/operations.md#demo-and-production).
import { spawn } from 'node:child_process';
import { ensureApiBuilt, ensureInstalled, ensureWebBuilt, root } from './lib.mjs';

ensureInstalled();
ensureWebBuilt();
ensureApiBuilt();
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
// The server stops gracefully on these (docs/operations.md#shutdown); it ignores repeats, so a
// terminal's Ctrl-C reaching both processes is no harm.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
