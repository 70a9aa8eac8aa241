import { messages } from '@clube/contract';
import { CommissionLineStatus } from '@clube/contract/bonuses';
import type { DbOrTx } from '../../db/client';
import { HoldStatus, lockHolds, postTakingBack, SystemAccount, voidHolds, type HoldRow, type TakeBackCredit } from '../ledger';
import * as repo from './commissions.repository';

export interface ClawbackOutcome {
  /** Negative lines written now. */
  lines: number;
  /** Centavos of Creditado lines reversed: taken from wallets or recorded as the members' debt. */
  clawedBackCents: number;
  /** The part no wallet held, recorded in bonus receivables. */
  unrecoveredCents: number;
  transactionId: number | null;
  /** Centavos of lines still held ('Retido'): returned to the bonus expense, taken from no one. */
  heldCancelledCents: number;
}

export const clawbackKey = (invoiceId: number) => `bonus:invoice:${invoiceId}:clawback`;
export const heldVoidKey = (invoiceId: number) => `bonus:invoice:${invoiceId}:hold:void`;

/** A Creditado line whose money is still held for its beneficiary: it reached no wallet. */
function heldLineTest(holds: HoldRow[]) {
  const held = new Set(holds.filter((h) => h.kind === 'commission' && h.status === HoldStatus.Retido).map((h) => `${h.userId}:${h.category}`));
  return (l: repo.CommissionLineRow) => l.status === CommissionLineStatus.Creditado && l.beneficiaryId !== null && held.has(`${l.beneficiaryId}:${l.category}`);
}

/** What each Creditado line credited: the wallets it is taken back from. */
const creditsOf = (lines: repo.CommissionLineRow[]): TakeBackCredit[] =>
  lines.flatMap((l) =>
    l.status === CommissionLineStatus.Creditado && l.beneficiaryId !== null
      ? [{ member: l.beneficiaryId, category: l.category, amountCents: l.amountCents }]
      : [],
  );

/**
 * Claws back an invoice's commission lines inside the caller's transaction (the invoice was
 * cancelled or refunded after it was paid): one negative line per live line (reverses_line_id),
 * and one ledger transaction (key `bonus:invoice:{id}:clawback`) taking the credits back from the
 * wallets. A member may not go below zero: when his wallet no longer holds what he received, what
 * it holds is taken and the rest is recorded as his debt (bonus receivables), noted on his lines.
 * Simulado and Clube lines are reversed by lines only. Lines still held ('Retido': the right of
 * withdrawal had not passed, docs/bonuses.md#held-commissions) are reversed too, and their money
 * goes from held credits back to the bonus expense: no wallet is touched, no debt is created.
 * Nothing left to claw back: nothing happens.
 * The caller's audit row (the invoice's cancellation) records the outcome: one row per action.
 */
export async function clawBackInvoice(tx: DbOrTx, invoiceId: number, now: Date = new Date()): Promise<ClawbackOutcome> {
  return (await planClawback(tx, invoiceId, now)).apply();
}

/**
 * clawBackInvoice in two halves, for a paid invoice's cancellation (the bonuses' invoice handler):
 * the live lines are read now and `members` names every beneficiary a Creditado line credited, so
 * the cancellation locks them with the seller and the payer before any posting; `apply` claws back.
 */
export async function planClawback(
  tx: DbOrTx,
  invoiceId: number,
  now: Date = new Date(),
): Promise<{ members: number[]; apply: () => Promise<ClawbackOutcome> }> {
  // The invoice's holds first, locked (a release under way finishes first, then reads Liberado):
  // what is still held is voided, what was released is clawed back, never both.
  const holds = await lockHolds(tx, invoiceId);
  const live = await repo.liveLinesOf(tx, invoiceId);
  if (live.length === 0)
    return { members: [], apply: async () => ({ lines: 0, clawedBackCents: 0, unrecoveredCents: 0, transactionId: null, heldCancelledCents: 0 }) };
  const isHeld = heldLineTest(holds);
  return { members: creditsOf(live.filter((l) => !isHeld(l))).map((c) => c.member), apply: () => clawBackLines(tx, invoiceId, live, holds, isHeld, now) };
}

async function clawBackLines(
  tx: DbOrTx,
  invoiceId: number,
  live: repo.CommissionLineRow[],
  holds: HoldRow[],
  isHeld: (l: repo.CommissionLineRow) => boolean,
  now: Date,
): Promise<ClawbackOutcome> {
  const voided = await voidHolds(
    tx,
    holds.filter((h) => h.kind === 'commission'),
    {
      kind: 'commission_hold_void',
      idempotencyKey: heldVoidKey(invoiceId),
      reference: `invoice:${invoiceId}`,
      description: messages.heldCreditVoidEntry(invoiceId),
      source: SystemAccount.BonusExpense,
      at: now,
    },
  );
  const plan = await postTakingBack(tx, {
    kind: 'commission_clawback',
    idempotencyKey: clawbackKey(invoiceId),
    reference: `invoice:${invoiceId}`,
    description: messages.commissionClawbackEntry(invoiceId),
    creditor: SystemAccount.BonusExpense,
    receivable: SystemAccount.BonusReceivables,
    credits: creditsOf(live.filter((l) => !isHeld(l))),
    at: now,
  });
  const { transactionId } = plan;

  // A member's debt is noted once, on his first line of the invoice.
  const debtNoted = new Set<number>();
  const written = await repo.insertClawbacks(
    tx,
    live.map((l) => {
      const held = isHeld(l);
      const debt = !held && l.beneficiaryId !== null && l.status === CommissionLineStatus.Creditado ? (plan.unrecoveredOf.get(l.beneficiaryId) ?? 0) : 0;
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
        ledgerTransactionId: held ? voided.transactionId : l.status === CommissionLineStatus.Creditado ? transactionId : null,
        note: held ? 'clawback; held' : noteDebt ? `clawback; unrecovered ${debt}` : 'clawback',
        createdAt: now,
      };
    }),
  );
  return {
    lines: written.length,
    clawedBackCents: plan.totalCents,
    unrecoveredCents: plan.unrecoveredCents,
    transactionId,
    heldCancelledCents: voided.voidedCents,
  };
}
