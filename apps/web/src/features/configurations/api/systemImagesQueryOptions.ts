import { queryOptions } from '@tanstack/react-query';
import { getSystemImagesAddress, type getSystemImages } from '@clube/contract/configurations';
import { call } from '../../../lib/api';
import { configurationsKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** Favicon and MainLogo (open call: the login screen uses it too). */
export const systemImagesQueryOptions = () =>
  queryOptions({
    queryKey: configurationsKeys.systemImages,
    queryFn: async () => (await call<typeof getSystemImages>(getSystemImagesAddress)).Data,
    staleTime: staleTimes.configuration,
    // Without a logo every screen still works: no error toast for it.
    meta: { silent: true },
  });
