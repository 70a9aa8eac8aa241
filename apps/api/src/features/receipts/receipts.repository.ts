import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bankAccounts, gatewayPayments, invoices, ledgerTransactions, transfers, users, withdrawals } from '../../db/schema';
import type { LedgerFacts } from './authentication-code';

/** The ledger transaction a receipt stands for, with what its code is derived from. */
const factsColumns = {
  transactionId: ledgerTransactions.id,
  kind: ledgerTransactions.kind,
  // Microseconds, as stored: the code covers the time the ledger holds, not a rounding of it.
  at: sql<string>`to_char(ledger_transactions.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  // What it moved: its credit legs (the debit legs are the same amount, negative). Columns named
  // in full: in a one-table select drizzle leaves them unqualified, and `id` would be e's.
  amountCents: sql<string>`(SELECT coalesce(sum(e.amount_cents), 0) FROM ledger_entries e WHERE e.transaction_id = ledger_transactions.id AND e.amount_cents > 0)`,
};

interface FactsRow {
  transactionId: number;
  kind: string;
  at: string;
  amountCents: string | number;
}
const toFacts = (r: FactsRow): LedgerFacts => ({ transactionId: Number(r.transactionId), kind: r.kind, at: r.at, amountCents: Number(r.amountCents) });

/** Who a receipt names: a member's name, username and document (CPF, or CNPJ for a company). */
type PersonTable = Record<'name' | 'username' | 'personType' | 'cnpj' | 'regionalId', AnyPgColumn>;
const personColumns = (u: PersonTable) => ({
  name: sql<string>`${u.name}`,
  username: sql<string>`${u.username}`,
  document: sql<string | null>`CASE WHEN ${u.personType} = 2 THEN ${u.cnpj} ELSE ${u.regionalId} END`,
});
export interface Person {
  name: string;
  username: string;
  document: string | null;
}

const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');

export async function findTransfer(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ transfer: transfers, from: personColumns(fromUser), to: personColumns(toUser), facts: factsColumns })
    .from(transfers)
    .innerJoin(fromUser, eq(fromUser.id, transfers.fromUserId))
    .innerJoin(toUser, eq(toUser.id, transfers.toUserId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, transfers.transactionId))
    .where(eq(transfers.id, id))
    .limit(1);
  return row && { ...row, facts: toFacts(row.facts) };
}

export async function findWithdrawal(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ withdrawal: withdrawals, member: personColumns(users), bank: bankAccounts, facts: factsColumns })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, withdrawals.requestTransactionId))
    .where(eq(withdrawals.id, id))
    .limit(1);
  return row && { ...row, facts: toFacts(row.facts) };
}

export async function findInvoice(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ invoice: invoices, owner: personColumns(users) })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(invoices.id, id))
    .limit(1);
  return row;
}

/** The gateway attempts of an invoice that the gateway named (only those can have settled it), newest first. */
export function gatewayAttempts(db: DbOrTx, invoiceId: number) {
  return db
    .select({
      gateway: gatewayPayments.gateway,
      externalId: gatewayPayments.externalId,
      method: gatewayPayments.method,
      payerName: gatewayPayments.payerName,
      documentNumber: gatewayPayments.documentNumber,
    })
    .from(gatewayPayments)
    .where(and(eq(gatewayPayments.invoiceId, invoiceId), isNotNull(gatewayPayments.externalId)))
    .orderBy(desc(gatewayPayments.id));
}

/** The first of these ledger transactions that exists (looked up by their unique keys). */
export async function findTransactionByKeys(db: DbOrTx, keys: string[]): Promise<(LedgerFacts & { key: string }) | undefined> {
  if (keys.length === 0) return undefined;
  const [row] = await db
    .select({ ...factsColumns, key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(inArray(ledgerTransactions.idempotencyKey, keys))
    .orderBy(ledgerTransactions.id)
    .limit(1);
  return row && { ...toFacts(row), key: row.key };
}
