import { queryOptions } from '@tanstack/react-query';
import { adminGetMember } from '@clube/contract/admin';
import { call } from '../../../lib/api';
import { adminMembersKeys } from './queryKeys';

/** The console's member page: profile, network, plan, invoices, balance, secondary accounts. */
export const memberDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminMembersKeys.detail(id),
    queryFn: async () => (await call(adminGetMember, { params: { id: String(id) } })).Data,
  });
