import { loadavg } from 'node:os';
import type { CpuPerRequest } from './cpu-accounting';
import type { LoadResult } from './load';

export interface HotRow {
  measure: string;
  reqPerSecond: number;
  vsBare: number;
  vsSelect1: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  queriesPerRequest: number | null;
  non2xx: number;
  errors: number;
  /** CPU ms per request: the API process, its PostgreSQL backends, the whole machine. */
  cpuMs: CpuPerRequest | null;
  /** The share of the SELECT 1 route's throughput this CPU per request allows on this machine. */
  ceiling: number | null;
  goal: string;
}

/** Ratios to the two baselines of the same run (results[0] bare, results[1] SELECT 1) and each goal's verdict. */
export function hotRows(results: LoadResult[]): HotRow[] {
  const bare = results[0]!.requestsPerSecond;
  const select1 = results[1]!.requestsPerSecond;
  const select1Cpu = results[1]!.cpuMsPerRequest;
  return results.map((r) => {
    const vsSelect1 = r.requestsPerSecond / select1;
    let goal = '';
    if (r.goal) {
      const met = vsSelect1 >= r.goal.ratio && (r.goal.p99Ms === undefined || r.latencyP99 < r.goal.p99Ms);
      goal = `${met ? 'met' : 'MISSED'} (≥ ${r.goal.ratio}${r.goal.p99Ms ? `, p99 < ${r.goal.p99Ms} ms` : ''})`;
    }
    return {
      measure: r.name,
      reqPerSecond: Math.round(r.requestsPerSecond),
      vsBare: r.requestsPerSecond / bare,
      vsSelect1,
      p50Ms: r.latencyP50,
      p95Ms: r.latencyP95,
      p99Ms: r.latencyP99,
      queriesPerRequest: r.queriesPerRequest,
      non2xx: r.non2xx,
      errors: r.errors,
      cpuMs: r.cpuMsPerRequest,
      ceiling: select1Cpu && r.cpuMsPerRequest ? select1Cpu.machine / r.cpuMsPerRequest.machine : null,
      goal,
    };
  });
}

/** A plain aligned table, readable in a terminal and pasteable into docs/performance.md: first and last columns left-aligned. */
export function printTable(header: string[], cells: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => (i === 0 || i === c.length - 1 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 || i === widths.length - 1 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

export function printHotTable(rows: HotRow[]) {
  const header = [
    'measure',
    'req/s',
    'vs bare',
    'vs SELECT 1',
    'p50 ms',
    'p99 ms',
    'queries/req',
    'CPU ms/req: API',
    'PostgreSQL',
    'machine',
    'ceiling',
    'non-2xx',
    'errors',
    'goal',
  ];
  const cpu = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(3));
  printTable(
    header,
    rows.map((r) => [
      r.measure,
      String(r.reqPerSecond),
      r.vsBare.toFixed(3),
      r.vsSelect1.toFixed(3),
      String(r.p50Ms),
      String(r.p99Ms),
      r.queriesPerRequest === null ? '-' : r.queriesPerRequest.toFixed(1),
      cpu(r.cpuMs?.api),
      cpu(r.cpuMs?.postgres),
      cpu(r.cpuMs?.machine),
      r.ceiling === null ? '-' : r.ceiling.toFixed(3),
      String(r.non2xx),
      String(r.errors),
      r.goal,
    ]),
  );
}

/** The machine's load, to note next to the figures (the cores are shared). */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
