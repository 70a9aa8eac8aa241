import { queryOptions } from '@tanstack/react-query';
import { getAllUsersCountAddress, type getAllUsersCount } from '@clube/contract/users';
import { call } from '../../../lib/api';
import { homeKeys } from './queryKeys';

/** 'Entrada de Participantes em tempo real': fetched fresh on every visit. */
export const usersCountQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.usersCount,
    queryFn: async () => (await call<typeof getAllUsersCount>(getAllUsersCountAddress)).Data,
  });
