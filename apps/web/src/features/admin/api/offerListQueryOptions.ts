import { queryOptions } from '@tanstack/react-query';
import { OfferStatus, type Endpoint, type PaginationSettingsResponse } from '@clube/contract';
import { adminGetAllRanks, type AdminRank } from '@clube/contract/career-plan';
import { getAllUnilevels, type Unilevel } from '@clube/contract/configurations';
import { adminGetAllPlans, type AdminPlan } from '@clube/contract/plans';
import { adminGetAllFunds, type AdminFund } from '@clube/contract/quotas';
import { adminGetAllSubscriptions, type AdminSubscription } from '@clube/contract/subscriptions';
import { call } from '../../../../lib/api';
import { offersKeys, type OfferSection } from './queryKeys';

/** A console list's request: the page of 50 and its filters (status, part of the name). */
export interface OfferListRequest {
  PaginationSettings: { Page: number; RowsPerPage: number };
  Status?: 0 | 1 | null;
  Name?: string | null;
}

export interface OfferPage<Row> {
  rows: Row[];
  pagination: PaginationSettingsResponse | null;
}

/** The five lists share one shape of request and answer (Data and PaginationSettings). */
function listQuery<Row>(section: OfferSection, endpoint: Endpoint) {
  return (request: OfferListRequest) =>
    queryOptions({
      queryKey: offersKeys.list(section, request),
      queryFn: async (): Promise<OfferPage<Row>> => {
        const res = (await call(endpoint, { body: request as never })) as { Data: Row[]; PaginationSettings?: PaginationSettingsResponse | null };
        return { rows: res.Data, pagination: res.PaginationSettings ?? null };
      },
    });
}

/** A catalog list's query options, for the page hook that runs it. */
export type OfferListQueryOptions<Row> = ReturnType<typeof listQuery<Row>>;

export const plansListQueryOptions = listQuery<AdminPlan>('plans', adminGetAllPlans);
export const subscriptionsListQueryOptions = listQuery<AdminSubscription>('subscriptions', adminGetAllSubscriptions);
export const ranksListQueryOptions = listQuery<AdminRank>('ranks', adminGetAllRanks);
export const fundsListQueryOptions = listQuery<AdminFund>('funds', adminGetAllFunds);
export const unilevelsListQueryOptions = listQuery<Unilevel>('unilevels', getAllUnilevels);

const ACTIVE_FIRST_PAGE: OfferListRequest = { PaginationSettings: { Page: 1, RowsPerPage: 50 }, Status: OfferStatus.Ativo };

/** The active funds a quota prize may name (the first 50, by id). */
export const activeFundsQueryOptions = () =>
  queryOptions({
    queryKey: offersKeys.choices('funds'),
    queryFn: async () => (await call(adminGetAllFunds, { body: ACTIVE_FIRST_PAGE })).Data,
  });

/** The active unilevel tables a subscription may name (the first 50, by id). */
export const activeUnilevelsQueryOptions = () =>
  queryOptions({
    queryKey: offersKeys.choices('unilevels'),
    queryFn: async () => (await call(getAllUnilevels, { body: ACTIVE_FIRST_PAGE })).Data,
  });
