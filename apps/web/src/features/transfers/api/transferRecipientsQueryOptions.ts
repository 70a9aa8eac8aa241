import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { USERS_PAGE_SIZE, getAllUsers } from '@clube/contract/users';
import { call } from '../../../lib/api';
import { transfersKeys } from './queryKeys';

/** Members whose username starts with the typed text (the server leaves out the caller and blocked ones). */
export const transferRecipientsQueryOptions = (username: string) =>
  queryOptions({
    queryKey: transfersKeys.recipients(username),
    queryFn: async () =>
      (await call(getAllUsers, { body: { PaginationSettings: { Page: 1, RowsPerPage: USERS_PAGE_SIZE }, Filters: { Username: username }, UserType: 2 } })).Data,
    enabled: username.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
