import type { z } from 'zod';
import { centsToReais, formatReais, messages, paginationResponse, reaisToCents } from '@clube/contract';
import {
  MoneyApprovalStatus,
  moneyApprovalStatusLabels,
  moneyOperationLabels,
  type BulkCreditPosted,
  type FundPayoutPostRequest,
  type GetAllMoneyApprovalsRequest,
  type MoneyApproval,
  type ProfitSharingPostRequest,
} from '@clube/contract/bonuses';
import type { Db, Tx } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { checkedSummary, planFor, planKey, postPlan, type BulkPlan, type MoneyOperationKind, type PlanSummary } from './bulk-credits.service';
import { readBonusRules } from './commissions.repository';
import * as repo from './money-approvals.repository';

/**
 * Posting a profit sharing or a fund payout (docs/bonuses.md#profit-sharing-and-fund-payouts) and
 * the second administrator's approval above the bonification center's SecondApprovalAbove
 * (docs/admin.md#two-administrator-approval). Every action writes ONE audit row in its own
 * transaction: a direct post (`profitSharing:<transaction>` / `fundPayout:<transaction>`), a
 * request, an approval and a rejection (`approval:<id>`).
 */

type Posted = { data: BulkCreditPosted; message: string };

const HOUR_MS = 3_600_000;

/**
 * Why an operation must wait for another administrator, or null when its requester may post it
 * alone (docs/security.md#the-two-administrator-rule-over-a-window). The threshold (reais; null: never; 0: always)
 * bounds the operation's total; within the window it also bounds what the requester posted alone
 * with this one, and what each member it credits received from operations posted alone with this
 * credit. What a second administrator approved, and what was refused or still waits, does not
 * count. The caller holds the lock of posts made alone (`repo.lockPostingsAlone`) when the total
 * is under the threshold.
 */
async function waitReason(tx: Tx, actor: AuditActor, plan: BulkPlan, summary: PlanSummary, rules: Threshold, now: Date): Promise<string | null> {
  if (rules.limitCents === null) return null;
  const limit = formatReais(rules.limitCents);
  if (summary.totalCents > rules.limitCents) return messages.approvalWaitsTotal(formatReais(summary.totalCents), limit);
  const since = new Date(now.getTime() - rules.windowHours * HOUR_MS);
  const window = messages.approvalWindow(rules.windowHours);
  const posted = await repo.postedAloneBy(tx, actor.userId, since);
  if (posted + summary.totalCents > rules.limitCents) {
    const requester = await repo.usernameOf(tx, actor.userId);
    return messages.approvalWaitsRequester(requester, formatReais(posted), formatReais(posted + summary.totalCents), limit, window);
  }
  const received = await repo.receivedAlone(
    tx,
    plan.credits.map((c) => c.userId),
    since,
  );
  for (const c of plan.credits) {
    const before = received.get(c.userId) ?? 0;
    if (before + c.cents > rules.limitCents) return messages.approvalWaitsRecipient(c.username, formatReais(before), formatReais(c.cents), limit, window);
  }
  return null;
}

interface Threshold {
  /** Null: no operation waits. */
  limitCents: number | null;
  windowHours: number;
}

async function thresholdOf(tx: Tx): Promise<Threshold> {
  const { SecondApprovalAbove, SecondApprovalWindowHours } = (await readBonusRules(tx)).center;
  return { limitCents: SecondApprovalAbove === null ? null : reaisToCents(SecondApprovalAbove), windowHours: SecondApprovalWindowHours };
}

const auditAction = (operation: MoneyOperationKind) => (operation === 'profitSharing' ? 'bonuses.profit_sharing' : 'bonuses.fund_payout');

/**
 * The plan is computed again inside the transaction and must be the one previewed (409). A plan
 * posted before answers so and moves nothing. One the requester may post alone is posted at once
 * and recorded as posted alone; otherwise a Pendente approval keeps the request, its hash and why
 * it waits, and nothing moves.
 */
