import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The embedded database serves one process at a time: two PGlite instances on one folder corrupt
 * it. Whoever opens it (the server, seed, create-admin, backup, restore) holds `<dataDir>.pid`
 * with its process id while it has it open (docs/operations.md#backup-and-restore). A file whose
 * process no longer runs was left by a killed one and is taken over.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The embedded database in ${dataDir} is in use by process ${pid} (a running server or command): stop it first.`);
  }
}

export const lockFileOf = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.pid`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process holding `dataDir`, when one that still runs does (not this one). */
export function dataDirHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(lockFileOf(dataDir), 'utf8').trim());
  } catch {
    return undefined;
  }
  return Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

/** Takes `dataDir` for this process or throws DataDirInUseError; answers the release. */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const holder = dataDirHolder(dataDir);
      if (holder !== undefined) throw new DataDirInUseError(dataDir, holder);
      rmSync(file, { force: true }); // left by a process that died
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return release;
}
