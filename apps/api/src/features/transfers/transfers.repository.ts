import { count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { transfers, users } from '../../db/schema';

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

const contextStatement = preparedStatement<{
  recipient_id: number | null;
  recipient_type: number | null;
  recipient_status: number | null;
  recipient_name: string | null;
  recipient_username: string | null;
  recipient_regional_id: string | null;
  sender_name: string;
  sender_regional_id: string | null;
  primary_id: number | null;
  earlier_id: number | null;
}>(
  'transfer_context',
  sql`
SELECT r.id AS recipient_id, r.type AS recipient_type, r.status AS recipient_status, r.name AS recipient_name,
       r.username AS recipient_username, r.regional_id AS recipient_regional_id,
       s.name AS sender_name, s.regional_id AS sender_regional_id,
       (SELECT p.id FROM users p
         WHERE r.regional_id IS NOT NULL AND p.regional_id = r.regional_id AND p.type = ${UserType.User}::smallint
         ORDER BY p.id LIMIT 1) AS primary_id,
       (SELECT t.id FROM transfers t JOIN ledger_transactions lt ON lt.id = t.transaction_id
         WHERE lt.idempotency_key = ${sql.placeholder('key')}::text) AS earlier_id
FROM users s LEFT JOIN users r ON r.id = ${sql.placeholder('recipientId')}::int
WHERE s.id = ${sql.placeholder('senderId')}::int`,
);

/**
 * Everything a transfer checks before moving money, in one round trip: the recipient, the sender's
 * name and CPF/CNPJ, the primary account (lowest id member) of the recipient's CPF/CNPJ, and the
 * transfer an idempotency key already produced.
 */
export async function findTransferContext(db: DbOrTx, s: { senderId: number; recipientId: number; key: string | null }) {
  const [row] = await contextStatement(db, s);
  if (!row) return undefined;
  return {
    recipient:
      row.recipient_id === null
        ? undefined
        : {
            id: row.recipient_id,
            type: Number(row.recipient_type),
            status: Number(row.recipient_status),
            name: row.recipient_name!,
            username: row.recipient_username!,
            regionalId: row.recipient_regional_id,
          },
    sender: { name: row.sender_name, regionalId: row.sender_regional_id },
    primaryOfRecipientId: row.primary_id,
    earlierTransferId: row.earlier_id === null ? undefined : Number(row.earlier_id),
  };
}

export async function insertTransfer(db: DbOrTx, t: { fromUserId: number; toUserId: number; valueCents: number; walletType: number; category: number; transactionId: number }) {
  const [row] = await db.insert(transfers).values(t).returning();
  return row!;
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

/** The transfer a ledger transaction paid (a concurrent retry finds the first answer). */
export async function findViewByTransaction(db: DbOrTx, transactionId: number): Promise<TransferView | undefined> {
  const [row] = await views(db).where(eq(transfers.transactionId, transactionId)).limit(1);
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

