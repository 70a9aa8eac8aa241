import { queryOptions } from '@tanstack/react-query';
import { getSCBonificationCenter } from '@clube/contract/configurations';
import { call } from '../../../lib/api';
import { settingsKeys } from './queryKeys';

/** scBonificationCenter as stored (docs/configuration.md#scbonificationcenter). */
export const scBonificationCenterQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.bonificationCenter, queryFn: async () => (await call(getSCBonificationCenter)).Data, staleTime: 0 });
