import { messages } from '@clube/contract';
import { CommissionLineStatus } from '@clube/contract/bonuses';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { memberBalanceCents, post, SystemAccount, type Leg } from '../ledger';
import * as repo from './commissions.repository';

export interface ClawbackOutcome {
  /** Negative lines written now. */
  lines: number;
  /** Centavos of Creditado lines reversed: taken from wallets or recorded as the members' debt. */
  clawedBackCents: number;
  /** The part no wallet held, recorded in bonus receivables. */
  unrecoveredCents: number;
  transactionId: number | null;
}

export const clawbackKey = (invoiceId: number) => `bonus:invoice:${invoiceId}:clawback`;

/** Per member: what his lines of the invoice credited him, by category. */
function owedByMember(lines: repo.CommissionLineRow[]) {
  const owed = new Map<number, Map<number, number>>();
  for (const l of lines) {
    if (l.status !== CommissionLineStatus.Creditado || l.beneficiaryId === null) continue;
    const byCategory = owed.get(l.beneficiaryId) ?? new Map<number, number>();
    byCategory.set(l.category, (byCategory.get(l.category) ?? 0) + l.amountCents);
    owed.set(l.beneficiaryId, byCategory);
  }
  return owed;
}

/**
 * The reversal's legs: the bonus expense takes the whole amount back; each member gives back what
 * his wallet holds (`recoverable`, all of it unless told), by the categories he was credited in,
 * and the rest becomes his debt in bonus receivables (docs/bonuses.md#clawbacks).
 */
function reversalLegs(owed: Map<number, Map<number, number>>, recoverable: Map<number, number> | undefined, invoiceId: number) {
  const legs: Leg[] = [];
  let total = 0;
  let unrecovered = 0;
  const unrecoveredOf = new Map<number, number>();
  for (const [member, byCategory] of owed) {
    let left = recoverable?.get(member) ?? Number.MAX_SAFE_INTEGER;
    for (const [category, cents] of byCategory) {
      total += cents;
      const taken = Math.min(cents, Math.max(0, left));
      left -= taken;
      if (taken > 0) legs.push({ member, amountCents: -taken, category, description: messages.commissionClawbackEntry(invoiceId) });
      if (cents > taken) {
        unrecovered += cents - taken;
        unrecoveredOf.set(member, (unrecoveredOf.get(member) ?? 0) + cents - taken);
      }
    }
  }
  if (total === 0) return { legs: [], total, unrecovered, unrecoveredOf };
  legs.unshift({ system: SystemAccount.BonusExpense, amountCents: total });
  if (unrecovered > 0) legs.push({ system: SystemAccount.BonusReceivables, amountCents: -unrecovered });
  return { legs, total, unrecovered, unrecoveredOf };
}

/**
 * Claws back an invoice's commission lines inside the caller's transaction (the invoice was
 * cancelled or refunded after it was paid): one negative line per live line (reverses_line_id),
 * and one ledger transaction (key `bonus:invoice:{id}:clawback`) taking the credits back from the
 * wallets. A member may not go below zero: when his wallet no longer holds what he received, what
 * it holds is taken and the rest is recorded as his debt (bonus receivables), noted on his lines.
 * Simulado and Clube lines are reversed by lines only. Nothing left to claw back: nothing happens.
 */
export async function clawBackInvoice(tx: DbOrTx, invoiceId: number, reason: string, actorId: number | null, now: Date = new Date()): Promise<ClawbackOutcome> {
  const live = await repo.liveLinesOf(tx, invoiceId);
  if (live.length === 0) return { lines: 0, clawedBackCents: 0, unrecoveredCents: 0, transactionId: null };

  const owed = owedByMember(live);
  const request = (legs: Leg[]) => ({
    kind: 'commission_clawback',
    idempotencyKey: clawbackKey(invoiceId),
    reference: `invoice:${invoiceId}`,
    description: messages.commissionClawbackEntry(invoiceId),
    legs,
    at: now,
  });
  let plan = reversalLegs(owed, undefined, invoiceId);
  let transactionId: number | null = null;
  if (plan.legs.length > 0) {
    try {
      transactionId = (await post(tx, request(plan.legs))).transactionId;
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'UNPROCESSABLE')) throw err;
      // Some wallet is short. The refused statement locked the accounts it would move, so the
      // balances read now stay put until this transaction ends.
      const recoverable = new Map<number, number>();
      for (const member of owed.keys()) recoverable.set(member, await memberBalanceCents(tx, member));
      plan = reversalLegs(owed, recoverable, invoiceId);
      transactionId = (await post(tx, request(plan.legs))).transactionId;
    }
  }

  // A member's debt is noted once, on his first line of the invoice.
  const debtNoted = new Set<number>();
  const written = await repo.insertClawbacks(
    tx,
    live.map((l) => {
      const debt = l.beneficiaryId !== null && l.status === CommissionLineStatus.Creditado ? (plan.unrecoveredOf.get(l.beneficiaryId) ?? 0) : 0;
      const noteDebt = debt > 0 && !debtNoted.has(l.beneficiaryId!);
      if (noteDebt) debtNoted.add(l.beneficiaryId!);
      return {
        sourceInvoiceId: l.sourceInvoiceId,
        sourceItemId: l.sourceItemId,
        sourceUserId: l.sourceUserId,
        beneficiaryId: l.beneficiaryId,
        treeLevel: l.treeLevel,
        paidLevel: l.paidLevel,
        unilevelTableId: l.unilevelTableId,
        unilevelVersion: l.unilevelVersion,
        baseCents: l.baseCents,
        percentageBp: l.percentageBp,
        amountCents: -l.amountCents,
        category: l.category,
        status: l.status,
        reversesLineId: l.id,
        ledgerTransactionId: l.status === CommissionLineStatus.Creditado ? transactionId : null,
        note: noteDebt ? `clawback; unrecovered ${debt}` : 'clawback',
        createdAt: now,
      };
    }),
  );
  await repo.audit(tx, {
    actorId,
    action: 'bonuses.clawback',
    target: `invoice:${invoiceId}`,
    data: { reason, lines: written.length, clawedBackCents: plan.total, unrecoveredCents: plan.unrecovered, transactionId },
  });
  return { lines: written.length, clawedBackCents: plan.total, unrecoveredCents: plan.unrecovered, transactionId };
}
