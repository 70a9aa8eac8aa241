import { z } from 'zod';
import { messages } from '../common/messages';
import { text } from '../common/text';

/** How often a subscription renews (docs/plans.md#subscriptions): months per period in FREQUENCY_MONTHS. */
export const FrequencyType = { Mensal: 1, Trimestral: 2, Semestral: 3, Anual: 4 } as const;
export type FrequencyType = (typeof FrequencyType)[keyof typeof FrequencyType];
export const frequencyTypeLabels: Record<number, string> = { 1: 'Mensal', 2: 'Trimestral', 3: 'Semestral', 4: 'Anual' };
export const FREQUENCY_MONTHS: Record<number, number> = { 1: 1, 2: 3, 3: 6, 4: 12 };

/** A subscription on offer: 1 Ativa; 0 Inativa takes no new subscribers, its subscribers keep theirs. */
export const SubscriptionStatus = { Inativa: 0, Ativa: 1 } as const;

/** A member's subscription: 1 Ativo, 0 Cancelado (final). */
export const UserSubscriptionStatus = { Cancelado: 0, Ativo: 1 } as const;
export const userSubscriptionStatusInfo: Record<number, { label: string; color: string }> = {
  0: { label: 'Cancelado', color: 'red' },
  1: { label: 'Ativo', color: 'green' },
};
/**
 * A live subscription whose first period is not paid yet (docs/plans.md#subscriptions): it is
 * not 'Ativo' until its first invoice is paid; the order's wording for the same wait.
 */
export const awaitingFirstPaymentStatus = { label: 'Aguardando Pagamento', color: 'yellow' } as const;
/** What a card shows for a subscription the member never held (spec part 2 §2: 'Inativo' in red). */
export const notSubscribedStatus = { label: 'Inativo', color: 'red' } as const;

/** Subscription list order (spec part 2 §3): PaginationFilter.Type 1 by Id, 2 by alphabetical name. */
export const SubscriptionSort = { Id: 1, AlphabeticalName: 2 } as const;
export const SUBSCRIPTIONS_PAGE_SIZE = 50;
/** Cards cut the description to this many characters plus '...' (spec part 2 §9). */
export const SUBSCRIPTION_DESCRIPTION_LIMIT = 200;

/** One subscription as the cards show it; Price (on subscribing) and FrequencyPrice (each period) in reais. */
export const Subscription = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  Price: z.number(),
  FrequencyType: z.number().int(),
  FrequencyTypeFormatted: z.string(),
  FrequencyPrice: z.number(),
  /** 1 on offer, 0 no longer offered (listed only to the members who still hold it). */
  Status: z.number().int(),
});
export type Subscription = z.infer<typeof Subscription>;

/**
 * One of the member's subscriptions. Days are yyyy-MM-dd: PaidThrough is the last day paid for
 * (null until the first invoice is paid), NextPeriodStart the first day not yet paid. The
 * PendingInvoice fields point at its Pendente invoice, if any (the payment page).
 */
export const UserSubscription = z.object({
  Id: z.number().int(),
  SubscriptionId: z.number().int(),
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  StartedOn: z.string(),
  NextPeriodStart: z.string(),
  PaidThrough: z.string().nullable(),
  CancelledAt: z.string().nullable(),
  PendingInvoiceId: z.number().int().nullable(),
  PendingInvoiceToken: z.string().nullable(),
});
export type UserSubscription = z.infer<typeof UserSubscription>;

/** Path parameter `{id}` of newUserSubscription and cancelSubscription: the subscription's Id. */
export const SubscriptionIdParams = z.object({
  id: text()
    .regex(/^\d{1,10}$/, messages.subscriptionIdInvalid)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, messages.subscriptionIdInvalid),
});
