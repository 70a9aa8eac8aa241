import { queryOptions } from '@tanstack/react-query';
import { getSCGeneral } from '@clube/contract/configurations';
import { call } from '../../../lib/api';
import { settingsKeys } from './queryKeys';

/** scGeneral as stored, read fresh: the console edits what is there now (docs/configuration.md#scgeneral). */
export const scGeneralQueryOptions = () => queryOptions({ queryKey: settingsKeys.general, queryFn: async () => (await call(getSCGeneral)).Data, staleTime: 0 });
