/** Runs `fn` `reps` times one at a time, after up to 20 warm-up calls (negative indexes), and answers p50/p95 in ms. */
export async function percentiles(reps: number, fn: (i: number) => Promise<void>, warmup = Math.min(20, reps)) {
  for (let i = 0; i < warmup; i++) await fn(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < reps; i++) {
    const start = process.hrtime.bigint();
    await fn(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(times.length * q))]!.toFixed(2));
  return { p50: at(0.5), p95: at(0.95) };
}
