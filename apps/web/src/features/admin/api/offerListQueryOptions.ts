import { queryOptions } from '@tanstack/react-query';
import type { Endpoint, PaginationSettingsResponse } from '@clube/contract';
import { call } from '../../../lib/api';
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

/**
 * A catalog list's query options (plans, subscriptions, ranks, funds, unilevel tables: each in its
 * domain's feature). The five lists share one shape of request and answer (Data and PaginationSettings).
 */
export function offerListQueryOptions<Row>(section: OfferSection, endpoint: Endpoint) {
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
export type OfferListQueryOptions<Row> = ReturnType<typeof offerListQueryOptions<Row>>;
