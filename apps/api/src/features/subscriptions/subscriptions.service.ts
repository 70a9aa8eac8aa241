import type { z } from 'zod';
import { InvoiceType, messages, paginationResponse, UserType } from '@clube/contract';
import { SubscriptionSort, SubscriptionStatus, type GetAllSubscriptionsRequest, type UserSubscription } from '@clube/contract/subscriptions';
import type { Db } from '../../db/client';
import { auditActorById, writeAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { addDays, dayInSaoPaulo } from '../../platform/dates';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors';
import { cancelPendingInvoices, createPeriodInvoice } from '../invoices';
import { periodOf } from './subscription-periods';
import { toSubscriptionDto, toUserSubscriptionDto } from './subscriptions.mapper';
import * as repo from './subscriptions.repository';

/** The subscription's first invoice falls due this many days after subscribing, as an adhesion does. */
export const SUBSCRIPTION_INVOICE_DAYS = 3;

export async function list(db: Db, viewerId: number, body: z.output<typeof GetAllSubscriptionsRequest>) {
  const { Page, RowsPerPage } = body.PaginationSettings;
  const { rows, total } = await repo.listSubscriptions(db, {
    offered: body.Status,
    viewerId,
    name: body.Filters?.Name,
    byName: body.PaginationFilter?.Type === SubscriptionSort.AlphabeticalName,
    descending: body.PaginationFilter?.OrderByDescending ?? false,
    limit: RowsPerPage,
    offset: (Page - 1) * RowsPerPage,
  });
  return { data: rows.map(toSubscriptionDto), pagination: paginationResponse(Page, RowsPerPage, total) };
}

export async function listOfUser(db: Db, userId: number): Promise<UserSubscription[]> {
  return (await repo.listOfUser(db, userId)).map(toUserSubscriptionDto);
}

/**
 * Subscribes the member and bills the first period (starting today) for Price, in one
 * transaction. The live-subscription index refuses a second live one (409, nothing issued), so a
 * double click, a second tab or a retry never bills twice. A free first period (Price 0) is paid
 * at once, without an invoice. Administrators hold no subscriptions (403) (docs/plans.md#subscriptions).
 */
export async function subscribe(db: Db, user: AuthUser, subscriptionId: number, now: Date = new Date()): Promise<UserSubscription> {
  if (user.type === UserType.Administrator) throw forbidden(messages.subscriptionAdmin);
  return db.transaction(async (tx) => {
    const sub = await repo.findSubscription(tx, subscriptionId);
    if (!sub) throw notFound(messages.subscriptionNotFound);
    if (sub.status !== SubscriptionStatus.Ativa) throw unprocessable(messages.subscriptionUnavailable);
    const today = dayInSaoPaulo(now);
    const free = sub.priceCents <= 0;
    const first = periodOf(today, today, sub.frequencyType);
    const created = await repo.insertLive(tx, {
      userId: user.id,
      subscriptionId: sub.id,
      startedOn: today,
      nextPeriodStart: free ? first.next : today,
      paidThrough: free ? first.end : null,
      at: now,
    });
    if (!created) throw conflict(messages.subscriptionAlreadyActive);
    const invoice = free
      ? undefined
      : await createPeriodInvoice(tx, {
          userId: user.id,
          type: InvoiceType.Assinatura,
          description: messages.subscriptionInvoiceDescription(sub.name),
          valueCents: sub.priceCents,
          dueDate: addDays(today, SUBSCRIPTION_INVOICE_DAYS),
          billingPeriod: today,
          userSubscriptionId: created.id,
        });
    await writeAudit(tx, auditActorById(user.id), {
      action: 'subscriptions.subscribed',
      target: `user_subscription:${created.id}`,
      data: { subscriptionId: sub.id, invoiceId: invoice?.id ?? null, valueCents: invoice?.valueCents ?? 0 },
    });
    return toUserSubscriptionDto({ ...created, pendingInvoiceId: invoice?.id ?? null, pendingInvoiceToken: invoice?.token ?? null });
  });
}

/**
 * Cancels the member's live subscription of `subscriptionId` for good, with its Pendente invoices
 * (so none of them can be paid afterwards). Someone else's subscription, or none, is 404.
 */
export async function cancel(db: Db, user: AuthUser, subscriptionId: number, now: Date = new Date()): Promise<UserSubscription> {
  return db.transaction(async (tx) => {
    const live = await repo.findLive(tx, user.id, subscriptionId);
    if (!live) throw notFound(messages.subscriptionNotFound);
    await repo.lockOpenInvoices(tx, user.id, live.id);
    const cancelled = await repo.markCancelled(tx, live.id, now);
    if (!cancelled) throw notFound(messages.subscriptionNotFound);
    const invoiceIds = (await cancelPendingInvoices(tx, repo.invoicesOfSubscriptionCondition(user.id, live.id), { now, actorId: user.id })).map((i) => i.id);
    await writeAudit(tx, auditActorById(user.id), {
      action: 'subscriptions.cancelled',
      target: `user_subscription:${live.id}`,
      data: { subscriptionId, invoiceIds },
    });
    return toUserSubscriptionDto({ ...cancelled, pendingInvoiceId: null, pendingInvoiceToken: null });
  });
}
