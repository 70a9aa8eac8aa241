import type { DbOrTx } from '../../db/client';
import { inTransaction, lockMembers, post, type Leg, type SystemAccountCode } from './ledger.service';

/** What a member was credited and now gives back, by category. */
export interface TakeBackCredit {
  member: number;
  category: number;
  amountCents: number;
}

export interface TakeBackRequest {
  kind: string;
  idempotencyKey: string;
  reference: string;
  description: string;
  /** The system account that paid the credits and gets all of them back. */
  creditor: SystemAccountCode;
  /** Where the part a wallet no longer holds is recorded as that member's debt. */
  receivable: SystemAccountCode;
  credits: TakeBackCredit[];
  at?: Date;
}

export interface TakeBackOutcome {
  /** Everything taken back: from wallets or recorded as the members' debt. */
  totalCents: number;
  /** The part no wallet held, recorded in `receivable`. */
  unrecoveredCents: number;
  unrecoveredOf: Map<number, number>;
  transactionId: number | null;
}

function byMember(credits: TakeBackCredit[]) {
  const owed = new Map<number, Map<number, number>>();
  for (const c of credits) {
    if (c.amountCents <= 0) continue;
    const byCategory = owed.get(c.member) ?? new Map<number, number>();
    byCategory.set(c.category, (byCategory.get(c.category) ?? 0) + c.amountCents);
    owed.set(c.member, byCategory);
  }
  return owed;
}

/** The legs: the creditor gets everything; each member gives what his wallet holds (`recoverable`); the rest is his debt. */
function legsOf(req: TakeBackRequest, owed: Map<number, Map<number, number>>, recoverable: Map<number, number>) {
  const legs: Leg[] = [];
  let total = 0;
  let unrecovered = 0;
  const unrecoveredOf = new Map<number, number>();
  for (const [member, byCategory] of owed) {
    let left = recoverable.get(member) ?? 0;
    for (const [category, cents] of byCategory) {
      total += cents;
      const taken = Math.min(cents, Math.max(0, left));
      left -= taken;
      if (taken > 0) legs.push({ member, amountCents: -taken, category, description: req.description });
      if (cents > taken) {
        unrecovered += cents - taken;
        unrecoveredOf.set(member, (unrecoveredOf.get(member) ?? 0) + cents - taken);
      }
    }
  }
  if (total === 0) return { legs: [], total, unrecovered, unrecoveredOf };
  legs.unshift({ system: req.creditor, amountCents: total });
  if (unrecovered > 0) legs.push({ system: req.receivable, amountCents: -unrecovered });
  return { legs, total, unrecovered, unrecoveredOf };
}

/**
 * Takes credits back from members' wallets in ONE ledger transaction inside the caller's `tx`,
 * never below zero (docs/bonuses.md#clawbacks): when a wallet no longer holds what it received,
 * what it holds is taken and the rest is recorded as that member's debt in `receivable`. The
 * members are locked first (docs/ledger.md, "One lock order"), and the lock's own read gives the
 * balances the posting moves. The idempotency key moves money once.
 */
export async function postTakingBack(db: DbOrTx, req: TakeBackRequest): Promise<TakeBackOutcome> {
  const owed = byMember(req.credits);
  if (owed.size === 0) return { totalCents: 0, unrecoveredCents: 0, unrecoveredOf: new Map(), transactionId: null };
  return inTransaction(db, async (tx) => {
    const balances = await lockMembers(
      tx,
      [...owed.keys()].map((userId) => ({ userId })),
    );
    const recoverable = new Map([...owed.keys()].map((member) => [member, balances.of(member)]));
    const plan = legsOf(req, owed, recoverable);
    const { transactionId } = await post(tx, {
      kind: req.kind,
      idempotencyKey: req.idempotencyKey,
      reference: req.reference,
      description: req.description,
      legs: plan.legs,
      at: req.at,
    });
    return { totalCents: plan.total, unrecoveredCents: plan.unrecovered, unrecoveredOf: plan.unrecoveredOf, transactionId };
  });
}
