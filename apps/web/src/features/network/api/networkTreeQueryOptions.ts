import { queryOptions } from '@tanstack/react-query';
import { getNetwork } from '@clube/contract/network';
import { call } from '../../../lib/api';
import { networkKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** The tree with `userId` on top and `levels` levels below him. */
export const networkTreeQueryOptions = (userId: number, levels = 1) =>
  queryOptions({
    queryKey: networkKeys.tree(userId, levels),
    queryFn: async () => (await call(getNetwork, { body: { UserId: userId, Levels: levels } })).Data,
    staleTime: staleTimes.network,
  });
