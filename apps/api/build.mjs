// The API's production build (`npm run build`, docs/operations.md#build): each entry bundled into
// apps/api/dist/<name>.js as ES modules for Node 20, with the workspace's @clube/contract inside
// and every npm package left to node_modules (native ones like @node-rs/argon2 and PGlite's WASM
// files must stay where npm put them). Shared code goes to chunks next to the entries: every file
// of the build sits directly in dist/, which src/paths.ts relies on.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;

export const entries = {
  main: 'src/main.ts',
  seed: 'src/seed/run.ts',
  'create-admin': 'src/create-admin.ts',
  backup: 'src/backup.ts',
  restore: 'src/restore.ts',
  job: 'src/run-job.ts',
};

/** Bare imports are npm packages, left external, except the workspace's own packages. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@clube/') ? undefined : { path: args.path, external: true }));
  },
};

// Built beside, then swapped in: a server starting from dist/ meanwhile never finds half a build.
const dist = join(here, 'dist');
const fresh = join(here, `dist.building-${process.pid}`);
const old = join(here, `dist.old-${process.pid}`);
rmSync(fresh, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: here,
  entryPoints: entries,
  outdir: fresh,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  chunkNames: 'chunk-[hash]',
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
if (existsSync(dist)) renameSync(dist, old);
renameSync(fresh, dist);
rmSync(old, { recursive: true, force: true });
console.log(`• API build in apps/api/dist (${Date.now() - started} ms)`);
