import { queryOptions } from '@tanstack/react-query';
import { listPasskeys } from '@clube/contract/passkeys';
import { call } from '../../../lib/api';
import { passkeysKeys } from './queryKeys';

/** The member's passkeys, newest first. */
export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: passkeysKeys.list,
    queryFn: async () => (await call(listPasskeys)).Data,
  });
