import { eq } from 'drizzle-orm';
import { messages } from '@clube/contract';
import {
  PRIVACY_EXPORT_TTL_HOURS,
  PRIVACY_REQUEST_DEADLINE_DAYS,
  type DataExportView,
  type DeletionResult,
  type MarketingChannel,
  type MyPrivacy,
  type PrivacyRequestView,
  type RequestOtherRightBody,
} from '@clube/contract/privacy';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { invoices, storedFiles } from '../../db/schema';
import { cancelPendingInvoices } from '../invoices';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { retryingConflicts } from '../../db/conflict-retry';
import { conflict, gone, notFound, unauthorized } from '../../platform/errors';
import { randomToken } from '../../platform/tokens';
import { anonymizeMemberRows, hasMoneyPending, lockForDeletion } from './anonymize.repository';
import { consentHistory, marketingState, setMarketing, type ConsentContext } from './consents.service';
import { collectMemberData } from './export-data.repository';
import { buildExportZip, maskBankAccount } from './export-zip';
import { exportView, requestView } from './privacy-views.mapper';
import * as repo from './requests.repository';

const HOUR_MS = 3_600_000;
export const dueDateFrom = (at: Date) => new Date(at.getTime() + PRIVACY_REQUEST_DEADLINE_DAYS * 24 * HOUR_MS);

export async function getMyPrivacy(db: DbOrTx, userId: number, now: Date = new Date()): Promise<MyPrivacy> {
  const latest = await repo.latestExportOf(db, userId);
  return {
    LatestExport: latest ? exportView(latest, now) : null,
    Marketing: await marketingState(db, userId),
    Consents: await consentHistory(db, userId),
    Requests: (await repo.requestsOf(db, userId)).map(requestView),
    DeletionNeedsOperator: await hasMoneyPending(db, userId),
  };
}

/**
 * Asks for an export (docs/privacy.md#export): one at a time, so a second ask while one is being
 * prepared answers that one. The ZIP is built by buildPendingExports, right after in this process
 * and by the daily job on any instance.
 */
export async function requestExport(db: Db, actor: AuditActor, now: Date = new Date()): Promise<DataExportView> {
  return db.transaction(async (tx) => {
    const open = await repo.openRequestOf(tx, actor.userId, 'export');
    if (open) return exportView(open, now);
    const row = await repo.insertRequest(tx, { userId: actor.userId, kind: 'export', dueAt: dueDateFrom(now), createdAt: now });
    await writeAudit(tx, actor, { action: 'privacy.requestExport', target: auditTarget('privacyRequest', row.id) });
    return exportView(row, now);
  });
}

/** Builds one claimed export: its ZIP into stored files, its link alive 24 hours. */
async function buildExport(db: Db, id: number, userId: number, now: Date): Promise<void> {
  const sections = await collectMemberData(db, userId);
  sections['bank_accounts'] = (sections['bank_accounts'] ?? []).map(maskBankAccount);
  const zip = Buffer.from(buildExportZip(sections, now));
  await db.transaction(async (tx) => {
    const [file] = await tx
      .insert(storedFiles)
      .values({ originalFileName: `meus-dados-${id}.zip`, contentType: 'application/zip', size: zip.length, content: zip })
      .returning({ id: storedFiles.id });
    await repo.updateRequest(tx, id, {
      status: 'done',
      fileId: file!.id,
      fileExpiresAt: new Date(now.getTime() + PRIVACY_EXPORT_TTL_HOURS * HOUR_MS),
      closedAt: now,
    });
  });
}

/** Builds the exports waiting, a few at a time, each in its own short transaction; answers how many. */
export async function buildPendingExports(db: Db, now: () => Date = () => new Date()): Promise<{ built: number }> {
  let built = 0;
  for (;;) {
    const claimed = await repo.claimExports(db, 5);
    if (claimed.length === 0) return { built };
    for (const c of claimed) {
      await buildExport(db, c.id, c.userId, now());
      built++;
    }
  }
}

