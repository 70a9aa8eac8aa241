import { queryOptions } from '@tanstack/react-query';
import { getAllCitiesByRegion, getAllStates } from '@clube/contract/helpers';
import { call } from '../../../lib/api';
import { helpersKeys } from './queryKeys';

/** The 27 federative units; IBGE's list does not change while the app is open. */
export const ibgeStatesQueryOptions = () =>
  queryOptions({
    queryKey: helpersKeys.states,
    queryFn: async () => (await call(getAllStates)).Data,
    staleTime: Infinity,
  });

/** The municipalities of one state (UF) with their IBGE codes; disabled until a state is chosen. */
export const ibgeCitiesQueryOptions = (region: string) =>
  queryOptions({
    queryKey: helpersKeys.cities(region),
    queryFn: async () => (await call(getAllCitiesByRegion, { query: { region } })).Data,
    staleTime: Infinity,
    enabled: region !== '',
  });
