import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ledgerHolds } from '../../db/schema';
import { addDays } from '../../platform/dates';
import { lockMembers, post, postMany, SystemAccount, type Leg, type PostingResult, type SystemAccountCode } from './ledger.service';

/*
 * Held credits (docs/ledger.md#held-credits): a two-phase credit, as TigerBeetle's pending
 * transfers. Phase one moves the money out of its source (bonus expense, club revenue) into the
 * `held_credits` system account and records who it is owed to (a `ledger_holds` row); phase two
 * either releases it to the member's wallet or voids it back to its source. No member account is
 * touched before the release, so a cancellation inside the window takes nothing from anyone.
 */

export const HoldStatus = { Cancelado: 0, Retido: 1, Liberado: 2 } as const;
export type HoldKind = 'commission' | 'sale';
export type HoldRow = typeof ledgerHolds.$inferSelect;

/** What one member is owed, once the hold is released, in one category. */
export interface HoldCredit {
  member: number;
  category: number;
  amountCents: number;
  /** The description of his entry when it is released (what it would have said at once). */
  description: string;
}

/** How long: `holdDays` from the day the window starts; `releasesOn` null until it starts (a goods order's delivery). */
export interface HoldTerms {
  holdDays: number;
  releasesOn: string | null;
}

/**
 * The day held money frees: the day after the window's last day. A window of `holdDays` from day D
 * runs to the end of D + holdDays (the start day left out, as the right of withdrawal counts it:
 * platform/withdrawal-window.ts), and the buyer may withdraw all of that last day, so nothing may
 * reach a wallet before D + holdDays + 1 (docs/ledger.md#held-credits).
 */
export const holdReleaseDay = (startDay: string, holdDays: number) => addDays(startDay, holdDays + 1);

/** The terms of a hold whose window starts on `startDay` (a payment's day), or not yet (null: a goods order before its delivery). */
export const holdTermsFrom = (holdDays: number, startDay: string | null): HoldTerms => ({
  holdDays,
  releasesOn: startDay === null ? null : holdReleaseDay(startDay, holdDays),
});

/** The two legs of phase one: the source pays `total` into the held credits account. */
export function holdingLegs(source: SystemAccountCode, totalCents: number): Leg[] {
  return [
    { system: source, amountCents: -totalCents },
    { system: SystemAccount.HeldCredits, amountCents: totalCents },
  ];
}

/** Sums credits by member and category (one hold row each). */
function merged(credits: HoldCredit[]): HoldCredit[] {
  const by = new Map<string, HoldCredit>();
  for (const c of credits) {
    if (c.amountCents <= 0) continue;
    const key = `${c.member}:${c.category}`;
    const prior = by.get(key);
    by.set(key, prior ? { ...prior, amountCents: prior.amountCents + c.amountCents } : { ...c });
  }
  return [...by.values()];
}

/**
 * Records the holds of a phase-one posting that moved money now (`transactionId`), inside its
 * transaction. A hold already recorded for the same invoice, kind, member and category is kept.
 */
