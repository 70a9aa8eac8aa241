import type { Db } from '../../db/client';
import { dayInSaoPaulo } from '../../platform/dates';
import type { DailyJob } from '../../platform/jobs';
import { runRecordedBatchJob } from '../../platform/job-runs';
import { messages } from '@clube/contract';
import { auditTarget, writeAudit } from '../../platform/audit';
import { buildPendingExports, dueDateFrom } from './privacy.service';
import { eraseEndedRetention, openLateMoneyRequests, purgeExpiredExportFiles } from './requests.repository';

export const PRIVACY_JOB_LOCK = 7_140_190;

/**
 * The privacy housekeeping (docs/privacy.md): builds the exports still waiting (an instance that
 * stopped before building one), deletes the ZIPs past their 24 hours, queues the anonymized
 * members who received money after all, and erases what the 5-year term no longer keeps. Each
 * step in short transactions; recorded in job_runs.
 */
export async function runPrivacyHousekeeping(db: Db, now: () => Date = () => new Date()) {
  const { built } = await buildPendingExports(db, now);
  const purgedFiles = await purgeExpiredExportFiles(db, now());
  const late = await db.transaction(async (tx) => {
    const opened = await openLateMoneyRequests(tx, messages.privacyMoneyAfterAnonymization, now(), dueDateFrom(now()));
    for (const r of opened) {
      await writeAudit(tx, null, { action: 'privacy.moneyAfterAnonymization', target: auditTarget('privacyRequest', r.id), data: { UserId: r.userId } });
    }
    return opened.length;
  });
  const erased = await eraseEndedRetention(db, now());
  return { builtExports: built, purgedFiles, lateMoneyRequests: late, erasedMembers: erased };
}

/** Daily at 03:30 in São Paulo. */
export const privacyDailyJob = (db: Db): DailyJob => ({
  name: 'privacy.housekeeping',
  hour: 3,
  minute: 30,
  run: () =>
    runRecordedBatchJob(db, { name: 'privacy.housekeeping', period: dayInSaoPaulo(new Date()), lockKey: PRIVACY_JOB_LOCK }, (d) => runPrivacyHousekeeping(d)),
});
