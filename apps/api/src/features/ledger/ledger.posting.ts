import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';

/**
 * The ledger's only write: double-entry transactions in ONE statement (one round trip), prepared
 * once per connection (docs/performance.md, "The ledger's single statement").
 *
 * Where the transactions and legs come from is the only part that varies (`PostingSource`):
 * parallel arrays for `post`/`postMany`, or a feature's own look-ups for a posting composed with a
 * companion insert (a transfer: recipient checks, both legs and the transfers row in one
 * statement). Everything written to `ledger_*` tables is written here.
 *
 * - `tx`: the transactions, each with the id of an earlier one carrying its idempotency key (a
 *   repeated key moves nothing and is answered with the first transaction's id).
 * - `leg_all`: the legs with their account; `resolution` is false when a leg names an account that
 *   does not exist yet: nothing is written, the service creates the accounts (`missing`) and
 *   posts again.
 * - `locked`: the member accounts the fresh transactions move, locked in account-id order. A
 *   locking read answers the row's latest version, and nothing can move it before the commit:
 *   `verdict` checks that balance, and `balances` writes that same balance plus the delta, never
 *   "whatever the update reads plus the delta", which under concurrency was not always the
 *   balance checked (docs/ledger.md, "The balance written is the balance checked"). No member
 *   account may go below zero: when one would, nothing is written and the statement answers
 *   funded = false.
 * - System accounts (club revenue, bonus expense, fees, clearing...) keep no stored balance: a
 *   posting appends their entries and never touches their row, so no posting waits on another's
 *   (docs/ledger.md, "System accounts: no hot rows"). Their balance is the sum of their entries.
 * - Member balances move by the sum of the legs that were really inserted; the CHECK constraint on
 *   the balance stays the last guard, and the deferred trigger proves each transaction sums to
 *   zero at commit.
 * - `posted` (n, transaction_id): the transactions inserted by this statement, which a companion
 *   insert joins to write its own row only when the money moved.
 *
 * Every look-up of an account or a key is a scalar subquery on a unique index: a plan prepared
 * while the tables were small keeps probing the index as they grow, never scanning them.
 */
export interface PostingSource {
  /** The caller's look-ups, as CTEs (`name AS MATERIALIZED (...)`), written before the ledger's. */
  lookups?: SQL;
  /** SELECT of the transactions: key, kind, description, reference, at, n (1, 2, ... in order). */
  transactions: SQL;
  /** SELECT of the legs: tx_n, user_id, wallet_type, code, amount, category, description, ord. */
  legs: SQL;
  /** The caller's data-modifying CTE for its own table (`name AS (INSERT ... RETURNING ...)`), joining `posted`. */
  companion?: SQL;
  /** Columns added to the answer: the look-ups, the companion's row. */
  select?: SQL;
}

export interface PostingOutcomeRow {
  resolved: boolean;
  funded: boolean;
  /** Per transaction, in order: [key, id inserted now | null, id of an earlier one with the key | null]; null when none. */
  outcome: Array<[string, number | null, number | null]> | null;
  /** Legs whose account does not exist yet: [user id, wallet type, code]. */
  missing: Array<[number | null, number | null, string | null]> | null;
}

const dialect = new PgDialect();
const preparedText = (part: SQL) => dialect.sqlToQuery(part).sql;

/** What a caller's SQL may not do: only this file writes the ledger's tables. */
const LEDGER_WRITE = /\b(insert\s+into|update|delete\s+from)\s+"?ledger_/i;

