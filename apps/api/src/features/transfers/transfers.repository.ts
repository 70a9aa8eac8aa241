import { and, asc, count, desc, eq, isNotNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { ledgerTransactions, transfers, users } from '../../db/schema';

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

export async function findUser(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, type: users.type, status: users.status, name: users.name, username: users.username, regionalId: users.regionalId })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** The first (lowest id) member account holding a CPF: the primary of its secondary accounts. */
export async function findPrimaryAccountId(db: DbOrTx, regionalId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.regionalId, regionalId), eq(users.type, UserType.User), isNotNull(users.regionalId)))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.id;
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

/** The transfer a ledger idempotency key produced (a retried request finds its first answer). */
export async function findByIdempotencyKey(db: DbOrTx, key: string): Promise<TransferView | undefined> {
  const [row] = await views(db)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, transfers.transactionId))
    .where(eq(ledgerTransactions.idempotencyKey, key))
    .limit(1);
  return row;
}

export async function findView(db: DbOrTx, id: number): Promise<TransferView | undefined> {
  const [row] = await views(db).where(eq(transfers.id, id)).limit(1);
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

