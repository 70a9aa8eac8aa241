// Shared steps of `npm start` and `npm test`, in plain Node so they run before dependencies exist.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, shell: false, ...opts });
  if (r.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

// One preparation (npm ci, web and API builds) at a time per checkout: two `npm start` at once would have one
// `npm ci` delete the node_modules the other is using. The lock is a directory (mkdir is atomic)
// outside the checkout, since `npm ci` removes node_modules; it holds its owner's pid, so a lock
// left by a killed process is taken over instead of waited on forever.
const lockDir = join(tmpdir(), `clube-office-${createHash('sha256').update(root).digest('hex').slice(0, 12)}.lock`);
const STALE_AFTER_MS = 30 * 60_000;
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const lockOwner = (dir) => {
  try {
    return Number(readFileSync(join(dir, 'pid'), 'utf8')) || undefined;
  } catch {
    return undefined;
  }
};

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** The pid of a dead (or very old) holder, when the lock is stale; undefined otherwise. */
function stalePid() {
  const since = statSync(lockDir, { throwIfNoEntry: false });
  if (!since) return undefined;
  const pid = lockOwner(lockDir);
  // No pid yet: its owner is between mkdir and writing it (or died there: give it a few seconds).
  if (pid === undefined) return Date.now() - since.mtimeMs > 5_000 ? 0 : undefined;
  return !isAlive(pid) || Date.now() - since.mtimeMs > STALE_AFTER_MS ? pid : undefined;
}

/** Removes a stale lock; renaming first makes sure only one waiter removes it. */
function takeOver(pid) {
  const aside = `${lockDir}.stale-${process.pid}`;
  try {
    renameSync(lockDir, aside);
  } catch {
    return; // another waiter took it over first
  }
  // Between our check and the rename a live process may have taken the lock: give it back.
  if ((lockOwner(aside) ?? 0) !== pid) {
    try {
      renameSync(aside, lockDir);
      return;
    } catch {
      // someone locked meanwhile: fall through and drop what we took
    }
  }
  rmSync(aside, { recursive: true, force: true });
}

/** Runs `fn` holding the checkout's preparation lock, waiting while another process holds it. */
export function withPrepareLock(fn) {
  let told = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const stale = stalePid();
      if (stale !== undefined) {
        takeOver(stale);
        continue;
      }
      if (!told) console.log('• Aguardando outra preparação (npm ci / build) terminar…');
      told = true;
      sleep(300);
    }
  }
  writeFileSync(join(lockDir, 'pid'), String(process.pid));
  // `run` exits the process when a step fails: the lock is released on the way out.
  const release = () => rmSync(lockDir, { recursive: true, force: true });
  process.on('exit', release);
  try {
    return fn();
  } finally {
    process.off('exit', release);
    release();
  }
}

function isInstalled() {
  const lock = join(root, 'package-lock.json');
  const marker = join(root, 'node_modules', '.package-lock.json');
  return existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  if (isInstalled()) return;
  withPrepareLock(() => {
    // Whoever held the lock before may have installed them already.
    if (isInstalled()) return;
    console.log('• Instalando dependências (npm ci)…');
    // The builds need the development dependencies (esbuild, Vite) even when NODE_ENV=production.
    const flags = ['--include=dev', '--no-audit', '--no-fund'];
    run('npm', existsSync(join(root, 'package-lock.json')) ? ['ci', ...flags] : ['install', ...flags]);
  });
}

function newestMtime(dir) {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/**
 * Runs `command` unless `output` is newer than every file of `sources` (or `force`), holding the
 * preparation lock; a build another process finished meanwhile is as good as ours.
 */
function ensureBuilt({ label, output, sources, command, force }) {
  const out = join(root, output);
  const paths = sources.map((p) => join(root, p)).filter((p) => existsSync(p));
  const isBuilt = () => {
    const newestSource = Math.max(...paths.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
    return existsSync(out) && statSync(out).mtimeMs >= newestSource;
  };
  if (!force && isBuilt()) return;
  const startedAt = Date.now();
  withPrepareLock(() => {
    if (isBuilt() && (!force || statSync(out).mtimeMs >= startedAt)) return;
    console.log(`• Gerando o build ${label}…`);
    run(command[0], command.slice(1));
  });
}

/** Builds the web app unless its build is newer than every source it comes from. */
export function ensureWebBuilt({ force = false } = {}) {
  ensureBuilt({
    label: 'da interface web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contract/src'],
    command: ['npm', 'run', 'build', '-w', 'apps/web'],
    force,
  });
}

/**
 * Builds the API (apps/api/build.mjs: compiled JavaScript in apps/api/dist, what `npm start` runs)
 * unless the build is newer than its sources.
 */
export function ensureApiBuilt({ force = false } = {}) {
  ensureBuilt({
    label: 'da API',
    output: 'apps/api/dist/main.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'packages/contract/src'],
    command: ['npm', 'run', 'build', '-w', 'apps/api'],
    force,
  });
}
