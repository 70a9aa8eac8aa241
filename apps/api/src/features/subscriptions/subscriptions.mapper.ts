import { centsToReais } from '@clube/contract';
import {
  awaitingFirstPaymentStatus,
  frequencyTypeLabels,
  UserSubscriptionStatus,
  userSubscriptionStatusInfo,
  type Subscription,
  type UserSubscription,
} from '@clube/contract/subscriptions';
import type { subscriptions, userSubscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type UserSubscriptionRow = typeof userSubscriptions.$inferSelect;
/** A member's subscription with its Pendente invoice, if any. */
export type UserSubscriptionView = UserSubscriptionRow & { pendingInvoiceId: number | null; pendingInvoiceToken: string | null };

export const toSubscriptionDto = (s: SubscriptionRow): Subscription => ({
  Id: s.id,
  Name: s.name,
  Description: s.description,
  Price: centsToReais(s.priceCents),
  FrequencyType: s.frequencyType,
  FrequencyTypeFormatted: frequencyTypeLabels[s.frequencyType] ?? String(s.frequencyType),
  FrequencyPrice: centsToReais(s.frequencyPriceCents),
  Status: s.status,
});

/** Live but never paid (no PaidThrough yet) reads 'Aguardando Pagamento', not 'Ativo' (docs/plans.md#subscriptions). */
function statusOf(u: UserSubscriptionView): { label: string; color: string } {
  if (u.status === UserSubscriptionStatus.Ativo && u.paidThrough === null) return awaitingFirstPaymentStatus;
  return userSubscriptionStatusInfo[u.status] ?? { label: String(u.status), color: 'gray' };
}

export function toUserSubscriptionDto(u: UserSubscriptionView): UserSubscription {
  const status = statusOf(u);
  return {
    Id: u.id,
    SubscriptionId: u.subscriptionId,
    Status: u.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    StartedOn: u.startedOn,
    NextPeriodStart: u.nextPeriodStart,
    PaidThrough: u.paidThrough,
    CancelledAt: u.cancelledAt ? u.cancelledAt.toISOString() : null,
    PendingInvoiceId: u.pendingInvoiceId,
    PendingInvoiceToken: u.pendingInvoiceToken,
  };
}
