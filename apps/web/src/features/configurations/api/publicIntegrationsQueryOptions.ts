import { queryOptions } from '@tanstack/react-query';
import { getPublicSCIntegrationsConfigs } from '@clube/contract/configurations';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';

/** Which gateway pays and the card form's public key (scIntegrations' public part). */
export const publicIntegrationsQueryOptions = () =>
  queryOptions({
    queryKey: ['configurations', 'integrations', 'public'],
    queryFn: async () => (await call(getPublicSCIntegrationsConfigs)).Data,
    staleTime: staleTimes.configuration,
  });
