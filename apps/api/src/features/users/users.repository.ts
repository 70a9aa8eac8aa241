import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { UserStatus, UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

const summary = { id: users.id, name: users.name, username: users.username };

export async function countMembers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.type, UserType.User));
  return Number(row?.n ?? 0);
}

/** LIKE treats % and _ as wildcards; a typed username must match literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface MemberSearch {
  usernamePrefix?: string;
  status?: number;
  excludeUserId: number;
  /** Restricts to a member's linked accounts ('Minhas Contas'). */
  linkedTo?: SQL;
  limit: number;
  offset: number;
}

export async function searchMembers(db: DbOrTx, s: MemberSearch) {
  const conditions: SQL[] = [eq(users.type, UserType.User), ne(users.id, s.excludeUserId)];
  conditions.push(s.status === undefined ? ne(users.status, UserStatus.Bloqueado) : eq(users.status, s.status));
  if (s.usernamePrefix) conditions.push(sql`lower(${users.username}) LIKE lower(${escapeLike(s.usernamePrefix)}) || '%'`);
  if (s.linkedTo) conditions.push(s.linkedTo);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select(summary).from(users).where(where).orderBy(asc(users.username)).limit(s.limit).offset(s.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A member (type 2) by exact username, case-insensitive, whatever his status but blocked. */
export async function findVisibleMemberByUsername(db: DbOrTx, username: string) {
  const [row] = await db
    .select(summary)
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.type, UserType.User), ne(users.status, UserStatus.Bloqueado)))
    .limit(1);
  return row;
}
