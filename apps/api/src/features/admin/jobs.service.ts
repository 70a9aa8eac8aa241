import type { z } from 'zod';
import { messages, paginationResponse } from '@clube/contract';
import { consoleJobs, jobRunStatusInfo, type ConsoleJobName, type GetAllJobRunsRequest, type JobRun, type JobSummary } from '@clube/contract/admin';
import type { Db, DbOrTx } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { errorMessage } from '../../platform/job-runs';
import { nextRunAt } from '../../platform/jobs';
import { consoleJobsOf } from './jobs.registry';
import * as repo from './jobs.repository';

export const toJobRun = (r: repo.JobRunRow): JobRun => ({
  Id: r.id,
  Job: r.job,
  Period: r.period,
  Status: r.status,
  StatusFormatted: jobRunStatusInfo[r.status].label,
  StatusColor: jobRunStatusInfo[r.status].color,
  Counts: r.counts ?? null,
  Error: r.error,
  StartedOn: r.startedAt.toISOString(),
  FinishedOn: r.finishedAt?.toISOString() ?? null,
});

/** Every run of every job (tests' and retired jobs' too), newest first, 50 a page. */
export async function listRuns(db: DbOrTx, input: z.output<typeof GetAllJobRunsRequest>) {
  const { Page, RowsPerPage } = input.PaginationSettings;
  const f = input.Filters ?? {};
  const { rows, total } = await repo.search(db, { job: f.Job || undefined, status: f.Status ?? undefined }, RowsPerPage, (Page - 1) * RowsPerPage);
  return { data: rows.map(toJobRun), pagination: paginationResponse(Page, RowsPerPage, total) };
}

const hhmm = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/**
 * One card per known job: its daily time, when this instance runs it next (none with JOBS=off),
 * and its newest run, success and failure (docs/admin.md#jobs).
 */
export async function summary(db: Db, jobsEnabled: boolean, now: Date = new Date()): Promise<JobSummary[]> {
  const registry = consoleJobsOf(db);
  const names = consoleJobs.map((j) => j.Name as string);
  const [last, outcomes] = await Promise.all([repo.newestRuns(db, names), repo.newestRuns(db, names, ['succeeded', 'failed'])]);
  const find = (rows: repo.JobRunRow[], job: string, status?: repo.JobRunRow['status']) => {
    const row = rows.find((r) => r.job === job && (!status || r.status === status));
    return row ? toJobRun(row) : null;
  };
  return consoleJobs.map(({ Name, Label }) => {
    const { hour, minute } = registry[Name];
    return {
      Job: Name,
      Label,
      DailyAt: hhmm(hour, minute),
      NextRunOn: jobsEnabled ? nextRunAt(now, hour, minute).toISOString() : null,
      LastRun: find(last, Name),
      LastSuccess: find(outcomes, Name, 'succeeded'),
      LastFailure: find(outcomes, Name, 'failed'),
    };
  });
}

/**
 * 'Executar agora': the job's recorded run, as the scheduler would start it (skipped while the
 * same job runs on another instance, failed with its error), then one audit row `job:<name>` with
 * the run's outcome. The job commits its own work in its own transaction(s), so the audit row
 * follows it instead of sharing it (docs/admin.md#jobs).
 */
export async function runNow(db: Db, actor: AuditActor, name: string): Promise<{ run: JobRun; message: string }> {
  const registry = consoleJobsOf(db);
  const job = Object.hasOwn(registry, name) ? registry[name as ConsoleJobName] : undefined;
  if (!job) throw notFound(messages.jobNotFound);
  const before = await repo.lastRunId(db);
  let row: repo.JobRunRow | undefined;
  let error: string | null = null;
  try {
    row = await repo.findRun(db, (await job.run()).runId);
  } catch (err) {
    error = errorMessage(err);
    row = await repo.failedRunAfter(db, name, before);
  }
  if (!row) throw new Error(`the run of ${name} was not recorded${error ? `: ${error}` : ''}`);
  const run = toJobRun(row);
  await writeAudit(db, actor, {
    action: 'job.runNow',
    target: auditTarget('job', name),
    after: { RunId: run.Id, Period: run.Period, Status: run.Status, Counts: run.Counts, Error: run.Error },
  });
  const message = run.Status === 'succeeded' ? messages.jobRunSucceeded : run.Status === 'skipped' ? messages.jobRunSkipped : messages.jobRunFailed;
  return { run, message };
}
