import { queryOptions } from '@tanstack/react-query';
import { getAllStates } from '@clube/contract/helpers';
import { call } from '../../../lib/api';

/** The 27 UFs never change while the page is open. */
export const statesQueryOptions = () =>
  queryOptions({
    queryKey: ['helpers', 'ibge', 'getAllStates'],
    queryFn: async () => (await call(getAllStates)).Data,
    staleTime: Infinity,
  });
