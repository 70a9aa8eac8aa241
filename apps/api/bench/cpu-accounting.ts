import { readFileSync } from 'node:fs';
import type pg from 'pg';

/**
 * Where a figure's CPU goes (docs/performance.md, "Where the CPU goes"): the API process, the
 * PostgreSQL backends of the bench's database, and the whole machine (the load generator, the
 * kernel and PostgreSQL's own writers are the rest). On a machine whose cores the three share, a
 * route can reach at most (CPU of a SELECT 1 request) / (CPU of its request) of the SELECT 1
 * route's throughput: the `ceiling` column of the table.
 */
export interface CpuSample {
  /** Seconds of CPU of the API process so far. */
  api: number;
  /** Seconds of CPU of each PostgreSQL backend serving the bench's database, by pid. */
  backends: Map<number, number>;
  /** Seconds of CPU of the whole machine (user, nice, system, irq, softirq) so far. */
  machine: number;
}

export interface CpuPerRequest {
  api: number;
  postgres: number;
  machine: number;
}

/** Clock ticks per second of /proc (USER_HZ), 100 on Linux. */
const TICKS = 100;

/** utime + stime of a process, in seconds; 0 once it has gone. */
function processSeconds(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

function machineSeconds(): number {
  const [, user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  return (user! + nice! + system! + irq! + softirq!) / TICKS;
}

/** A sampler for load(): undefined where /proc cannot be read (not Linux). */
export function cpuSampler(apiPid: number, admin: pg.Client, database: string): (() => Promise<CpuSample>) | undefined {
  try {
    machineSeconds();
  } catch {
    return undefined;
  }
  return async () => {
    const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
    return { api: processSeconds(apiPid), backends: new Map(rows.map((r) => [r.pid, processSeconds(r.pid)])), machine: machineSeconds() };
  };
}

/** Milliseconds of CPU per request between two samples (a backend opened meanwhile counts from zero). */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): CpuPerRequest {
  let postgres = 0;
  for (const [pid, seconds] of after.backends) postgres += seconds - (before.backends.get(pid) ?? 0);
  const ms = (seconds: number) => (seconds * 1000) / requests;
  return { api: ms(after.api - before.api), postgres: ms(postgres), machine: ms(after.machine - before.machine) };
}
