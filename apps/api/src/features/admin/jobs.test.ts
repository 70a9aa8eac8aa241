import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { messages, STAFF_ROLE_IDS, UserType } from '@clube/contract';
import { consoleJobs } from '@clube/contract/admin';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/rows';
import { auditLog, jobRuns } from '../../db/schema';
import { dayInSaoPaulo } from '../../platform/dates';
import { insertMember } from '../../seed/builders';
import { BILLING_JOBS } from '../billing';
import { summary } from './jobs.service';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
let owner: Row;

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertMember(db(), { username: 'dona', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Owner });
});
afterAll(() => t.close());

const runNow = (job: string) => as(owner).post(`/api/admin/jobs/${job}/run`);
const runsOf = (job: string) => db().select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(asc(jobRuns.id));
const auditsOf = (job: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'job.runNow'), eq(auditLog.target, `job:${job}`)))
    .orderBy(asc(auditLog.id));

describe(`console jobs: run now (${TEST_DB})`, () => {
  it('runs the job as the scheduler would: one recorded run, and one audit row with its outcome', async () => {
    const res = await runNow('order-invoices-expiry');
    expect(res.statusCode).toBe(200);
    const today = dayInSaoPaulo();
    expect(res.json()).toMatchObject({
      IsSuccess: true,
      Message: messages.jobRunSucceeded,
      Data: {
        Job: 'order-invoices-expiry',
        Period: today,
        Status: 'succeeded',
        StatusFormatted: 'Concluída',
        StatusColor: 'green',
        Counts: { cancelled: 0 },
        Error: null,
        StartedOn: expect.any(String),
        FinishedOn: expect.any(String),
      },
    });
    const runs = await runsOf('order-invoices-expiry');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id: res.json().Data.Id, status: 'succeeded', counts: { cancelled: 0 } });
    const audits = await auditsOf('order-invoices-expiry');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: owner.id,
      ip: expect.any(String),
      before: null,
      after: { RunId: runs[0]!.id, Period: today, Status: 'succeeded', Counts: { cancelled: 0 }, Error: null },
    });
  });

  it('knows every job of the contract, the billing jobs each on its own', async () => {
    expect(consoleJobs.map((j) => j.Name)).toEqual(expect.arrayContaining(Object.values(BILLING_JOBS)));
    for (const { Name } of consoleJobs) {
      const before = (await runsOf(Name)).length;
      const res = await runNow(Name);
      expect(res.statusCode, Name).toBe(200);
      expect(res.json().Data, Name).toMatchObject({ Job: Name, Status: 'succeeded' });
      expect(await runsOf(Name), Name).toHaveLength(before + 1);
    }
    // One billing job's run starts no other.
    expect(await runsOf(BILLING_JOBS.overdue)).toHaveLength(1);
    expect(await runsOf(BILLING_JOBS.monthlyFees)).toHaveLength(1);
  });

  it('a failing job: the run is recorded failed with the error, the answer says so, the audit row too', async () => {
    // The evaluation's query cannot be planned while the column is missing.
    await db().execute(sql`ALTER TABLE career_plan_rank_requirements RENAME COLUMN active_directs TO active_directs_off`);
    let res;
    try {
      res = await runNow('career-plan-evaluation');
    } finally {
      await db().execute(sql`ALTER TABLE career_plan_rank_requirements RENAME COLUMN active_directs_off TO active_directs`);
    }
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Message: messages.jobRunFailed, Data: { Status: 'failed', StatusFormatted: 'Falhou', Counts: null } });
    expect(res.json().Data.Error).toMatch(/active_directs/);
    const runs = await runsOf('career-plan-evaluation');
    expect(runs.at(-1)).toMatchObject({ id: res.json().Data.Id, status: 'failed', error: res.json().Data.Error });
    const audits = await auditsOf('career-plan-evaluation');
    expect(audits.at(-1)!.after).toMatchObject({ RunId: res.json().Data.Id, Status: 'failed', Error: res.json().Data.Error });

    const cards = (await as(owner).get('/api/admin/jobs/summary')).json().Data as Array<Record<string, any>>;
    const card = cards.find((c) => c.Job === 'career-plan-evaluation')!;
    expect(card.LastRun).toMatchObject({ Id: res.json().Data.Id, Status: 'failed' });
    expect(card.LastFailure).toMatchObject({ Id: res.json().Data.Id, Error: res.json().Data.Error });
    expect(card.LastSuccess).toMatchObject({ Status: 'succeeded' });
  });

  it('an unknown job: 404, nothing run, nothing audited', async () => {
    const runsBefore = await db().select().from(jobRuns);
    for (const name of ['nao-existe', 'toString', '__proto__']) {
      const res = await runNow(name);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: messages.jobNotFound });
    }
    expect(await db().select().from(jobRuns)).toHaveLength(runsBefore.length);
    expect(await db().select().from(auditLog).where(eq(auditLog.target, 'job:nao-existe'))).toEqual([]);
  });

  it('two run-nows of the same job at once: one runs, the other is skipped; both recorded and audited', async () => {
    const job = 'career-plan-evaluation';
    const runsBefore = (await runsOf(job)).length;
    const auditsBefore = (await auditsOf(job)).length;
    if (TEST_DB === 'pglite') {
      // One embedded connection: the two runs take turns and both run.
      const both = await Promise.all([runNow(job), runNow(job)]);
      expect(both.map((r) => r.json().Data.Status)).toEqual(['succeeded', 'succeeded']);
    } else {
      // Another session holds a table the evaluation reads, so the run that takes the job's lock
      // waits inside it while the other one asks for the lock.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = db().transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE career_plan_rank_requirements IN ACCESS EXCLUSIVE MODE`);
        locked();
        await held;
      });
      await isLocked;
      const both = Promise.all([runNow(job), runNow(job)]);
      // Release once the loser has been refused the lock: its run is skipped, or it waits for the
      // winner's transaction (which closed the loser's older 'running' row).
      await expect
        .poll(
          async () => {
            const runs = (await runsOf(job)).slice(runsBefore);
            const [waiting] = rowsOf<{ n: number }>(
              await db().execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`),
            );
            return runs.length === 2 && (runs.some((r) => r.status === 'skipped') || Number(waiting!.n) >= 2);
          },
          { timeout: 20_000, interval: 50 },
        )
        .toBe(true);
      release();
      await holder;
      const answers = await both;
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers.map((r) => r.json().Data.Status).sort()).toEqual(['skipped', 'succeeded']);
      const skipped = answers.find((r) => r.json().Data.Status === 'skipped')!.json();
      expect(skipped).toMatchObject({ Message: messages.jobRunSkipped, Data: { Counts: null, Error: null, StatusFormatted: 'Ignorada (já em execução)' } });
    }
    const runs = (await runsOf(job)).slice(runsBefore);
    expect(runs).toHaveLength(2);
    const audits = (await auditsOf(job)).slice(auditsBefore);
    expect(audits).toHaveLength(2);
    expect(audits.map((a) => (a.after as { Status: string }).Status).sort()).toEqual(runs.map((r) => r.status).sort());
  });
});

describe(`console jobs: summary and runs (${TEST_DB})`, () => {
  it('one card per known job, in order, with its daily time; next run only where this instance runs jobs', async () => {
    const res = await as(owner).get('/api/admin/jobs/summary');
    expect(res.statusCode).toBe(200);
    const cards = res.json().Data as Array<Record<string, any>>;
    expect(cards.map((c) => [c.Job, c.Label, c.DailyAt])).toEqual([
      ['career-plan-evaluation', 'Avaliação do plano de carreira', '03:00'],
      ['order-invoices-expiry', 'Expiração das faturas de pedidos', '00:30'],
      ['billing.monthlyFees', 'Cobrança: mensalidades', '01:00'],
      ['billing.subscriptionRenewals', 'Cobrança: renovação de assinaturas', '01:00'],
      ['billing.overdue', 'Cobrança: faturas em atraso', '01:00'],
      ['held-credits-release', 'Liberação dos créditos retidos (prazo de arrependimento)', '00:45'],
      ['privacy.housekeeping', 'Privacidade: exportações, links vencidos e prazo de guarda', '03:30'],
    ]);
    // Tests run with JOBS=off.
    expect(cards.every((c) => c.NextRunOn === null)).toBe(true);
    const expiry = cards.find((c) => c.Job === 'order-invoices-expiry')!;
    expect(expiry.LastRun).toMatchObject({ Status: 'succeeded', Counts: { cancelled: 0 } });
    expect(expiry.LastSuccess.Id).toBe(expiry.LastRun.Id);
    expect(expiry.LastFailure).toBeNull();

    // 2026-03-15 12:00 UTC is 09:00 in São Paulo: the evaluation runs next at 03:00 of the 16th (06:00 UTC).
    const scheduled = await summary(db(), true, new Date('2026-03-15T12:00:00Z'));
    expect(scheduled.find((c) => c.Job === 'career-plan-evaluation')!.NextRunOn).toBe('2026-03-16T06:00:00.000Z');
    expect(scheduled.find((c) => c.Job === 'order-invoices-expiry')!.NextRunOn).toBe('2026-03-16T03:30:00.000Z');
  });

  it('lists runs newest first, 50 a page, filtered by job and status', async () => {
    for (let i = 0; i < 52; i++) {
      await db()
        .insert(jobRuns)
        .values({
          job: 'teste.paginas',
          period: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
          status: i % 4 === 0 ? 'failed' : 'succeeded',
          error: i % 4 === 0 ? `erro ${i}` : null,
        });
    }
    const list = (body: unknown) => as(owner).post('/api/admin/jobs/getAll', body);
    const all = (await list({})).json();
    expect(all.Data).toHaveLength(50);
    const ids = all.Data.map((r: { Id: number }) => r.Id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    const ofJob = (await list({ Filters: { Job: 'teste.paginas' }, PaginationSettings: { Page: 2, RowsPerPage: 50 } })).json();
    expect(ofJob.PaginationSettings).toMatchObject({ Page: 2, TotalPages: 2, TotalRows: 52 });
    expect(ofJob.Data).toHaveLength(2);

    const failed = (await list({ Filters: { Job: 'teste.paginas', Status: 'failed' } })).json();
    expect(failed.PaginationSettings.TotalRows).toBe(13);
    expect(failed.Data[0]).toMatchObject({ Job: 'teste.paginas', Status: 'failed', StatusColor: 'red', Error: 'erro 48' });

    const bad = await list({ Filters: { Status: 'quebrado' } });
    expect(bad.statusCode).toBe(400);
  });
});
