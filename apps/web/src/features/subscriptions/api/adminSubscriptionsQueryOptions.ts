import { adminGetAllSubscriptions, type AdminSubscription } from '@clube/contract/subscriptions';
import { offerListQueryOptions } from '../../admin';

/** The console's subscriptions, active and inactive, a page of 50 (/configurations/subscriptions). */
export const adminSubscriptionsQueryOptions = offerListQueryOptions<AdminSubscription>('subscriptions', adminGetAllSubscriptions);
