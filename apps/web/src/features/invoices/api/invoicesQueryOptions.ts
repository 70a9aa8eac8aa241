import { queryOptions } from '@tanstack/react-query';
import { getAllInvoicesAddress, type getAllInvoices, type GetAllInvoicesRequest } from '@clube/contract/invoices';
import { call } from '../../../lib/api';
import { invoicesKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** One page of the member's invoices with its PaginationSettings (30 seconds). */
export const invoicesQueryOptions = (request: GetAllInvoicesRequest) =>
  queryOptions({
    queryKey: invoicesKeys.list(request),
    queryFn: async () => {
      const res = await call<typeof getAllInvoices>(getAllInvoicesAddress, { body: request });
      return { invoices: res.Data, pagination: res.PaginationSettings ?? null };
    },
    staleTime: staleTimes.invoices,
  });
