import type { Db } from '../../db/client';
import { dayInSaoPaulo } from '../../platform/dates';
import type { DailyJob } from '../../platform/jobs';
import { runRecordedBatchJob } from '../../platform/job-runs';
import { buildPendingExports } from './privacy.service';
import { eraseEndedRetention, purgeExpiredExportFiles } from './requests.repository';

export const PRIVACY_JOB_LOCK = 7_140_190;

/**
 * The privacy housekeeping (docs/privacy.md): builds the exports still waiting (an instance that
 * stopped before building one), deletes the ZIPs past their 24 hours and erases what the 5-year
 * term no longer keeps. Each step in short transactions; recorded in job_runs.
 */
export async function runPrivacyHousekeeping(db: Db, now: () => Date = () => new Date()) {
  const { built } = await buildPendingExports(db, now);
  const purgedFiles = await purgeExpiredExportFiles(db, now());
  const erased = await eraseEndedRetention(db, now());
  return { builtExports: built, purgedFiles, erasedMembers: erased };
}

/** Daily at 03:30 in São Paulo. */
export const privacyDailyJob = (db: Db): DailyJob => ({
  name: 'privacy.housekeeping',
  hour: 3,
  minute: 30,
  run: () =>
    runRecordedBatchJob(db, { name: 'privacy.housekeeping', period: dayInSaoPaulo(new Date()), lockKey: PRIVACY_JOB_LOCK }, (d) => runPrivacyHousekeeping(d)),
});
