import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { InvoiceStatus } from '@clube/contract';
import type { Db, DbOrTx } from '../../db/client';
import { jsonObject } from '../../db/prepared';
import { invoiceJson } from '../invoices';
import type { AddressFields, InvoiceFields, PlanFields, UserFields, UserView } from './auth-user.mapper';
import { addresses, careerPlanRanks, invoices, plans, storedFiles, users } from '../../db/schema';

const sponsors = alias(users, 'sponsors');

const loginColumns = {
  id: users.id,
  type: users.type,
  status: users.status,
  name: users.name,
  email: users.email,
  username: users.username,
  passwordHash: users.passwordHash,
  tokenVersion: users.tokenVersion,
  activated2fa: users.activated2fa,
};

/** Case-insensitive, through the lower() unique indexes. */
export async function findUserByLogin(db: DbOrTx, by: 'email' | 'username', value: string, type: number) {
  const column = by === 'email' ? users.email : users.username;
  const [row] = await db
    .select(loginColumns)
    .from(users)
    .where(and(sql`lower(${column}) = lower(${value})`, eq(users.type, type)))
    .limit(1);
  return row;
}

/** Either spelling the member may type in the recovery prompt. */
export async function findUserByUsernameOrEmail(db: DbOrTx, value: string) {
  const [row] = await db
    .select(loginColumns)
    .from(users)
    .where(sql`lower(${users.username}) = lower(${value}) OR lower(${users.email}) = lower(${value})`)
    .orderBy(asc(users.id))
    .limit(1);
  return row;
}

/** The username of the user's sponsor: a store client's is his store (docs/marketplace.md#public-store). */
export async function findSponsorUsername(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ username: sponsors.username })
    .from(users)
    .innerJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.username ?? null;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db.select(loginColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A new session is up to date: counting it also clears a pending relogin request. */
export async function recordLogin(db: DbOrTx, userId: number) {
  const [row] = await db
    .update(users)
    .set({ accessCount: sql`${users.accessCount} + 1`, lastAccessOn: new Date(), userNeedsRelogin: false })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion, rolesIds: users.rolesIds, username: users.username, type: users.type });
  return row!;
}

export async function getReloginFlag(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ flag: users.userNeedsRelogin }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.flag ?? false;
}

export async function setReloginFlag(db: DbOrTx, userId: number, value: boolean): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ userNeedsRelogin: value, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ flag: users.userNeedsRelogin });
  return row?.flag ?? value;
}

/** Sets a new password hash and revokes every token issued before. */
export async function replacePassword(db: DbOrTx, userId: number, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, type: users.type, tokenVersion: users.tokenVersion, rolesIds: users.rolesIds });
  return row;
}

/** The user with his sponsor and career rank (and the rank image's file). */
export async function loadUserWithRelations(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      user: users,
      sponsor: { name: sponsors.name, username: sponsors.username, phoneOne: sponsors.phoneOne, email: sponsors.email },
      rank: { name: careerPlanRanks.name, color: careerPlanRanks.color, imageFileId: careerPlanRanks.imageFileId },
      rankImage: { id: storedFiles.id, originalFileName: storedFiles.originalFileName },
    })
    .from(users)
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .leftJoin(careerPlanRanks, eq(careerPlanRanks.id, users.careerPlanRankId))
    .leftJoin(storedFiles, eq(storedFiles.id, careerPlanRanks.imageFileId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export type UserWithRelations = NonNullable<Awaited<ReturnType<typeof loadUserWithRelations>>>;

const userJson = jsonObject({
  id: users.id,
  name: users.name,
  email: users.email,
  username: users.username,
  birthday: users.birthday,
  gender: users.gender,
  groupId: users.groupId,
  status: users.status,
  regionalId: users.regionalId,
  cnpj: users.cnpj,
  stateInscription: users.stateInscription,
  municipalInscription: users.municipalInscription,
  phoneOne: users.phoneOne,
  phoneTwo: users.phoneTwo,
  activated2fa: users.activated2fa,
  accessCount: users.accessCount,
  lastAccessOn: users.lastAccessOn,
  language: users.language,
  userNeedsRelogin: users.userNeedsRelogin,
  personType: users.personType,
  type: users.type,
  activatedOn: users.activatedOn,
  createdAt: users.createdAt,
});
const planJson = jsonObject({
  id: plans.id,
  name: plans.name,
  description: plans.description,
  priceCents: plans.priceCents,
  monthlyPaymentCents: plans.monthlyPaymentCents,
});
const addressJson = jsonObject({
  id: addresses.id,
  name: addresses.name,
  zipCode: addresses.zipCode,
  street: addresses.street,
  number: addresses.number,
  district: addresses.district,
  city: addresses.city,
  state: addresses.state,
  country: addresses.country,
  complement: addresses.complement,
});

/** What getAuthUserData reads, as PostgreSQL's JSON hands it over (timestamps are ISO strings). */
export interface AuthUserDataJson extends Omit<UserView, 'user'> {
  user: Omit<UserFields, 'lastAccessOn' | 'activatedOn' | 'createdAt'> & { lastAccessOn: string | null; activatedOn: string | null; createdAt: string };
  plan: PlanFields | null;
  addresses: AddressFields[];
  pendingInvoices: InvoiceFields[];
}

function prepareAuthUserData(db: Db) {
  return db
    .select({
      data: sql<AuthUserDataJson>`json_build_object(
        'user', ${userJson},
        'sponsor', CASE WHEN ${sponsors.id} IS NULL THEN NULL ELSE ${jsonObject({ name: sponsors.name, username: sponsors.username, phoneOne: sponsors.phoneOne, email: sponsors.email })} END,
        'rank', CASE WHEN ${careerPlanRanks.id} IS NULL THEN NULL ELSE ${jsonObject({ name: careerPlanRanks.name, color: careerPlanRanks.color })} END,
        'rankImage', CASE WHEN ${storedFiles.id} IS NULL THEN NULL ELSE ${jsonObject({ id: storedFiles.id, originalFileName: storedFiles.originalFileName })} END,
        'plan', (SELECT ${planJson} FROM ${plans} WHERE ${plans.id} = ${users.planId}),
        'addresses', COALESCE((SELECT json_agg(${addressJson} ORDER BY ${addresses.id} DESC) FROM ${addresses} WHERE ${addresses.userId} = ${users.id}), '[]'::json),
        'pendingInvoices', COALESCE((SELECT json_agg(${invoiceJson} ORDER BY ${invoices.id} DESC) FROM ${invoices}
                                     WHERE ${invoices.userId} = ${users.id} AND ${invoices.status} = ${sql.raw(String(InvoiceStatus.Pendente))}), '[]'::json)
      )`,
    })
    .from(users)
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .leftJoin(careerPlanRanks, eq(careerPlanRanks.id, users.careerPlanRankId))
    .leftJoin(storedFiles, eq(storedFiles.id, careerPlanRanks.imageFileId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_user_data');
}
const authUserDataQueries = new WeakMap<Db, ReturnType<typeof prepareAuthUserData>>();

/**
 * The member with his sponsor, rank, plan, addresses (newest first) and pending invoices (newest
 * first) in ONE prepared statement: the dashboard's call is one round trip (docs/performance.md).
 */
export async function loadAuthUserData(db: Db, userId: number): Promise<AuthUserDataJson | undefined> {
  let query = authUserDataQueries.get(db);
  if (!query) authUserDataQueries.set(db, (query = prepareAuthUserData(db)));
  const [row] = await query.execute({ userId });
  return row?.data;
}