export function postingStatement<Extra = object>(name: string, source: PostingSource) {
  for (const part of [source.lookups, source.transactions, source.legs, source.companion, source.select]) {
    if (part && LEDGER_WRITE.test(preparedText(part))) throw new Error(`posting ${name}: only the ledger writes ledger tables`);
  }
  return preparedStatement<PostingOutcomeRow & Extra>(
    name,
    sql`
WITH ${source.lookups ? sql`${source.lookups},` : sql``}
tx_in AS MATERIALIZED (${source.transactions}),
leg_in AS MATERIALIZED (${source.legs}),
tx AS MATERIALIZED (
  SELECT t.key, t.kind, t.description, t.reference, t.at, t.n,
         (SELECT x.id FROM ledger_transactions x WHERE x.idempotency_key = t.key) AS prior_id
  FROM tx_in t
),
leg_all AS MATERIALIZED (
  SELECT l.tx_n, l.ord, l.user_id, l.wallet_type, l.code, l.amount, l.category, l.description,
         CASE WHEN l.code IS NULL
              THEN (SELECT a.id FROM ledger_accounts a WHERE a.user_id = l.user_id AND a.wallet_type = l.wallet_type)
              ELSE (SELECT a.id FROM ledger_accounts a WHERE a.code = l.code) END AS account_id
  FROM leg_in l
),
resolution AS MATERIALIZED (
  SELECT NOT EXISTS (SELECT 1 FROM leg_all WHERE account_id IS NULL) AS resolved
),
fresh AS MATERIALIZED (
  SELECT t.n FROM tx t CROSS JOIN resolution r WHERE r.resolved AND t.prior_id IS NULL
),
delta AS MATERIALIZED (
  SELECT account_id, sum(amount) AS delta FROM leg_all WHERE tx_n IN (SELECT n FROM fresh)
  GROUP BY account_id HAVING sum(amount) <> 0
),
locked AS MATERIALIZED (
  SELECT a.id, a.balance_cents, a.allow_negative, d.delta
  FROM ledger_accounts a JOIN delta d ON d.account_id = a.id
  WHERE a.kind = 'member'
  ORDER BY a.id
  FOR UPDATE OF a
),
verdict AS MATERIALIZED (
  SELECT (SELECT resolved FROM resolution) AS resolved,
         COALESCE(bool_and(l.allow_negative OR l.balance_cents + l.delta >= 0), true) AS funded
  FROM locked l
),
txs AS (
  INSERT INTO ledger_transactions (kind, idempotency_key, description, reference, created_at)
  SELECT t.kind, t.key, t.description, t.reference, COALESCE(t.at, now())
  FROM tx t JOIN fresh f ON f.n = t.n CROSS JOIN verdict v
  WHERE v.funded
  ORDER BY t.n
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id, idempotency_key
),
posted AS MATERIALIZED (
  SELECT t.n, x.id AS transaction_id, t.at FROM txs x JOIN tx t ON t.key = x.idempotency_key
),
applied AS MATERIALIZED (
  SELECT p.transaction_id AS tx_id, p.at, l.ord, l.account_id, l.amount, l.category, l.description
  FROM posted p JOIN leg_all l ON l.tx_n = p.n
),
entries AS (
  INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, category, description, created_at)
  SELECT tx_id, account_id, amount, category, description, COALESCE(at, now()) FROM applied ORDER BY tx_id, ord
),
balances AS (
  UPDATE ledger_accounts a SET balance_cents = l.balance_cents + d.delta
  FROM (SELECT account_id, sum(amount) AS delta FROM applied GROUP BY account_id HAVING sum(amount) <> 0) d
  JOIN locked l ON l.id = d.account_id
  WHERE a.id = d.account_id
)${
      source.companion
        ? sql`,
${source.companion}`
        : sql``
    }
SELECT v.resolved, v.funded,
  (SELECT json_agg(json_build_array(t.key, p.transaction_id, t.prior_id) ORDER BY t.n)
   FROM tx t LEFT JOIN posted p ON p.n = t.n) AS outcome,
  (SELECT json_agg(json_build_array(l.user_id, l.wallet_type, l.code)) FROM leg_all l WHERE l.account_id IS NULL) AS missing
  ${source.select ? sql`, ${source.select}` : sql``}
FROM verdict v`,
  );
}

/**
 * Transactions and legs as parallel arrays, so that the text never changes: post and postMany, and
 * a feature's companion insert written with them (`arrayPostingStatement`).
 */
const arraySource = {
  transactions: sql`
  SELECT * FROM unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('kinds')}::text[], ${sql.placeholder('descriptions')}::text[],
                       ${sql.placeholder('references')}::text[], ${sql.placeholder('ats')}::timestamptz[])
    WITH ORDINALITY AS t(key, kind, description, reference, at, n)`,
  legs: sql`
  SELECT * FROM unnest(${sql.placeholder('legTx')}::int[], ${sql.placeholder('legUser')}::int[], ${sql.placeholder('legWallet')}::smallint[],
                       ${sql.placeholder('legCode')}::text[], ${sql.placeholder('legAmount')}::bigint[], ${sql.placeholder('legCategory')}::smallint[],
                       ${sql.placeholder('legDescription')}::text[])
    WITH ORDINALITY AS l(tx_n, user_id, wallet_type, code, amount, category, description, ord)`,
};

