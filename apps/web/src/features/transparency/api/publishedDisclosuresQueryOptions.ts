import { queryOptions } from '@tanstack/react-query';
import { DISCLOSURE_CACHE_SECONDS, getPublicDisclosures } from '@clube/contract/transparency';
import { call } from '../../../lib/api';
import { transparencyKeys } from './queryKeys';

/** The latest published disclosure and the list of all of them: as long as the server lets them be kept. */
export const publishedDisclosuresQueryOptions = () =>
  queryOptions({
    queryKey: transparencyKeys.published,
    queryFn: async () => (await call(getPublicDisclosures)).Data,
    staleTime: DISCLOSURE_CACHE_SECONDS * 1_000,
  });
