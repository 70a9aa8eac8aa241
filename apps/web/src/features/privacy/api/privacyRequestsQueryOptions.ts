import { queryOptions } from '@tanstack/react-query';
import { getPrivacyRequests, type PrivacyRequestStatus } from '@clube/contract/privacy';
import { call } from '../../../lib/api';
import { privacyKeys } from './queryKeys';

/** The console's queue ('' = every status). */
export const privacyRequestsQueryOptions = (status: PrivacyRequestStatus | '') =>
  queryOptions({
    queryKey: privacyKeys.queue(status),
    queryFn: async () => (await call(getPrivacyRequests, { query: status ? { Status: status } : {} })).Data,
  });
