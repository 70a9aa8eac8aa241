import { queryOptions } from '@tanstack/react-query';
import { adminGetAllStaff } from '@clube/contract/admin';
import { call } from '../../../lib/api';
import { adminStaffKeys } from './queryKeys';

/** Every administrator with his role. */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: adminStaffKeys.list,
    queryFn: async () => (await call(adminGetAllStaff, { body: {} })).Data,
  });