async function postOrAsk(
  db: Db,
  actor: AuditActor,
  operation: MoneyOperationKind,
  input: { PreviewHash: string } & Record<string, unknown>,
  now: Date,
): Promise<Posted> {
  const { PreviewHash, ...request } = input;
  return db.transaction(async (tx) => {
    const plan = await planFor(tx, operation, request, now);
    const summary = checkedSummary(plan, PreviewHash);
    const threshold = await thresholdOf(tx);
    // Taken before the window is read, held until the commit: concurrent chunks see each other.
    if (threshold.limitCents !== null && summary.totalCents <= threshold.limitCents) await repo.lockPostingsAlone(tx);
    const repeated = await repo.postedTransaction(tx, planKey(plan));
    if (repeated) {
      const data = { TransactionId: repeated.id, Applied: false, Count: summary.count, Total: centsToReais(summary.totalCents), ApprovalId: null };
      return { data, message: messages.bulkCreditAlreadyPosted };
    }
    const reason = await waitReason(tx, actor, plan, summary, threshold, now);
    if (reason !== null) return askApproval(tx, actor, operation, request, summary, reason);

    const posted = await postAndRecord(tx, plan, operation, { requestedBy: actor.userId, approvalId: null, now });
    if (posted.applied) {
      await writeAudit(tx, actor, {
        action: auditAction(operation),
        target: auditTarget(operation, posted.transactionId),
        after: { transactionId: posted.transactionId, count: posted.count, totalCents: posted.totalCents },
        data: { params: summary.params, leftoverCents: summary.askedCents - summary.totalCents, hash: summary.hash },
      });
    }
    return {
      data: { TransactionId: posted.transactionId, Applied: posted.applied, Count: posted.count, Total: centsToReais(posted.totalCents), ApprovalId: null },
      message: posted.applied ? messages.bulkCreditPosted : messages.bulkCreditAlreadyPosted,
    };
  });
}

async function askApproval(
  tx: Tx,
  actor: AuditActor,
  operation: MoneyOperationKind,
  request: Record<string, unknown>,
  summary: PlanSummary,
  waitReason: string,
): Promise<Posted> {
  if (await repo.pendingWithHash(tx, operation, summary.hash)) throw conflict(messages.approvalAlreadyPending);
  const row = await repo.insertApproval(tx, {
    operation,
    payload: request,
    previewHash: summary.hash,
    totalCents: summary.totalCents,
    requestedBy: actor.userId,
    waitReason,
  });
  await writeAudit(tx, actor, {
    action: 'approvals.request',
    target: auditTarget('approval', row.id),
    after: { status: row.status, operation, totalCents: summary.totalCents, count: summary.count },
    data: { request, hash: summary.hash, waitReason },
  });
  return {
    data: { TransactionId: null, Applied: false, Count: summary.count, Total: centsToReais(summary.totalCents), ApprovalId: row.id },
    message: messages.approvalRequestedBecause(waitReason),
  };
}

export function postProfitSharing(db: Db, actor: AuditActor, input: z.output<typeof ProfitSharingPostRequest>, now: Date = new Date()) {
  return postOrAsk(db, actor, 'profitSharing', input, now);
}

export function postFundPayout(db: Db, actor: AuditActor, input: z.output<typeof FundPayoutPostRequest>, now: Date = new Date()) {
  return postOrAsk(db, actor, 'fundPayout', input, now);
}

// --- approvals -------------------------------------------------------------------------------

function toDto(a: repo.ApprovalListRow, viewerId: number): MoneyApproval {
  const status = moneyApprovalStatusLabels[a.status] ?? { label: String(a.status), color: 'gray' };
  const result = a.result as { transactionId: number; applied: boolean; count: number; totalCents: number } | null;
  const operation = a.operation as MoneyOperationKind;
  return {
    Id: a.id,
    Operation: operation,
    OperationFormatted: moneyOperationLabels[operation] ?? a.operation,
    Request: a.payload as MoneyApproval['Request'],
    PreviewHash: a.previewHash,
    Total: centsToReais(a.totalCents),
    Status: a.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    RequestedBy: { Id: a.requestedBy, Username: a.requesterUsername, Name: a.requesterName },
    RequestedOn: a.requestedAt.toISOString(),
    DecidedBy: a.decidedBy !== null ? { Id: a.decidedBy, Username: a.deciderUsername ?? '', Name: a.deciderName ?? '' } : null,
    DecidedOn: a.decidedAt?.toISOString() ?? null,
    WaitReason: a.waitReason,
    Reason: a.reason,
    Result: result ? { TransactionId: result.transactionId, Applied: result.applied, Count: result.count, Total: centsToReais(result.totalCents) } : null,
    CanDecide: a.status === MoneyApprovalStatus.Pendente && a.requestedBy !== viewerId,
  };
}

