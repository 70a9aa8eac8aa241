import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  /** Database round trips per request on the server (BEGIN and COMMIT included). */
  queriesPerRequest: number | null;
  /** Requests completed (the divisor of the server's query count). */
  requests: number;
  non2xx: number;
  errors: number;
  /** Issue 7's target: at least this share of the SELECT 1 route's req/s (and under this p99). */
  goal?: Goal;
}

export interface Goal {
  ratio: number;
  p99Ms?: number;
}

/** The authenticated hot reads' target (issue 7). */
export const HOT_READ_GOAL: Goal = { ratio: 0.5, p99Ms: 20 };

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 50;

let queriesSoFar: (() => Promise<number>) | undefined;
/** Where load() reads the server's count of database round trips, to report them per request. */
export function countQueriesWith(read: () => Promise<number>) {
  queriesSoFar = read;
}

/** One autocannon run, 50 connections, reporting mean requests per second and latencies. */
export async function load(name: string, opts: autocannon.Options): Promise<LoadResult> {
  const before = await queriesSoFar?.();
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  const after = await queriesSoFar?.();
  return {
    name,
    requestsPerSecond: r.requests.average,
    latencyP50: r.latency.p50,
    latencyP99: r.latency.p99,
    queriesPerRequest: before === undefined || after === undefined || r.requests.total === 0 ? null : (after - before) / r.requests.total,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}
