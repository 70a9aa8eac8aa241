import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  non2xx: number;
  errors: number;
}

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 50;

/** One autocannon run, 50 connections, reporting mean requests per second and latencies. */
export async function load(name: string, opts: autocannon.Options): Promise<LoadResult> {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  return {
    name,
    requestsPerSecond: r.requests.average,
    latencyP50: r.latency.p50,
    latencyP99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}