/** The ZIP of one of his exports while its link lives; anyone else's id is not found. */
export async function exportFile(db: DbOrTx, userId: number, id: number, now: Date = new Date()): Promise<{ name: string; content: Buffer }> {
  const [row] = (await repo.requestsOf(db, userId)).filter((r) => r.id === id && r.kind === 'export');
  if (!row) throw notFound(messages.privacyExportNotFound);
  if (row.fileId === null || row.fileExpiresAt === null || row.fileExpiresAt <= now) throw gone(messages.privacyExportGone);
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, row.fileId));
  if (!file) throw gone(messages.privacyExportGone);
  return { name: file.originalFileName, content: file.content };
}

export async function setMarketingConsent(db: Db, actor: AuditActor, channel: MarketingChannel, granted: boolean, ctx: ConsentContext): Promise<MyPrivacy> {
  await db.transaction(async (tx) => {
    const changed = await setMarketing(tx, actor.userId, channel, granted, ctx);
    if (changed) {
      await writeAudit(tx, actor, {
        action: 'privacy.setMarketingConsent',
        target: auditTarget('user', actor.userId),
        after: { Channel: channel, Granted: granted },
      });
    }
  });
  return getMyPrivacy(db, actor.userId);
}

/**
 * Anonymizes in `tx`; the caller has checked there is no money pending. His unpaid invoices are
 * cancelled through their lifecycle (an order's reserved stock returns): nobody can pay them now.
 */
async function anonymize(tx: Tx, userId: number, at: Date): Promise<void> {
  const suffix = randomToken()
    .slice(0, 12)
    .replace(/[^A-Za-z0-9]/g, 'x');
  const done = await anonymizeMemberRows(tx, userId, messages.privacyAnonymizedName(userId), suffix, at);
  if (done) await cancelPendingInvoices(tx, eq(invoices.userId, userId), { now: at, actorId: null });
}

/**
 * The member's deletion request (docs/privacy.md#deletion): anonymized at once, unless money is
 * still his (a balance or a pending withdrawal): then the request waits in the operator's queue.
 */
export async function requestDeletion(db: Db, actor: AuditActor, now: Date = new Date()): Promise<DeletionResult> {
  return retryingConflicts(() =>
    db.transaction(async (tx) => {
      const { anonymized, moneyPending } = await lockForDeletion(tx, actor.userId);
      if (anonymized) throw unauthorized();
      if (await repo.openRequestOf(tx, actor.userId, 'deletion')) throw conflict(messages.privacyDeletionPending);
      const row = await repo.insertRequest(tx, {
        userId: actor.userId,
        kind: 'deletion',
        status: moneyPending ? 'open' : 'done',
        detail: moneyPending ? messages.privacyDeletionWithMoney : null,
        dueAt: dueDateFrom(now),
        closedAt: moneyPending ? null : now,
        createdAt: now,
      });
      if (!moneyPending) await anonymize(tx, actor.userId, now);
      await writeAudit(tx, actor, {
        action: moneyPending ? 'privacy.requestDeletion' : 'privacy.anonymize',
        target: auditTarget('privacyRequest', row.id),
        data: { UserId: actor.userId },
      });
      return { Anonymized: !moneyPending, RequestId: row.id };
    }),
  );
}

export async function requestOtherRight(db: Db, actor: AuditActor, body: RequestOtherRightBody, now: Date = new Date()): Promise<PrivacyRequestView> {
  return db.transaction(async (tx) => {
    const row = await repo.insertRequest(tx, { userId: actor.userId, kind: body.Kind, detail: body.Detail, dueAt: dueDateFrom(now), createdAt: now });
    await writeAudit(tx, actor, { action: 'privacy.request', target: auditTarget('privacyRequest', row.id), data: { Kind: body.Kind } });
    return requestView(row);
  });
}

export { anonymize as anonymizeInTransaction };
