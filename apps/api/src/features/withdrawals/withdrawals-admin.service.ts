import type { z } from 'zod';
import { EarningCategory, formatReais, MAX_PAGE_SIZE, messages, paginationResponse } from '@clube/contract';
import { WithdrawalStatus, type AdminGetAllWithdrawalsRequest, type AdminWithdrawal } from '@clube/contract/withdrawals';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { post, SystemAccount, type Leg } from '../ledger';
import { notifyMember, PushKind } from '../notifications';
import { toAdminWithdrawalDto } from './withdrawals.mapper';
import * as repo from './withdrawals.repository';

type ListInput = z.output<typeof AdminGetAllWithdrawalsRequest>;

export async function listAll(db: DbOrTx, input: ListInput) {
  const page = input.PaginationSettings.Page;
  const rowsPerPage = Math.min(input.PaginationSettings.RowsPerPage, MAX_PAGE_SIZE);
  const { rows, total } = await repo.searchAll(db, {
    status: input.WithdrawnStatus ?? undefined,
    usernamePrefix: input.Filters?.Username || undefined,
    descending: input.PaginationFilter?.OrderByDescending ?? true,
    limit: rowsPerPage,
    offset: (page - 1) * rowsPerPage,
  });
  return { data: rows.map(toAdminWithdrawalDto), pagination: paginationResponse(page, rowsPerPage, total) };
}

/** Takes the withdrawal out of Pendente or explains why not (404 unknown, 409 already closed). */
async function closeOrExplain(tx: Tx, id: number, change: Parameters<typeof repo.closePending>[2]) {
  const row = await repo.closePending(tx, id, change);
  if (row) return row;
  throw (await repo.existsById(tx, id)) ? conflict(messages.withdrawalNotPending) : notFound(messages.withdrawalNotFound);
}

async function viewOf(tx: Tx, id: number): Promise<AdminWithdrawal> {
  return toAdminWithdrawalDto((await repo.findAdminView(tx, id))!);
}

/** The audit row's before/after: the status fields an operator's answer changes (docs/admin.md#audit). */
const statusFields = (w: { status: number; cancelReason: string | null; processedAt: Date | null }) => ({
  status: w.status,
  cancelReason: w.cancelReason,
  processedAt: w.processedAt?.toISOString() ?? null,
});
const PENDING_FIELDS = { status: WithdrawalStatus.Pendente, cancelReason: null, processedAt: null };

/** The money left for the member's bank: in transit -> bank payouts (value) and fees income (fee). */
export async function pay(db: Db, actor: AuditActor, id: number): Promise<AdminWithdrawal> {
  return db.transaction(async (tx) => {
    const w = await closeOrExplain(tx, id, { status: WithdrawalStatus.Pago, processedBy: actor.userId });
    const legs: Leg[] = [
      { system: SystemAccount.WithdrawalsInTransit, amountCents: -(w.valueCents + w.taxCents) },
      { system: SystemAccount.BankPayouts, amountCents: w.valueCents },
    ];
    if (w.taxCents > 0) legs.push({ system: SystemAccount.Fees, amountCents: w.taxCents, category: EarningCategory.Taxa });
    const { transactionId } = await post(tx, {
      kind: 'withdrawal_paid',
      idempotencyKey: `withdrawal:${id}:paid`,
      reference: `withdrawal:${id}`,
      description: `Saque #${id} pago`,
      legs,
    });
    await repo.setSettleTransaction(tx, id, transactionId);
    await writeAudit(tx, actor, {
      action: 'withdrawal.pay',
      target: auditTarget('withdrawal', id),
      before: PENDING_FIELDS,
      after: statusFields(w),
      data: { userId: w.userId, valueCents: w.valueCents, taxCents: w.taxCents, transactionId },
    });
    await notifyMember(tx, {
      userId: w.userId,
      kind: PushKind.WithdrawalPaid,
      title: 'Saque pago',
      message: `Seu saque de ${formatReais(w.valueCents)} foi pago na sua conta bancária.`,
    });
    return viewOf(tx, id);
  });
}

/** Not paid out: value and fee go back to the member's wallet as one Estorno (category 8). */
export async function cancel(db: Db, actor: AuditActor, id: number, reason: string): Promise<AdminWithdrawal> {
  return db.transaction(async (tx) => {
    const w = await closeOrExplain(tx, id, { status: WithdrawalStatus.Cancelado, processedBy: actor.userId, cancelReason: reason });
    const { transactionId } = await post(tx, {
      kind: 'withdrawal_cancelled',
      idempotencyKey: `withdrawal:${id}:cancelled`,
      reference: `withdrawal:${id}`,
      description: `Estorno do saque #${id}`,
      legs: [
        { system: SystemAccount.WithdrawalsInTransit, amountCents: -(w.valueCents + w.taxCents) },
        { member: w.userId, amountCents: w.valueCents + w.taxCents, category: EarningCategory.Estorno },
      ],
    });
    await repo.setSettleTransaction(tx, id, transactionId);
    await writeAudit(tx, actor, {
      action: 'withdrawal.cancel',
      target: auditTarget('withdrawal', id),
      before: PENDING_FIELDS,
      after: statusFields(w),
      reason,
      data: { userId: w.userId, valueCents: w.valueCents, taxCents: w.taxCents, transactionId },
    });
    return viewOf(tx, id);
  });
}
