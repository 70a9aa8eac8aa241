/**
 * What the rest of the API uses from the subscriptions feature: paying an invoice type 6 (payments)
 * and issuing the renewals (the billing jobs).
 */
export { issueSubscriptionRenewals, onSubscriptionInvoicePaid, subscriptionInvoiceHandler } from './subscription-billing';
export { followingPeriodStart, periodOf } from './subscription-periods';
