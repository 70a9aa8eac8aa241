import { and, asc, count, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType } from '@clube/contract';
import { SubscriptionStatus, UserSubscriptionStatus } from '@clube/contract/subscriptions';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { invoices, subscriptions, userSubscriptions } from '../../db/schema';
import type { SubscriptionRow, UserSubscriptionRow, UserSubscriptionView } from './subscriptions.mapper';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface SubscriptionListQuery {
  /** true: on offer, or still held live by `viewerId`; false: no longer offered. */
  offered: boolean;
  viewerId: number;
  name?: string | null;
  byName: boolean;
  descending: boolean;
  limit: number;
  offset: number;
}

const heldLiveBy = (userId: number) =>
  sql`EXISTS (SELECT 1 FROM ${userSubscriptions} WHERE ${userSubscriptions.subscriptionId} = ${subscriptions.id}
      AND ${userSubscriptions.userId} = ${userId} AND ${userSubscriptions.status} = ${UserSubscriptionStatus.Ativo})`;

function listWhere(q: SubscriptionListQuery): SQL | undefined {
  const conds: SQL[] = [
    q.offered ? or(eq(subscriptions.status, SubscriptionStatus.Ativa), heldLiveBy(q.viewerId))! : eq(subscriptions.status, SubscriptionStatus.Inativa),
  ];
  if (q.name) conds.push(ilike(subscriptions.name, `%${escapeLike(q.name)}%`));
  return and(...conds);
}

