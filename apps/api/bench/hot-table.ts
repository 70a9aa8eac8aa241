import { loadavg } from 'node:os';
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
  goal: string;
}

/** Ratios to the two baselines of the same run (results[0] bare, results[1] SELECT 1) and each goal's verdict. */
export function hotRows(results: LoadResult[]): HotRow[] {
  const bare = results[0]!.requestsPerSecond;
  const select1 = results[1]!.requestsPerSecond;
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
  const header = ['measure', 'req/s', 'vs bare', 'vs SELECT 1', 'p50 ms', 'p99 ms', 'queries/req', 'non-2xx', 'errors', 'goal'];
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
      String(r.non2xx),
      String(r.errors),
      r.goal,
    ]),
  );
}

/** The machine's load, to note next to the figures (the cores are shared). */
export const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(' ');
