import type { DbOrTx, Tx } from '../../db/client';
import { lockMembers } from '../ledger';

/**
 * Locks the ledger accounts of every member a settlement (or its inverse) posts to, together and
 * in one order (the ledger's lockMembers: one statement, account-id order, missing accounts
 * created), before those postings (docs/payments.md#invoice-lifecycle-and-handlers, "Lock order").
 * Every caller runs inside the transition's transaction. None: nothing happens.
 */
export async function lockMemberAccounts(tx: DbOrTx, memberIds: number[]): Promise<void> {
  const members = [...new Set(memberIds)];
  if (members.length === 0) return;
  await lockMembers(
    tx as Tx,
    members.map((userId) => ({ userId })),
  );
}
