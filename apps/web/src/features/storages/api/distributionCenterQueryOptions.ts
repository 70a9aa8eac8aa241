import { queryOptions } from '@tanstack/react-query';
import { getDistributionCenterByUserId } from '@clube/contract/storages';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { storagesKeys } from './queryKeys';

/**
 * The caller's distribution center, or null when he has none: the marketplace hides 'Armazéns'
 * and the products' Stock action without one (spec part 2 sections 2 and 6).
 */
export const distributionCenterQueryOptions = () =>
  queryOptions({
    queryKey: storagesKeys.distributionCenter,
    queryFn: async () => (await call(getDistributionCenterByUserId)).Data,
    staleTime: staleTimes.marketplace,
  });
