import { queryOptions } from '@tanstack/react-query';
import { getContract } from '@clube/contract/configurations';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';
import { configurationsKeys } from './queryKeys';

/** The membership contract, read when a visitor opens it from the registration (docs/configuration.md#scgeneral). */
export const contractQueryOptions = () =>
  queryOptions({ queryKey: configurationsKeys.contract, queryFn: async () => (await call(getContract)).Data, staleTime: staleTimes.configuration });
