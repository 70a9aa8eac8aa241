import { queryOptions } from '@tanstack/react-query';
import { DISCLOSURE_CACHE_SECONDS, getPublicDisclosure } from '@clube/contract/transparency';
import { call } from '../../../lib/api';
import { transparencyKeys } from './queryKeys';

/** One published disclosure (an earlier one, chosen from the list); a published one never changes. */
export const publishedDisclosureQueryOptions = (id: number) =>
  queryOptions({
    queryKey: transparencyKeys.one(id),
    queryFn: async () => (await call(getPublicDisclosure, { params: { id } })).Data,
    staleTime: DISCLOSURE_CACHE_SECONDS * 1_000,
  });
