import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';

/**
 * The ledger's only write: any number of double-entry transactions in ONE statement (one round
 * trip). Transactions and legs arrive as parallel arrays, so that the text never changes and the
 * statement is prepared once per connection.
 *
 * - `fresh`: the transactions whose idempotency key is not in the ledger yet (a repeated key moves
 *   nothing and is answered with the first transaction's id).
 * - `locked`: the accounts they move, locked in id order (concurrent postings never deadlock on
 *   each other) and read after the lock, so `funded` sees the balance no one else can change
 *   before this statement commits. No member account may go below zero: when one would, nothing
 *   is written and the statement answers funded = false.
 * - `resolved` is false when a leg names an account that does not exist yet: nothing is written,
 *   the service creates the accounts and posts again.
 * - Balances move by the sum of the legs that were really inserted; the CHECK constraint on the
 *   balance stays the last guard, and the deferred trigger proves each transaction sums to zero
 *   at commit.
 */
const postStatement = preparedStatement<PostingOutcomeRow>(
  'ledger_post',
  sql`
WITH tx_in AS MATERIALIZED (
  SELECT * FROM unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('kinds')}::text[], ${sql.placeholder('descriptions')}::text[],
                       ${sql.placeholder('references')}::text[], ${sql.placeholder('ats')}::timestamptz[])
    WITH ORDINALITY AS t(key, kind, description, reference, at, n)
),
leg_in AS MATERIALIZED (
  SELECT * FROM unnest(${sql.placeholder('legTx')}::int[], ${sql.placeholder('legUser')}::int[], ${sql.placeholder('legWallet')}::smallint[],
                       ${sql.placeholder('legCode')}::text[], ${sql.placeholder('legAmount')}::bigint[], ${sql.placeholder('legCategory')}::smallint[],
                       ${sql.placeholder('legDescription')}::text[])
    WITH ORDINALITY AS l(tx_n, user_id, wallet_type, code, amount, category, description, ord)
),
leg AS MATERIALIZED (
  SELECT l.tx_n, l.ord, a.id AS account_id, l.amount, l.category, l.description
  FROM leg_in l JOIN ledger_accounts a ON a.user_id = l.user_id AND a.wallet_type = l.wallet_type
  UNION ALL
  SELECT l.tx_n, l.ord, a.id, l.amount, l.category, l.description
  FROM leg_in l JOIN ledger_accounts a ON a.code = l.code
),
fresh AS MATERIALIZED (
  SELECT t.n FROM tx_in t
  WHERE (SELECT count(*) FROM leg) = ${sql.placeholder('legCount')}::int
    AND NOT EXISTS (SELECT 1 FROM ledger_transactions x WHERE x.idempotency_key = t.key)
),
delta AS MATERIALIZED (
  SELECT account_id, sum(amount) AS delta FROM leg WHERE tx_n IN (SELECT n FROM fresh)
  GROUP BY account_id HAVING sum(amount) <> 0
),
locked AS MATERIALIZED (
  SELECT a.id, a.balance_cents, a.allow_negative, d.delta
  FROM ledger_accounts a JOIN delta d ON d.account_id = a.id
  ORDER BY a.id
  FOR UPDATE OF a
),
verdict AS MATERIALIZED (
  SELECT (SELECT count(*) FROM leg) = ${sql.placeholder('legCount')}::int AS resolved,
         COALESCE(bool_and(l.allow_negative OR l.balance_cents + l.delta >= 0), true) AS funded
  FROM locked l
),
txs AS (
  INSERT INTO ledger_transactions (kind, idempotency_key, description, reference, created_at)
  SELECT t.kind, t.key, t.description, t.reference, COALESCE(t.at, now())
  FROM tx_in t JOIN fresh f ON f.n = t.n CROSS JOIN verdict v
  WHERE v.funded
  ORDER BY t.n
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id, idempotency_key
),
applied AS MATERIALIZED (
  SELECT x.id AS tx_id, t.at, l.ord, l.account_id, l.amount, l.category, l.description
  FROM txs x JOIN tx_in t ON t.key = x.idempotency_key JOIN leg l ON l.tx_n = t.n
),
entries AS (
  INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, category, description, created_at)
  SELECT tx_id, account_id, amount, category, description, COALESCE(at, now()) FROM applied ORDER BY tx_id, ord
),
balances AS (
  UPDATE ledger_accounts a SET balance_cents = a.balance_cents + d.delta
  FROM (SELECT account_id, sum(amount) AS delta FROM applied GROUP BY account_id HAVING sum(amount) <> 0) d
  WHERE a.id = d.account_id
)
SELECT v.resolved, v.funded,
  (SELECT json_agg(json_build_array(x.id, prior.id) ORDER BY t.n)
   FROM tx_in t
   LEFT JOIN txs x ON x.idempotency_key = t.key
   LEFT JOIN ledger_transactions prior ON prior.idempotency_key = t.key) AS outcome
FROM verdict v`,
);

export interface PostingOutcomeRow {
  resolved: boolean;
  funded: boolean;
  /** Per transaction, in order: [id inserted now | null, id of an earlier one with the key | null]. */
  outcome: Array<[number | null, number | null]>;
}

export interface PostingRows {
  transactions: Array<{ key: string; kind: string; description: string; reference: string | null; at: string | null }>;
  legs: Array<{ tx: number; userId: number | null; walletType: number | null; code: string | null; amountCents: number; category: number | null; description: string }>;
}

export async function postTransactions(db: DbOrTx, rows: PostingRows): Promise<PostingOutcomeRow> {
  const { transactions: t, legs: l } = rows;
  const [row] = await postStatement(db, {
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
    legCount: l.length,
  });
  return row!;
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

/** Creates the accounts the legs name that do not exist yet (concurrency-safe), in one statement. */
export async function ensureAccounts(db: DbOrTx, legs: PostingRows['legs']) {
  const members = legs.filter((l) => l.userId !== null);
  await ensureStatement(db, {
    users: members.map((l) => l.userId),
    wallets: members.map((l) => l.walletType),
    codes: legs.filter((l) => l.code !== null).map((l) => l.code),
  });
}