export async function listSubscriptions(db: DbOrTx, q: SubscriptionListQuery): Promise<{ rows: SubscriptionRow[]; total: number }> {
  const dir = q.descending ? desc : asc;
  const order = q.byName ? [dir(sql`lower(${subscriptions.name})`), dir(subscriptions.id)] : [dir(subscriptions.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(listWhere(q))
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(subscriptions).where(listWhere(q)),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

export async function findSubscription(db: DbOrTx, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

/** The invoices of one member's subscription, by the invoices' unique billing-period index. */
const invoicesOfSubscription = (userId: SQL | number, userSubscriptionId: SQL | number) =>
  sql`${invoices.userId} = ${userId} AND ${invoices.type} = ${InvoiceType.Assinatura}
      AND coalesce(${invoices.userSubscriptionId}, 0) = ${userSubscriptionId} AND ${invoices.billingPeriod} IS NOT NULL`;

interface ViewRow {
  id: number;
  user_id: number;
  subscription_id: number;
  status: number;
  started_on: string;
  next_period_start: string;
  paid_through: string | null;
  cancelled_at: string | Date | null;
  created_at: string | Date;
  pending_invoice_id: number | null;
  pending_invoice_token: string | null;
}

/**
 * The member's subscriptions, one per subscription (the live one, else the last cancelled), each
 * with its oldest Pendente invoice.
 */
export async function listOfUser(db: DbOrTx, userId: number): Promise<UserSubscriptionView[]> {
  const us = userSubscriptions;
  const rows = rowsOf<ViewRow>(
    await db.execute(sql`
SELECT DISTINCT ON (${us.subscriptionId}) ${us.id} AS id, ${us.userId} AS user_id, ${us.subscriptionId} AS subscription_id,
       ${us.status} AS status, ${us.startedOn}::text AS started_on, ${us.nextPeriodStart}::text AS next_period_start,
       ${us.paidThrough}::text AS paid_through, ${us.cancelledAt} AS cancelled_at, ${us.createdAt} AS created_at,
       p.id AS pending_invoice_id, p.token AS pending_invoice_token
FROM ${us}
LEFT JOIN LATERAL (
  SELECT ${invoices.id} AS id, ${invoices.token} AS token FROM ${invoices}
  WHERE ${invoicesOfSubscription(sql`${us.userId}`, sql`${us.id}`)} AND ${invoices.status} = ${InvoiceStatus.Pendente}
  ORDER BY ${invoices.billingPeriod} LIMIT 1
) p ON true
WHERE ${us.userId} = ${userId}
ORDER BY ${us.subscriptionId}, ${us.status} DESC, ${us.id} DESC`),
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    subscriptionId: r.subscription_id,
    status: r.status,
    startedOn: r.started_on,
    nextPeriodStart: r.next_period_start,
    paidThrough: r.paid_through,
    cancelledAt: r.cancelled_at === null ? null : new Date(r.cancelled_at),
    createdAt: new Date(r.created_at),
    pendingInvoiceId: r.pending_invoice_id,
    pendingInvoiceToken: r.pending_invoice_token,
  }));
}

/**
 * A new live subscription, or undefined when the member already holds one of this subscription:
 * the partial unique index `user_subscriptions_live_uq` decides, even between racing requests.
 */
export async function insertLive(
  db: DbOrTx,
  v: { userId: number; subscriptionId: number; startedOn: string; nextPeriodStart: string; paidThrough: string | null; at: Date },
): Promise<UserSubscriptionRow | undefined> {
  const [row] = await db
    .insert(userSubscriptions)
    .values({ ...v, status: UserSubscriptionStatus.Ativo, createdAt: v.at })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findLive(db: DbOrTx, userId: number, subscriptionId: number): Promise<UserSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        eq(userSubscriptions.subscriptionId, subscriptionId),
        eq(userSubscriptions.status, UserSubscriptionStatus.Ativo),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Locks the subscription's Pendente invoices. Taken before the subscription's row, in the order a
 * payment takes them (invoice, then subscription), so a cancel racing a payment never deadlocks.
 */
export async function lockOpenInvoices(db: DbOrTx, userId: number, userSubscriptionId: number) {
  await db.execute(
    sql`SELECT ${invoices.id} FROM ${invoices} WHERE ${invoicesOfSubscription(userId, userSubscriptionId)} AND ${invoices.status} = ${InvoiceStatus.Pendente} FOR UPDATE`,
  );
}

/** Ativo -> Cancelado, once: undefined when it was cancelled meanwhile. */
export async function markCancelled(db: DbOrTx, id: number, at: Date): Promise<UserSubscriptionRow | undefined> {
  const [row] = await db
    .update(userSubscriptions)
    .set({ status: UserSubscriptionStatus.Cancelado, cancelledAt: at })
    .where(and(eq(userSubscriptions.id, id), eq(userSubscriptions.status, UserSubscriptionStatus.Ativo)))
    .returning();
  return row;
}

/** The subscription's invoices, as a condition on invoices (the invoices feature cancels the pending ones). */
export const invoicesOfSubscriptionCondition = (userId: number, userSubscriptionId: number): SQL => invoicesOfSubscription(userId, userSubscriptionId);

export async function findWithSubscription(db: DbOrTx, userSubscriptionId: number, userId: number) {
  const [row] = await db
    .select({ us: userSubscriptions, frequencyType: subscriptions.frequencyType })
    .from(userSubscriptions)
    .innerJoin(subscriptions, eq(subscriptions.id, userSubscriptions.subscriptionId))
    .where(and(eq(userSubscriptions.id, userSubscriptionId), eq(userSubscriptions.userId, userId)))
    .limit(1);
  return row;
}

/** Paid through `end`, next bill from `next`; never backwards (an older period paid late changes nothing). */
export async function extendPaidPeriod(db: DbOrTx, id: number, end: string, next: string) {
  await db
    .update(userSubscriptions)
    .set({
      paidThrough: sql`greatest(coalesce(${userSubscriptions.paidThrough}, ${end}::date), ${end}::date)`,
      nextPeriodStart: sql`greatest(${userSubscriptions.nextPeriodStart}, ${next}::date)`,
    })
    .where(eq(userSubscriptions.id, id));
}

export interface RenewalCandidate {
  id: number;
  userId: number;
  startedOn: string;
  nextPeriodStart: string;
  name: string;
  frequencyType: number;
  frequencyPriceCents: number;
}

/**
 * Live subscriptions whose next period starts by `horizon` and is not billed yet, after `afterId`,
 * by id. Shared locks keep them from being cancelled until the batch commits, so a cancel that
 * waits on them then sees, and cancels, the invoices this batch issued.
 */
export async function renewalCandidates(db: DbOrTx, horizon: string, afterId: number, limit: number): Promise<RenewalCandidate[]> {
  const us = userSubscriptions;
  return db
    .select({
      id: us.id,
      userId: us.userId,
      startedOn: us.startedOn,
      nextPeriodStart: us.nextPeriodStart,
      name: subscriptions.name,
      frequencyType: subscriptions.frequencyType,
      frequencyPriceCents: subscriptions.frequencyPriceCents,
    })
    .from(us)
    .innerJoin(subscriptions, eq(subscriptions.id, us.subscriptionId))
    .where(
      and(
        eq(us.status, UserSubscriptionStatus.Ativo),
        lte(us.nextPeriodStart, horizon),
        gt(us.id, afterId),
        sql`NOT EXISTS (SELECT 1 FROM ${invoices} WHERE ${invoicesOfSubscription(sql`${us.userId}`, sql`${us.id}`)}
            AND ${invoices.billingPeriod} = ${us.nextPeriodStart})`,
      ),
    )
    .orderBy(asc(us.id))
    .limit(limit)
    .for('share', { of: us });
}
