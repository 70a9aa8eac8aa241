import { adminGetAllRanks, type AdminRank } from '@clube/contract/career-plan';
import { offerListQueryOptions } from '../../admin';

/** The console's ranks, active and inactive, a page of 50 (/configurations/career-plan). */
export const adminRanksQueryOptions = offerListQueryOptions<AdminRank>('ranks', adminGetAllRanks);
