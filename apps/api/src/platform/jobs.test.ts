import { afterEach, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { jobsPlugin, nextRunAt, startDailyJobs, type DailyJob } from './jobs';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
afterEach(() => vi.useRealTimers());

describe('daily jobs', () => {
  it('finds the next 03:00 in São Paulo (UTC-3)', () => {
    expect(nextRunAt(new Date('2026-03-10T05:59:00Z'), 3, 0).toISOString()).toBe('2026-03-10T06:00:00.000Z');
    expect(nextRunAt(new Date('2026-03-10T06:00:00Z'), 3, 0).toISOString()).toBe('2026-03-11T06:00:00.000Z');
    // 23:30 on 31/12 in São Paulo is already 01/01 in UTC.
    expect(nextRunAt(new Date('2027-01-01T02:30:00Z'), 3, 0).toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });

  it('follows a zone with daylight saving time across the change', () => {
    // New York springs forward at 02:00 on 08/03/2026: 03:00 is 08:00 UTC in winter (EST), 07:00 UTC from that day (EDT).
    expect(nextRunAt(new Date('2026-03-07T09:00:00Z'), 3, 0, 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(nextRunAt(new Date('2026-03-08T08:00:00Z'), 3, 0, 'America/New_York').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(nextRunAt(new Date('2026-01-10T09:00:00Z'), 3, 0, 'America/New_York').toISOString()).toBe('2026-01-11T08:00:00.000Z');
  });

  it('runs each job at its time every day, survives a failure, and stops', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T05:00:00Z') });
    const runs: string[] = [];
    const job: DailyJob = {
      name: 'teste',
      hour: 3,
      minute: 0,
      run: async () => {
        runs.push(new Date().toISOString());
        if (runs.length === 1) throw new Error('falhou');
      },
    };
    const runner = startDailyJobs([job], log);
    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toEqual(['2026-03-10T06:00:00.000Z']);
    expect(log.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(runs).toEqual(['2026-03-10T06:00:00.000Z', '2026-03-11T06:00:00.000Z']);
    await runner.stop();
    await vi.advanceTimersByTimeAsync(48 * 3_600_000);
    expect(runs).toHaveLength(2);
  });

  it('closing the app waits for the run under way and starts no other (docs/operations.md#shutdown)', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T05:59:00Z') });
    let finish!: () => void;
    const events: string[] = [];
    const job: DailyJob = {
      name: 'teste',
      hour: 3,
      minute: 0,
      run: () => {
        events.push('started');
        return new Promise<void>((resolve) => (finish = resolve)).then(() => void events.push('finished'));
      },
    };
    const app = Fastify({ logger: false });
    await app.register(jobsPlugin, { jobs: [job], enabled: true });
    await app.ready();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(events).toEqual(['started']);
    const closed = app.close().then(() => void events.push('closed'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(events).toEqual(['started']);
    finish();
    await closed;
    expect(events).toEqual(['started', 'finished', 'closed']);
    await vi.advanceTimersByTimeAsync(48 * 3_600_000);
    expect(events).toHaveLength(3);
  });

  it('the plugin schedules the jobs when the app is ready, only when enabled, and stops them on close', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T05:59:00Z') });
    const run = vi.fn(async () => {});
    const job: DailyJob = { name: 'teste', hour: 3, minute: 0, run };
    for (const enabled of [false, true]) {
      vi.setSystemTime(new Date('2026-03-10T05:59:00Z'));
      const app = Fastify({ logger: false });
      await app.register(jobsPlugin, { jobs: [job], enabled });
      await app.ready();
      await vi.advanceTimersByTimeAsync(2 * 60_000);
      expect(run).toHaveBeenCalledTimes(enabled ? 1 : 0);
      await app.close();
    }
    await vi.advanceTimersByTimeAsync(48 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
