import { adminGetAllFunds, type AdminFund } from '@clube/contract/quotas';
import { offerListQueryOptions } from '../../admin';

/** The console's investment funds, active and inactive, a page of 50 (/configurations/funds). */
export const adminFundsQueryOptions = offerListQueryOptions<AdminFund>('funds', adminGetAllFunds);
