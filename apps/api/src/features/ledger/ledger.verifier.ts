import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { heldMismatch } from './ledger.holds';

export interface LedgerProblem {
  kind: 'unbalanced_transaction' | 'balance_mismatch' | 'negative_member_balance' | 'empty_transaction' | 'held_mismatch';
  id: number;
  detail: string;
}

/**
 * Proves the ledger: every transaction's entries sum to zero, every member account's balance equals
 * the sum of its entries, no member account is below zero, and the held credits account holds
 * what the Retido holds say. Returns what it finds (nothing, when sound).
 */
export async function verifyLedger(db: DbOrTx): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const unbalanced = await db.execute<{ id: number; total: string }>(sql`
    SELECT t.id, COALESCE(SUM(e.amount_cents), 0)::text AS total, COUNT(e.id)::int AS n
    FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
    GROUP BY t.id HAVING COALESCE(SUM(e.amount_cents), 0) <> 0 OR COUNT(e.id) = 0`);
  for (const r of rowsOf(unbalanced)) {
    problems.push({
      kind: Number(r.n) === 0 ? 'empty_transaction' : 'unbalanced_transaction',
      id: Number(r.id),
      detail: `sum ${r.total}`,
    });
  }
  // A system account keeps no stored balance (its entries are its balance), so only members' are compared.
  const mismatched = await db.execute(sql`
    SELECT a.id, a.balance_cents::text AS balance, COALESCE(SUM(e.amount_cents), 0)::text AS entries
    FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    WHERE a.kind = 'member'
    GROUP BY a.id HAVING a.balance_cents <> COALESCE(SUM(e.amount_cents), 0)`);
  for (const r of rowsOf(mismatched)) {
    problems.push({ kind: 'balance_mismatch', id: Number(r.id), detail: `balance ${r.balance} != entries ${r.entries}` });
  }
  const negative = await db.execute(sql`
    SELECT id, balance_cents::text AS balance FROM ledger_accounts WHERE kind = 'member' AND balance_cents < 0`);
  for (const r of rowsOf(negative)) {
    problems.push({ kind: 'negative_member_balance', id: Number(r.id), detail: `balance ${r.balance}` });
  }
  // The held credits account holds exactly what is still Retido (docs/ledger.md#held-credits).
  const held = await heldMismatch(db);
  if (held) problems.push({ kind: 'held_mismatch', id: 0, detail: `held_credits ${held.accountCents} != holds ${held.holdsCents}` });
  return problems;
}
