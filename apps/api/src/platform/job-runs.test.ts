import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, TEST_DB, type TestApp } from '../../test/helper';
import { jobRuns } from '../db/schema';
import { careerPlanNightlyJob } from '../features/career-plan';
import { orderInvoicesExpiryJob } from '../features/orders';
import { dayInSaoPaulo } from './dates';
import { runRecordedJob } from './job-runs';
import { withAdvisoryLock } from './jobs';

let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOCK = 7_999_001;
const runsOf = (job: string) => db().select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(asc(jobRuns.id));

describe(`recorded jobs (${TEST_DB})`, () => {
  it('records a run: running, then succeeded with its counts and period', async () => {
    let seenWhileRunning: unknown;
    const run = await runRecordedJob(db(), { name: 'teste.ok', period: '2026-03-15', lockKey: LOCK }, async (tx) => {
      seenWhileRunning = (await tx.select().from(jobRuns).where(eq(jobRuns.job, 'teste.ok')))[0];
      await tx.execute(sql`SELECT 1`);
      return { issued: 3, cancelled: 0 };
    });
    expect(seenWhileRunning).toMatchObject({ status: 'running', finishedAt: null, counts: null });
    expect(run).toEqual({ runId: expect.any(Number), status: 'succeeded', counts: { issued: 3, cancelled: 0 } });
    const [row] = await runsOf('teste.ok');
    expect(row).toMatchObject({ id: run.runId, period: '2026-03-15', status: 'succeeded', counts: { issued: 3, cancelled: 0 }, error: null });
    expect(row!.finishedAt!.getTime()).toBeGreaterThanOrEqual(row!.startedAt.getTime());
  });

  it("records a failure with the database's message, undoes the work and throws it again", async () => {
    const err = await runRecordedJob(db(), { name: 'teste.falha', period: '2026-03-15', lockKey: LOCK }, async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE job_runs_probe (x int) ON COMMIT DROP`);
      await tx.execute(sql`SELECT 1 / 0`);
      return {};
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    const [row] = await runsOf('teste.falha');
    expect(row).toMatchObject({ status: 'failed', counts: null, error: 'division by zero' });
    expect(row!.finishedAt).not.toBeNull();
  });

  it('a run left running by a process that died is marked interrupted by the next one', async () => {
    const [stale] = await db().insert(jobRuns).values({ job: 'teste.queda', period: '2026-03-14', status: 'running' }).returning();
    await runRecordedJob(db(), { name: 'teste.queda', period: '2026-03-15', lockKey: LOCK }, async () => ({ n: 1 }));
    expect((await runsOf('teste.queda')).map((r) => [r.id, r.status, r.error])).toEqual([
      [stale!.id, 'failed', 'interrompido'],
      [expect.any(Number), 'succeeded', null],
    ]);
  });

  it('skips, and records it, while another session holds the lock', async () => {
    if (TEST_DB === 'pglite') {
      // One embedded connection: the same session may take its own lock again, so only PostgreSQL can show the refusal.
      expect(await runRecordedJob(db(), { name: 'teste.trava', period: '2026-03-15', lockKey: LOCK }, async () => ({ n: 1 }))).toMatchObject({
        status: 'succeeded',
      });
      return;
    }
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = withAdvisoryLock(db(), LOCK, async () => {
      locked();
      await held;
    });
    await isLocked;
    let ran = false;
    const run = await runRecordedJob(db(), { name: 'teste.trava', period: '2026-03-15', lockKey: LOCK }, async () => {
      ran = true;
      return { n: 1 };
    });
    release();
    await holder;
    expect(run).toEqual({ runId: expect.any(Number), status: 'skipped' });
    expect(ran).toBe(false);
    expect(await runsOf('teste.trava')).toMatchObject([{ status: 'skipped', counts: null, error: null }]);
  });

  it('waits for a lock shared with other jobs instead of skipping', async () => {
    const job = { name: 'teste.compartilhada', period: '2026-03-15', lockKey: LOCK + 1, sharedLockKey: LOCK + 2 };
    if (TEST_DB === 'pglite') {
      expect(await runRecordedJob(db(), job, async () => ({ n: 1 }))).toMatchObject({ status: 'succeeded', counts: { n: 1 } });
      return;
    }
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = withAdvisoryLock(db(), LOCK + 2, async () => {
      locked();
      await held;
    });
    await isLocked;
    let done = false;
    const run = runRecordedJob(db(), job, async () => ({ n: 1 })).finally(() => (done = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(done).toBe(false);
    release();
    await holder;
    expect(await run).toMatchObject({ status: 'succeeded', counts: { n: 1 } });
  });

  it('the career plan and order expiry daily jobs are recorded the same way', async () => {
    const today = dayInSaoPaulo();
    await careerPlanNightlyJob(db()).run();
    await orderInvoicesExpiryJob(db()).run();
    expect(await runsOf('career-plan-evaluation')).toMatchObject([
      { period: today, status: 'succeeded', counts: { evaluatedMembers: 0, newAchievements: 0, rankChanges: 0, moneyPrizes: 0 } },
    ]);
    expect(await runsOf('order-invoices-expiry')).toMatchObject([{ period: today, status: 'succeeded', counts: { cancelled: 0 } }]);
  });
});
