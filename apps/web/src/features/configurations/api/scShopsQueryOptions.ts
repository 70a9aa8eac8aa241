import { queryOptions } from '@tanstack/react-query';
import { getSCShops } from '@clube/contract/configurations';
import { call } from '../../../lib/api';
import { settingsKeys } from './queryKeys';

/** scShops as stored, with the freight table freight is priced with (docs/configuration.md#scshops). */
export const scShopsQueryOptions = () => queryOptions({ queryKey: settingsKeys.shops, queryFn: async () => (await call(getSCShops)).Data, staleTime: 0 });
