import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { InvoiceStatus, InvoiceType, normalizeCnpj, onlyDigits, UserType } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { invoices, plans, sessions, users } from '../../db/schema';

const sponsors = alias(users, 'sponsors');

/** The user types the members' console lists and changes: never administrators (docs/admin.md#members). */
export const MEMBER_TYPES = [UserType.User, UserType.UserStore];

const rowColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  personType: users.personType,
  regionalId: users.regionalId,
  cnpj: users.cnpj,
  status: users.status,
  type: users.type,
  sponsorUsername: sponsors.username,
  createdAt: users.createdAt,
  activatedOn: users.activatedOn,
};

const detailColumns = {
  ...rowColumns,
  birthday: users.birthday,
  phoneOne: users.phoneOne,
  phoneTwo: users.phoneTwo,
  stateInscription: users.stateInscription,
  municipalInscription: users.municipalInscription,
  lastAccessOn: users.lastAccessOn,
  accessCount: users.accessCount,
  rolesIds: users.rolesIds,
  userNeedsRelogin: users.userNeedsRelogin,
  planId: users.planId,
  planStartedAt: users.planStartedAt,
};

export interface MemberSearch {
  search?: string;
  status?: number;
  type?: number;
  descending: boolean;
  limit: number;
  offset: number;
}

/** LIKE treats % and _ as wildcards; typed text must match literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a typed search matches: name or e-mail containing it, a username starting with it, and a
 * CPF/CNPJ starting with its characters once the mask is dropped (documents are stored unmasked).
 */
function searchCondition(text: string): SQL {
  const contains = `%${escapeLike(text)}%`;
  const parts: SQL[] = [ilike(users.name, contains), ilike(users.email, contains), sql`lower(${users.username}) LIKE lower(${escapeLike(text)}) || '%'`];
  if (/^[\d.\-/\s]+$/.test(text) && onlyDigits(text).length >= 3) parts.push(sql`${users.regionalId} LIKE ${onlyDigits(text)} || '%'`);
  const cnpj = normalizeCnpj(text);
  if (/^[0-9A-Z]{3,14}$/.test(cnpj) && /\d/.test(cnpj)) parts.push(sql`${users.cnpj} LIKE ${cnpj} || '%'`);
  return or(...parts)!;
}

export async function searchMembers(db: DbOrTx, s: MemberSearch) {
  const conditions: SQL[] = [s.type !== undefined ? eq(users.type, s.type) : inArray(users.type, MEMBER_TYPES)];
  if (s.status !== undefined) conditions.push(eq(users.status, s.status));
  if (s.search) conditions.push(searchCondition(s.search));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(users)
      .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
      .where(where)
      .orderBy(s.descending ? desc(users.id) : asc(users.id))
      .limit(s.limit)
      .offset(s.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
export type MemberRow = Awaited<ReturnType<typeof searchMembers>>['rows'][number];

/**
 * A member or store client with what his console page shows; undefined for anyone else. `lock`
 * (for a change) makes two operators acting at once apply one after the other, each reading the
 * state the other left, so the audit's before is true.
 */
export async function findMember(db: DbOrTx, id: number, lock = false) {
  const query = db
    .select(detailColumns)
    .from(users)
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .where(and(eq(users.id, id), inArray(users.type, MEMBER_TYPES)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row;
}
export type MemberDetailRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** Sessions not ended and not expired. */
export async function countLiveSessions(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return Number(row?.n ?? 0);
}

export async function planName(db: DbOrTx, planId: number) {
  const [row] = await db.select({ id: plans.id, name: plans.name }).from(plans).where(eq(plans.id, planId)).limit(1);
  return row;
}

/** The open plan change (at most one: invoices_pending_plan_change_uq) with the plan it asks for. */
export async function pendingPlanChange(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ invoice: invoices, planId: plans.id, planName: plans.name })
    .from(invoices)
    .innerJoin(plans, eq(plans.id, invoices.planId))
    .where(and(eq(invoices.userId, userId), eq(invoices.type, InvoiceType.TrocaDePlano), eq(invoices.status, InvoiceStatus.Pendente)))
    .limit(1);
  return row;
}

export async function updateMember(tx: DbOrTx, id: number, set: Partial<Pick<typeof users.$inferInsert, 'status' | 'rolesIds' | 'regionalId' | 'cnpj'>>) {
  await tx
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, id));
}