/** Posts a plan and, when it moved money, records it for the window of the two-administrator rule (docs/security.md). */
async function postAndRecord(tx: Tx, plan: BulkPlan, operation: MoneyOperationKind, by: { requestedBy: number; approvalId: number | null; now: Date }) {
  const posted = await postPlan(tx, plan);
  if (posted.applied) {
    await repo.recordPosting(tx, {
      operation,
      requestedBy: by.requestedBy,
      approvalId: by.approvalId,
      ledgerTransactionId: posted.transactionId,
      totalCents: posted.totalCents,
      postedAt: by.now,
    });
  }
  return posted;
}

export async function listApprovals(db: Db, viewerId: number, input: z.output<typeof GetAllMoneyApprovalsRequest>) {
  const { Page, RowsPerPage } = input.PaginationSettings;
  const { rows, total } = await repo.listApprovals(db, input.Filters?.Status ?? null, RowsPerPage, (Page - 1) * RowsPerPage);
  return { data: rows.map((r) => toDto(r, viewerId)), pagination: paginationResponse(Page, RowsPerPage, total) };
}

/**
 * The approval's decision, by another administrator than the one who asked (403), once (409):
 * Pendente -> `status` by a conditional update, so that of two deciding at once only one does.
 */
async function decided(tx: Tx, actor: AuditActor, id: number, status: number, reason: string | null, now: Date) {
  const current = await repo.findApproval(tx, id);
  if (!current) throw notFound(messages.approvalNotFound);
  if (current.requestedBy === actor.userId) throw forbidden(messages.approvalSameAdministrator);
  const row = await repo.decide(tx, id, status, actor.userId, now, reason);
  if (!row) throw conflict(messages.approvalAlreadyDecided);
  return row;
}

/**
 * Approves and posts exactly what was previewed: the credits are computed again and must have the
 * request's hash (409 otherwise, and the approval stays Pendente: reject it and ask again). The
 * posting, the status change and the audit row commit together.
 */
export async function approve(db: Db, actor: AuditActor, id: number, now: Date = new Date()): Promise<MoneyApproval> {
  await db.transaction(async (tx) => {
    const row = await decided(tx, actor, id, MoneyApprovalStatus.Aprovada, null, now);
    const operation = row.operation as MoneyOperationKind;
    const plan = await planFor(tx, operation, row.payload, now);
    checkedSummary(plan, row.previewHash, messages.approvalPreviewChanged);
    const posted = await postAndRecord(tx, plan, operation, { requestedBy: row.requestedBy, approvalId: id, now });
    await repo.saveResult(tx, id, posted);
    await writeAudit(tx, actor, {
      action: 'approvals.approve',
      target: auditTarget('approval', id),
      before: { status: MoneyApprovalStatus.Pendente },
      after: { status: row.status, transactionId: posted.transactionId, applied: posted.applied },
      data: { operation, count: posted.count, totalCents: posted.totalCents, requestedBy: row.requestedBy },
    });
  });
  return toDto((await repo.approvalWithPeople(db, id))!, actor.userId);
}

/** Rejects with a reason: nothing moves. */
export async function reject(db: Db, actor: AuditActor, id: number, reason: string, now: Date = new Date()): Promise<MoneyApproval> {
  await db.transaction(async (tx) => {
    const row = await decided(tx, actor, id, MoneyApprovalStatus.Recusada, reason, now);
    await writeAudit(tx, actor, {
      action: 'approvals.reject',
      target: auditTarget('approval', id),
      before: { status: MoneyApprovalStatus.Pendente },
      after: { status: row.status },
      reason,
      data: { operation: row.operation, totalCents: row.totalCents, requestedBy: row.requestedBy },
    });
  });
  return toDto((await repo.approvalWithPeople(db, id))!, actor.userId);
}