export async function recordHolds(
  tx: DbOrTx,
  h: { invoiceId: number; kind: HoldKind; transactionId: number; credits: HoldCredit[]; terms: HoldTerms; at: Date },
): Promise<void> {
  const credits = merged(h.credits);
  if (credits.length === 0) return;
  await tx
    .insert(ledgerHolds)
    .values(
      credits.map((c) => ({
        invoiceId: h.invoiceId,
        kind: h.kind,
        userId: c.member,
        category: c.category,
        amountCents: c.amountCents,
        description: c.description,
        holdDays: h.terms.holdDays,
        releasesOn: h.terms.releasesOn,
        holdTransactionId: h.transactionId,
        createdAt: h.at,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Phase one in one call: `source` pays the credits into held credits (key `idempotencyKey`) and
 * the holds are recorded. A repeated key moves nothing and records nothing.
 */
export async function postHolds(
  tx: DbOrTx,
  req: {
    kind: string;
    idempotencyKey: string;
    reference: string;
    description: string;
    source: SystemAccountCode;
    invoiceId: number;
    holdKind: HoldKind;
    credits: HoldCredit[];
    terms: HoldTerms;
    at: Date;
  },
): Promise<PostingResult | undefined> {
  const total = req.credits.reduce((s, c) => s + Math.max(0, c.amountCents), 0);
  if (total <= 0) return undefined;
  const result = await post(tx, {
    kind: req.kind,
    idempotencyKey: req.idempotencyKey,
    reference: req.reference,
    description: req.description,
    legs: holdingLegs(req.source, total),
    at: req.at,
  });
  if (result.applied) {
    await recordHolds(tx, {
      invoiceId: req.invoiceId,
      kind: req.holdKind,
      transactionId: result.transactionId,
      credits: req.credits,
      terms: req.terms,
      at: req.at,
    });
  }
  return result;
}

/**
 * Locks every hold of an invoice, whatever its kind and status, in id order, and answers them as
 * they are now. A release under way holds its rows until it commits: this waits for it and then
 * reads Liberado, so a cancellation and a release of the same hold never both win. Every writer
 * that waits for an invoice's holds (a cancellation, a delivery) takes all of them this way, before
 * the order: no two of them wait for each other in a cycle (docs/ledger.md#held-credits).
 */
export async function lockHolds(tx: DbOrTx, invoiceId: number): Promise<HoldRow[]> {
  return tx
    .select()
    .from(ledgerHolds)
    .where(sql`${ledgerHolds.invoiceId} = ${invoiceId}`)
    .orderBy(ledgerHolds.id)
    .for('update');
}

/**
 * Phase two, void: the still-Retido holds among `locked` (rows `lockHolds` answered in this
 * transaction) go back to `source` (key `idempotencyKey`) and become Cancelado. No member
 * account moves. Answers the centavos returned and the posting.
 */
export async function voidHolds(
  tx: DbOrTx,
  locked: HoldRow[],
  req: { kind: string; idempotencyKey: string; reference: string; description: string; source: SystemAccountCode; at: Date },
): Promise<{ voidedCents: number; transactionId: number | null; voided: HoldRow[] }> {
  const held = locked.filter((h) => h.status === HoldStatus.Retido);
  const total = held.reduce((s, h) => s + h.amountCents, 0);
  if (total === 0) return { voidedCents: 0, transactionId: null, voided: [] };
  const result = await post(tx, {
    kind: req.kind,
    idempotencyKey: req.idempotencyKey,
    reference: req.reference,
    description: req.description,
    legs: [
      { system: SystemAccount.HeldCredits, amountCents: -total },
      { system: req.source, amountCents: total },
    ],
    at: req.at,
  });
  await tx.execute(sql`
    UPDATE ledger_holds SET status = ${HoldStatus.Cancelado}, void_transaction_id = ${result.transactionId}, cancelled_at = ${req.at.toISOString()}::timestamptz
    WHERE id = ANY(${`{${held.map((h) => h.id).join(',')}}`}::bigint[]) AND status = ${HoldStatus.Retido}`);
  return { voidedCents: total, transactionId: result.transactionId, voided: held };
}

/** The key of one hold's release: a rerun, or a second instance, never pays it twice. */
export const holdReleaseKey = (holdId: number) => `hold:${holdId}:release`;

/**
 * Phase two, release, for one batch inside the caller's transaction: up to `limit` Retido holds
 * whose day has come (`releases_on` <= `today`), locked with SKIP LOCKED (a hold another run or a
 * cancellation holds is left to it), their members locked in the one order, each paid to its
 * member's wallet by its own posting (key `hold:{id}:release`, the hold's category and
 * description), and made Liberado. Answers the holds released now.
 */
export async function releaseDueHolds(tx: Tx, today: string, limit: number, now: Date): Promise<HoldRow[]> {
  const due = await tx
    .select()
    .from(ledgerHolds)
    .where(sql`${ledgerHolds.status} = ${HoldStatus.Retido} AND ${ledgerHolds.releasesOn} <= ${today}::date`)
    .orderBy(ledgerHolds.releasesOn, ledgerHolds.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  await lockMembers(
    tx,
    due.map((h) => ({ userId: h.userId })),
  );
  const results = await postMany(
    tx,
    due.map((h) => ({
      // A seller's credit keeps the `order_sale` family of kinds: it pays goods, not a commission (docs/transparency.md).
      kind: h.kind === 'sale' ? 'order_sale_release' : 'hold_release',
      idempotencyKey: holdReleaseKey(h.id),
      reference: `invoice:${h.invoiceId}`,
      description: h.description,
      legs: [
        { system: SystemAccount.HeldCredits, amountCents: -h.amountCents },
        { member: h.userId, amountCents: h.amountCents, category: h.category, description: h.description },
      ],
      at: now,
    })),
  );
  await tx.execute(sql`
    UPDATE ledger_holds h SET status = ${HoldStatus.Liberado}, release_transaction_id = v.tx, released_at = ${now.toISOString()}::timestamptz
    FROM unnest(${`{${due.map((h) => h.id).join(',')}}`}::bigint[], ${`{${results.map((r) => r.transactionId).join(',')}}`}::bigint[]) AS v(id, tx)
    WHERE h.id = v.id AND h.status = ${HoldStatus.Retido}`);
  return due;
}

/**
 * The window of an order's holds starts (its delivery): each Retido hold still without a day is
 * released `hold_days` after `day`. Runs before the order's own update, so a delivery takes the
 * holds before the order, as a cancellation does (docs/ledger.md#held-credits).
 */
export async function startHoldClock(tx: DbOrTx, invoiceId: number, day: string): Promise<void> {
  if ((await lockHolds(tx, invoiceId)).length === 0) return;
  await tx.execute(sql`
    UPDATE ledger_holds SET releases_on = ${day}::date + hold_days + 1
    WHERE invoice_id = ${invoiceId} AND status = ${HoldStatus.Retido} AND releases_on IS NULL`);
}

/** A member's 'Saldo retido': what is held for him, and the next day some of it is released (null: none dated yet). */
export async function heldOf(db: DbOrTx, userId: number): Promise<{ heldCents: number; nextReleaseOn: string | null }> {
  const [row] = rowsOf<{ held: string | null; next: string | null }>(
    await db.execute(sql`
      SELECT COALESCE(SUM(amount_cents), 0)::text AS held, to_char(MIN(releases_on), 'YYYY-MM-DD') AS next
      FROM ledger_holds WHERE user_id = ${userId} AND status = ${HoldStatus.Retido}`),
  );
  return { heldCents: Number(row?.held ?? 0), nextReleaseOn: row?.next ?? null };
}

/** Phase one's account must hold exactly what is still Retido (the verifier's check). */
export async function heldMismatch(db: DbOrTx): Promise<{ accountCents: number; holdsCents: number } | undefined> {
  const [row] = rowsOf<{ account: string; holds: string }>(
    await db.execute(sql`
      SELECT COALESCE((SELECT SUM(e.amount_cents) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                       WHERE a.code = ${SystemAccount.HeldCredits}), 0)::text AS account,
             COALESCE((SELECT SUM(amount_cents) FROM ledger_holds WHERE status = ${HoldStatus.Retido}), 0)::text AS holds`),
  );
  const accountCents = Number(row?.account ?? 0);
  const holdsCents = Number(row?.holds ?? 0);
  return accountCents === holdsCents ? undefined : { accountCents, holdsCents };
}