const arrayPosting = postingStatement('ledger_post', arraySource);

/** A posting of arrays (`postingArrays`) with a feature's companion insert, which joins `posted` to write only when the money moved. */
export function arrayPostingStatement<Extra>(name: string, feature: Pick<PostingSource, 'companion' | 'select'>) {
  return postingStatement<Extra>(name, { ...arraySource, ...feature });
}

export interface PostingRows {
  transactions: Array<{ key: string; kind: string; description: string; reference: string | null; at: string | null }>;
  legs: Array<{
    tx: number;
    userId: number | null;
    walletType: number | null;
    code: string | null;
    amountCents: number;
    category: number | null;
    description: string;
  }>;
}

export async function postTransactions(db: DbOrTx, rows: PostingRows): Promise<PostingOutcomeRow> {
  const [row] = await arrayPosting(db, postingArrays(rows));
  return row!;
}

/** The values of the array statements' placeholders. */
export function postingArrays(rows: PostingRows): Record<string, unknown> {
  const { transactions: t, legs: l } = rows;
  return {
    keys: t.map((x) => x.key),
    kinds: t.map((x) => x.kind),
    descriptions: t.map((x) => x.description),
    references: t.map((x) => x.reference),
    ats: t.map((x) => x.at),
    legTx: l.map((x) => x.tx),
    legUser: l.map((x) => x.userId),
    legWallet: l.map((x) => x.walletType),
    legCode: l.map((x) => x.code),
    legAmount: l.map((x) => x.amountCents),
    legCategory: l.map((x) => x.category),
    legDescription: l.map((x) => x.description),
  };
}

const ensureStatement = preparedStatement(
  'ledger_ensure_accounts',
  sql`
WITH members AS (
  INSERT INTO ledger_accounts (kind, user_id, wallet_type)
  SELECT DISTINCT 'member', m.user_id, m.wallet_type
  FROM unnest(${sql.placeholder('users')}::int[], ${sql.placeholder('wallets')}::smallint[]) AS m(user_id, wallet_type)
  ORDER BY 2, 3
  ON CONFLICT (user_id, wallet_type) DO NOTHING
)
INSERT INTO ledger_accounts (kind, code, allow_negative)
SELECT DISTINCT 'system', c.code, true FROM unnest(${sql.placeholder('codes')}::text[]) AS c(code)
ORDER BY 2
ON CONFLICT (code) DO NOTHING`,
);

/** Creates the accounts the posting found missing (concurrency-safe), in one statement. */
export async function ensureAccounts(db: DbOrTx, missing: NonNullable<PostingOutcomeRow['missing']>) {
  const members = missing.filter(([userId]) => userId !== null);
  await ensureStatement(db, {
    users: members.map(([userId]) => userId),
    wallets: members.map(([, walletType]) => walletType),
    codes: missing.filter(([, , code]) => code !== null).map(([, , code]) => code),
  });
}

const lockStatement = preparedStatement<{ user_id: number; wallet_type: number; balance_cents: string }>(
  'ledger_lock_members',
  sql`
SELECT a.user_id, a.wallet_type, a.balance_cents FROM ledger_accounts a
WHERE (a.user_id, a.wallet_type) IN (
  SELECT m.user_id, m.wallet_type FROM unnest(${sql.placeholder('users')}::int[], ${sql.placeholder('wallets')}::smallint[]) AS m(user_id, wallet_type))
ORDER BY a.id
FOR UPDATE`,
);

/** A member account's balance as the lock read it: its latest, which no one else moves until the commit. */
export interface LockedAccount {
  userId: number;
  walletType: number;
  balanceCents: number;
}

/**
 * Locks members' accounts in account-id order, the one global order every transaction takes them
 * in (the posting statement's `locked` step takes them in the same order), so two settlements
 * that touch the same members never wait on each other in a cycle. Answers the accounts that
 * exist, with their balances: those that do not exist yet are skipped (the caller creates them
 * and locks again).
 */
export async function lockMemberAccounts(db: DbOrTx, members: Array<{ userId: number; walletType: number }>): Promise<LockedAccount[]> {
  if (members.length === 0) return [];
  const rows = await lockStatement(db, { users: members.map((m) => m.userId), wallets: members.map((m) => m.walletType) });
  return rows.map((r) => ({ userId: Number(r.user_id), walletType: Number(r.wallet_type), balanceCents: Number(r.balance_cents) }));
}
