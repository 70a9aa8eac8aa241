import { queryOptions } from '@tanstack/react-query';
import { getAccountLinkRequests } from '@clube/contract/network';
import { call } from '../../../lib/api';
import { networkKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** New accounts of the member's CPF/CNPJ waiting for his answer (docs/accounts.md#linked-accounts). */
export const accountLinkRequestsQueryOptions = () =>
  queryOptions({
    queryKey: networkKeys.accountLinkRequests,
    queryFn: async () => (await call(getAccountLinkRequests)).Data,
    staleTime: staleTimes.network,
  });
