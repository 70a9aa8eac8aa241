import { queryOptions } from '@tanstack/react-query';
import { getPublicSCIntegrationsConfigsAddress, type getPublicSCIntegrationsConfigs } from '@clube/contract/configurations';
import { call } from '../../../lib/api';
import { configurationsKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** Which gateway pays, the card form's public key and the demonstration flag (scIntegrations' public part). */
export const publicIntegrationsQueryOptions = () =>
  queryOptions({
    queryKey: configurationsKeys.publicIntegrations,
    queryFn: async () => (await call<typeof getPublicSCIntegrationsConfigs>(getPublicSCIntegrationsConfigsAddress)).Data,
    staleTime: staleTimes.configuration,
    // Every screen asks it (the demonstration ribbon): no error toast for it.
    meta: { silent: true },
  });
