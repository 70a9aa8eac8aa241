import { messages } from '@clube/contract';
import type { AdminPrivacyRequest, HandlePrivacyRequestBody, PrivacyRequestStatus } from '@clube/contract/privacy';
import type { Db, DbOrTx } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { retryingConflicts } from '../../db/conflict-retry';
import { lockForDeletion } from './anonymize.repository';
import { anonymizeInTransaction } from './privacy.service';
import { queueView } from './privacy-views.mapper';
import * as repo from './requests.repository';

export async function privacyQueue(db: DbOrTx, status: PrivacyRequestStatus | undefined, now: Date = new Date()): Promise<AdminPrivacyRequest[]> {
  return (await repo.queue(db, status)).map((r) => queueView(r, now));
}

/**
 * The operator moves a request on (docs/privacy.md#requests), audited with before and after:
 * 'start' (em andamento), 'conclude' (a deletion anonymizes then, once no money is pending) or
 * 'refuse' with a reason. A closed request stays closed.
 */
export async function handlePrivacyRequest(
  db: Db,
  actor: AuditActor,
  id: number,
  body: HandlePrivacyRequestBody,
  now: Date = new Date(),
): Promise<{ view: AdminPrivacyRequest; anonymizedUserId: number | null }> {
  const reason = body.Reason?.trim() || null;
  if (body.Action === 'refuse' && !reason) throw badRequest(messages.privacyRefusalReasonRequired, { Reason: [messages.privacyRefusalReasonRequired] });
  let anonymizedUserId: number | null = null;
  await retryingConflicts(() =>
    db.transaction(async (tx) => {
      const before = await repo.lockRequest(tx, id);
      if (!before) throw notFound(messages.privacyRequestNotFound);
      if (before.status === 'done' || before.status === 'refused') throw conflict(messages.privacyRequestClosed);
      let after;
      if (body.Action === 'start') {
        after = await repo.updateRequest(tx, id, { status: 'in_progress', handledBy: actor.userId });
      } else if (body.Action === 'refuse') {
        after = await repo.updateRequest(tx, id, { status: 'refused', refusalReason: reason, handledBy: actor.userId, closedAt: now });
      } else {
        if (before.kind === 'deletion') {
          const { moneyPending } = await lockForDeletion(tx, before.userId);
          if (moneyPending) throw conflict(messages.privacyDeletionHasMoney);
          await anonymizeInTransaction(tx, before.userId, now);
          anonymizedUserId = before.userId;
        }
        after = await repo.updateRequest(tx, id, { status: 'done', handledBy: actor.userId, closedAt: now });
      }
      await writeAudit(tx, actor, {
        action: `privacy.requests.${body.Action}`,
        target: auditTarget('privacyRequest', id),
        before: { Status: before.status },
        after: { Status: after.status },
        reason,
      });
    }),
  );
  const row = await repo.queueRow(db, id);
  return { view: queueView(row!, now), anonymizedUserId };
}
