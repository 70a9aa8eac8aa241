import { queryOptions } from '@tanstack/react-query';
import { verifySponsorByUsername } from '@clube/contract/registration';
import { call } from '../../../lib/api';
import { registrationKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** The sponsor of the referral link (5 minutes). */
export const sponsorQueryOptions = (username: string) =>
  queryOptions({
    queryKey: registrationKeys.sponsor(username),
    queryFn: async () => (await call(verifySponsorByUsername, { params: { username } })).Data,
    staleTime: staleTimes.sponsor,
  });
