import { queryOptions } from '@tanstack/react-query';
import { getSCIntegrations } from '@clube/contract/configurations';
import { call } from '../../../lib/api';
import { settingsKeys } from './queryKeys';

/** scIntegrations with its secrets masked: the form never shows them (docs/configuration.md#secrets). */
export const scIntegrationsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.integrations, queryFn: async () => (await call(getSCIntegrations)).Data, staleTime: 0 });
