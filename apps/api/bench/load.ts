import autocannon from 'autocannon';
import { cpuPerRequest, type CpuPerRequest, type CpuSample } from './cpu-accounting';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  latencyP50: number;
  /** Computed from every response's time (autocannon's own summary has p90 and p97.5, not p95). */
  latencyP95: number;
  latencyP99: number;
  /** Database round trips per request on the server (BEGIN and COMMIT included). */
  queriesPerRequest: number | null;
  /** Requests completed (the divisor of the server's query count). */
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU milliseconds per request: the API process, its PostgreSQL backends, the whole machine (cpu-accounting.ts). */
  cpuMsPerRequest: CpuPerRequest | null;
  /** Issue 7's target: at least this share of the SELECT 1 route's req/s (and under this p99). */
  goal?: Goal;
}

export interface Goal {
  ratio: number;
  p99Ms?: number;
}

/** The authenticated hot reads' target (issue 7). */
export const HOT_READ_GOAL: Goal = { ratio: 0.5, p99Ms: 20 };

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
/** Each measure runs this many times, interleaved with the others, and its median is kept. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Pause after each run, so that work still queued on the server is not charged to the next figure. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 2_000);
export const CONNECTIONS = 50;

let queriesSoFar: (() => Promise<number>) | undefined;
let cpuSoFar: (() => Promise<CpuSample>) | undefined;
/** Where load() reads the CPU time spent so far, to report it per request. */
export function countCpuWith(read: () => Promise<CpuSample>) {
  cpuSoFar = read;
}
/** Where load() reads the server's count of database round trips, to report them per request. */
export function countQueriesWith(read: () => Promise<number>) {
  queriesSoFar = read;
}

/** One figure of the table: an autocannon scenario (a flow of `requestsPerUnit` requests counts once). */
export interface Measure {
  name: string;
  options: autocannon.Options;
  goal?: Goal;
  requestsPerUnit?: number;
  /** Pause after this measure instead of SETTLE_MS (work that outlives the load, such as password hashing). */
  settleMs?: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const medianCpu = (xs: CpuPerRequest[]): CpuPerRequest => ({
  api: median(xs.map((x) => x.api)),
  postgres: median(xs.map((x) => x.postgres)),
  machine: median(xs.map((x) => x.machine)),
});

/**
 * Runs the measures ROUNDS times, round-robin, and keeps each one's median: the machine is shared,
 * so a figure measured once, minutes apart from its baseline, would mostly measure the neighbours.
 */
export async function measureAll(measures: Measure[]): Promise<LoadResult[]> {
  const runs = measures.map(() => [] as LoadResult[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, m] of measures.entries()) {
      const r = await load(m.name, m.options);
      await new Promise((resolve) => setTimeout(resolve, m.settleMs ?? SETTLE_MS));
      const per = m.requestsPerUnit ?? 1;
      runs[i]!.push({ ...r, requestsPerSecond: r.requestsPerSecond / per });
    }
  }
  return measures.map((m, i) => {
    const rs = runs[i]!;
    const requests = rs.reduce((n, r) => n + r.requests, 0);
    const queried = rs.every((r) => r.queriesPerRequest !== null);
    return {
      name: m.name,
      requestsPerSecond: median(rs.map((r) => r.requestsPerSecond)),
      latencyP50: median(rs.map((r) => r.latencyP50)),
      latencyP95: median(rs.map((r) => r.latencyP95)),
      latencyP99: median(rs.map((r) => r.latencyP99)),
      queriesPerRequest: queried && requests > 0 ? rs.reduce((n, r) => n + r.queriesPerRequest! * r.requests, 0) / requests : null,
      requests,
      non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
      errors: rs.reduce((n, r) => n + r.errors, 0),
      cpuMsPerRequest: rs.every((r) => r.cpuMsPerRequest !== null) ? medianCpu(rs.map((r) => r.cpuMsPerRequest!)) : null,
      ...(m.goal ? { goal: m.goal } : {}),
    };
  });
}

/** One autocannon run, 50 connections, reporting mean requests per second and latencies. */
export async function load(name: string, opts: autocannon.Options): Promise<LoadResult> {
  const before = await queriesSoFar?.();
  const cpuBefore = await cpuSoFar?.();
  // Without a callback autocannon answers its instance, an event emitter that is also a promise (the types show only the promise).
  const run = autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts }) as Promise<autocannon.Result> & autocannon.Instance;
  const times: number[] = [];
  run.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const r = await run;
  times.sort((a, b) => a - b);
  const after = await queriesSoFar?.();
  const cpuAfter = await cpuSoFar?.();
  return {
    name,
    requestsPerSecond: r.requests.average,
    latencyP50: r.latency.p50,
    latencyP95: times.length ? Number(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!.toFixed(1)) : 0,
    latencyP99: r.latency.p99,
    queriesPerRequest: before === undefined || after === undefined || r.requests.total === 0 ? null : (after - before) / r.requests.total,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    cpuMsPerRequest: cpuBefore && cpuAfter && r.requests.total > 0 ? cpuPerRequest(cpuBefore, cpuAfter, r.requests.total) : null,
  };
}
