import { formatReais, messages } from '@clube/contract';
import type { Db, DbOrTx } from '../../db/client';
import { dayInSaoPaulo } from '../../platform/dates';
import { runRecordedBatchJob } from '../../platform/job-runs';
import type { DailyJob } from '../../platform/jobs';
import { releaseDueHolds, type HoldRow } from '../ledger';
import { notifyMember, PushKind } from '../notifications';

/** Holds released per transaction: no member account or hold stays locked longer than one batch. */
export const HELD_RELEASE_BATCH = 100;

/** One run at a time across API instances (docs/operations.md#jobs). */
export const HELD_RELEASE_LOCK = 7_140_060;

export interface HeldReleaseOptions {
  /** Holds per transaction (tests use a small one). */
  batchSize?: number;
}

/** One 'Crédito liberado' per member of a batch, like every other credit (docs/app.md#push-notifications). */
async function notifyReleased(tx: DbOrTx, released: HoldRow[], at: Date) {
  const byMember = new Map<number, number>();
  for (const h of released) byMember.set(h.userId, (byMember.get(h.userId) ?? 0) + h.amountCents);
  for (const [userId, cents] of byMember) {
    await notifyMember(tx, {
      userId,
      kind: PushKind.BonusCredited,
      title: messages.heldReleasedTitle,
      message: messages.heldReleasedMessage(formatReais(cents)),
      at,
    });
  }
}

/**
 * Releases every held credit whose day has come (docs/bonuses.md#held-commissions), a batch of
 * HELD_RELEASE_BATCH per transaction: each hold is paid to its member's wallet once (its row
 * locked with SKIP LOCKED, a guarded status change, and its own ledger key), so a rerun, a second
 * instance or a cancellation racing it never pays twice. The work is selected by state: a run that
 * stops midway keeps its committed batches and the next run releases the rest. Handed a
 * transaction (the demo seed), each batch is a savepoint of it.
 */
export async function releaseHeldCredits(
  db: DbOrTx,
  now: Date = new Date(),
  opts: HeldReleaseOptions = {},
): Promise<{ releasedHolds: number; releasedCents: number }> {
  const size = opts.batchSize ?? HELD_RELEASE_BATCH;
  const today = dayInSaoPaulo(now);
  let releasedHolds = 0;
  let releasedCents = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const released = await releaseDueHolds(tx, today, size, now);
      await notifyReleased(tx, released, now);
      return released;
    });
    releasedHolds += batch.length;
    releasedCents += batch.reduce((s, h) => s + h.amountCents, 0);
    if (batch.length < size) return { releasedHolds, releasedCents };
  }
}

/**
 * Daily, early in the morning: the held credits whose window ended the day before (adhesions paid
 * and orders delivered HoldDays + 1 days ago) reach the wallets. Recorded in job_runs; the run holds the job's lock, and each
 * batch is a transaction of its own.
 */
export const heldCreditsReleaseJob = (db: Db, opts: HeldReleaseOptions = {}): DailyJob => ({
  name: 'held-credits-release',
  hour: 0,
  minute: 45,
  run: () => {
    const now = new Date();
    return runRecordedBatchJob(db, { name: 'held-credits-release', period: dayInSaoPaulo(now), lockKey: HELD_RELEASE_LOCK }, (dbx) =>
      releaseHeldCredits(dbx, now, opts),
    );
  },
});
