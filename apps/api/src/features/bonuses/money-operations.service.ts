import type { z } from 'zod';
import { centsToReais, messages, paginationResponse, reaisToCents } from '@clube/contract';
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
import { checkedSummary, planFor, postPlan, type MoneyOperationKind, type PlanSummary } from './bulk-credits.service';
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

/** Above the threshold (reais; null: never; 0: always) the operation waits for another administrator. */
async function needsApproval(tx: Tx, totalCents: number): Promise<boolean> {
  const above = (await readBonusRules(tx)).center.SecondApprovalAbove;
  return above !== null && totalCents > reaisToCents(above);
}

const auditAction = (operation: MoneyOperationKind) => (operation === 'profitSharing' ? 'bonuses.profit_sharing' : 'bonuses.fund_payout');

/**
 * The plan is computed again inside the transaction and must be the one previewed (409). Under
 * the threshold it is posted at once; above it a Pendente approval keeps the request and its hash,
 * and nothing moves.
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
    if (await needsApproval(tx, summary.totalCents)) return askApproval(tx, actor, operation, request, summary);

    const posted = await postPlan(tx, plan);
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

async function askApproval(tx: Tx, actor: AuditActor, operation: MoneyOperationKind, request: Record<string, unknown>, summary: PlanSummary): Promise<Posted> {
  if (await repo.pendingWithHash(tx, operation, summary.hash)) throw conflict(messages.approvalAlreadyPending);
  const row = await repo.insertApproval(tx, {
    operation,
    payload: request,
    previewHash: summary.hash,
    totalCents: summary.totalCents,
    requestedBy: actor.userId,
  });
  await writeAudit(tx, actor, {
    action: 'approvals.request',
    target: auditTarget('approval', row.id),
    after: { status: row.status, operation, totalCents: summary.totalCents, count: summary.count },
    data: { request, hash: summary.hash },
  });
  return {
    data: { TransactionId: null, Applied: false, Count: summary.count, Total: centsToReais(summary.totalCents), ApprovalId: row.id },
    message: messages.approvalRequested,
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
    Reason: a.reason,
    Result: result ? { TransactionId: result.transactionId, Applied: result.applied, Count: result.count, Total: centsToReais(result.totalCents) } : null,
    CanDecide: a.status === MoneyApprovalStatus.Pendente && a.requestedBy !== viewerId,
  };
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
    const posted = await postPlan(tx, plan);
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
