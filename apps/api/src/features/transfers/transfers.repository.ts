import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EarningCategory, UserStatus, UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { transfers, users } from '../../db/schema';
import { postComposed, postingStatement } from '../ledger';
import { LinkStatus } from '../network';

export type TransferRow = typeof transfers.$inferSelect;
export interface Party {
  name: string;
  username: string;
}
export interface TransferView {
  transfer: TransferRow;
  from: Party;
  to: Party;
}

const p = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
const literal = (n: number) => sql.raw(String(n));

/** Why the look-ups refused the transfer (docs/club.md#transfers); the service answers with its message. */
export type TransferRefusal = 'recipient_not_found' | 'recipient_blocked';

export interface TransferContext {
  sender_name: string;
  sender_username: string;
  recipient_id: number | null;
  recipient_name: string | null;
  recipient_username: string | null;
  /** The transfer this idempotency key already made. */
  earlier_id: number | null;
  refusal: TransferRefusal | null;
  category: number;
}

/**
 * The whole transfer in ONE statement (docs/performance.md): the look-ups (sender, recipient, whether
 * the recipient is the sender's confirmed primary account, the transfer the key already made), the rules that
 * refuse it, the ledger posting (sender -v, recipient +v) and the transfers row as its companion
 * insert. The ledger's statement (`postingStatement`) writes the ledger; this one names the legs
 * and writes its own row, which exists only if the money moved.
 */
const transferPosting = postingStatement<{ context: TransferContext | null; created: { id: number; status: number; createdAt: string } | null }>(
  'transfer_post',
  {
    lookups: sql`
ctx AS MATERIALIZED (
  SELECT s.name AS sender_name, s.username AS sender_username,
         r.id AS recipient_id, r.name AS recipient_name, r.username AS recipient_username,
         -- The key is the sender's own: a transfer it made is among his (looked for only on a replay).
         (SELECT (SELECT t.id FROM transfers t WHERE t.from_user_id = s.id AND t.transaction_id = lt.id)
            FROM ledger_transactions lt WHERE lt.idempotency_key = ${p('key', 'text')}) AS earlier_id,
         CASE WHEN r.id IS NULL OR r.type <> ${literal(UserType.User)} THEN 'recipient_not_found'
              WHEN r.status = ${literal(UserStatus.Bloqueado)} THEN 'recipient_blocked' END AS refusal,
         -- Secondary to primary only once the primary confirmed the link (docs/accounts.md#linked-accounts).
         CASE WHEN EXISTS (SELECT 1 FROM account_links al
                           WHERE al.secondary_id = s.id AND al.primary_id = r.id AND al.status = ${literal(LinkStatus.Confirmed)})
              THEN ${literal(EarningCategory.SecondaryToPrimary)} ELSE ${literal(EarningCategory.Transferencia)} END AS category
  FROM users s LEFT JOIN users r ON r.id = ${p('recipientId', 'int')}
  WHERE s.id = ${p('senderId', 'int')}
),
go AS MATERIALIZED (SELECT * FROM ctx WHERE earlier_id IS NULL AND refusal IS NULL)`,
    transactions: sql`
  SELECT ${p('key', 'text')} AS key, 'transfer'::text AS kind,
         'Transferência de ' || sender_username || ' para ' || recipient_username AS description,
         NULL::text AS reference, NULL::timestamptz AS at, 1::bigint AS n
  FROM go`,
    legs: sql`
  SELECT 1 AS tx_n, ${p('senderId', 'int')} AS user_id, ${p('walletType', 'smallint')} AS wallet_type, NULL::text AS code,
         -(${p('valueCents', 'bigint')}) AS amount, category::smallint AS category,
         'Transferência para ' || recipient_name || ' (' || recipient_username || ')' AS description, 1::bigint AS ord
  FROM go
  UNION ALL
  SELECT 1, recipient_id, ${p('walletType', 'smallint')}, NULL::text, ${p('valueCents', 'bigint')}, category::smallint,
         'Transferência de ' || sender_username, 2::bigint
  FROM go`,
    companion: sql`
created AS (
  INSERT INTO ${transfers} (from_user_id, to_user_id, value_cents, wallet_type, category, transaction_id)
  SELECT ${p('senderId', 'int')}, g.recipient_id, ${p('valueCents', 'bigint')}, ${p('walletType', 'smallint')}, g.category, posted.transaction_id
  FROM go g JOIN posted ON posted.n = 1
  RETURNING id, status, created_at
)`,
    select: sql`(SELECT row_to_json(c) FROM ctx c) AS context,
  (SELECT json_build_object('id', id, 'status', status, 'createdAt', created_at) FROM created) AS created`,
  },
);

/**
 * Runs the transfer's statement through the ledger service (`postComposed`), on its own: one round
 * trip, no BEGIN/COMMIT (the statement locks the sender's and the recipient's accounts itself).
 * 422 with `insufficientMessage` when the sender's balance is short, nothing written when the
 * look-ups refuse (the answer's `context` says why).
 */
export async function postTransfer(
  db: DbOrTx,
  t: { senderId: number; recipientId: number; valueCents: number; walletType: number; key: string; insufficientMessage: string },
) {
  const { row, results } = await postComposed(
    db,
    transferPosting,
    { senderId: t.senderId, recipientId: t.recipientId, valueCents: t.valueCents, walletType: t.walletType, key: t.key },
    t.insufficientMessage,
  );
  const created = row.created ? { id: Number(row.created.id), status: Number(row.created.status), createdAt: new Date(row.created.createdAt) } : undefined;
  return { context: row.context ?? undefined, result: results[0], created };
}

const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');
const viewColumns = {
  transfer: transfers,
  from: { name: fromUser.name, username: fromUser.username },
  to: { name: toUser.name, username: toUser.username },
};

function views(db: DbOrTx) {
  return db.select(viewColumns).from(transfers).innerJoin(fromUser, eq(fromUser.id, transfers.fromUserId)).innerJoin(toUser, eq(toUser.id, transfers.toUserId));
}

export async function findView(db: DbOrTx, id: number): Promise<TransferView | undefined> {
  const [row] = await views(db).where(eq(transfers.id, id)).limit(1);
  return row;
}

/** The transfer a ledger transaction of this sender paid (a concurrent retry finds the first answer). */
export async function findViewByTransaction(db: DbOrTx, senderId: number, transactionId: number): Promise<TransferView | undefined> {
  const [row] = await views(db)
    .where(and(eq(transfers.fromUserId, senderId), eq(transfers.transactionId, transactionId)))
    .limit(1);
  return row;
}

/** Transfers the member sent or received, newest first. */
export async function searchOfUser(db: DbOrTx, s: { userId: number; limit: number; offset: number }) {
  const where = or(eq(transfers.fromUserId, s.userId), eq(transfers.toUserId, s.userId));
  const [rows, [total]] = await Promise.all([
    views(db).where(where).orderBy(desc(transfers.id)).limit(s.limit).offset(s.offset),
    db.select({ n: count() }).from(transfers).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
