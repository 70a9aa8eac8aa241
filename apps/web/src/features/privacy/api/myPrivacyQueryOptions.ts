import { queryOptions } from '@tanstack/react-query';
import { getMyPrivacy } from '@clube/contract/privacy';
import { call } from '../../../lib/api';
import { privacyKeys } from './queryKeys';

/** While an export is being prepared the screen asks again every 2 seconds until it is ready. */
export const myPrivacyQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.mine,
    queryFn: async () => (await call(getMyPrivacy)).Data,
    refetchInterval: (q) => (q.state.data?.LatestExport?.State === 'preparing' ? 2_000 : false),
  });
