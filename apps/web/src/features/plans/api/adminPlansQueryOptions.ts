import { adminGetAllPlans, type AdminPlan } from '@clube/contract/plans';
import { offerListQueryOptions } from '../../admin';

/** The console's plans, active and inactive, a page of 50 (/configurations/plans). */
export const adminPlansQueryOptions = offerListQueryOptions<AdminPlan>('plans', adminGetAllPlans);
