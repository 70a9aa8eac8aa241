import { and, count, desc, eq, gt, inArray, max, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobRuns } from '../../db/schema';

export type JobRunRow = typeof jobRuns.$inferSelect;
type Status = JobRunRow['status'];

export interface JobRunFilters {
  job?: string;
  status?: Status;
}

/** A page of runs, newest first. */
export async function search(db: DbOrTx, filters: JobRunFilters, limit: number, offset: number) {
  const where: SQL[] = [];
  if (filters.job) where.push(eq(jobRuns.job, filters.job));
  if (filters.status) where.push(eq(jobRuns.status, filters.status));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(jobRuns).where(cond).orderBy(desc(jobRuns.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(jobRuns).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Each job's newest run (of the given statuses, or any), one row per job and status asked. */
export function newestRuns(db: DbOrTx, jobs: string[], statuses?: Status[]) {
  const cond = statuses ? and(inArray(jobRuns.job, jobs), inArray(jobRuns.status, statuses)) : inArray(jobRuns.job, jobs);
  const on = statuses ? [jobRuns.job, jobRuns.status] : [jobRuns.job];
  return db
    .selectDistinctOn(on)
    .from(jobRuns)
    .where(cond)
    .orderBy(...on, desc(jobRuns.id));
}

export async function findRun(db: DbOrTx, id: number) {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id));
  return row;
}

/** The newest run id of all; a run started after this call has a greater one. */
export async function lastRunId(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ id: max(jobRuns.id) }).from(jobRuns);
  return Number(row?.id ?? 0);
}

/** The failed run of `job` recorded after `afterId`: a run that threw answers no id of its own. */
export async function failedRunAfter(db: DbOrTx, job: string, afterId: number) {
  const [row] = await db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.status, 'failed'), gt(jobRuns.id, afterId)))
    .orderBy(desc(jobRuns.id))
    .limit(1);
  return row;
}
