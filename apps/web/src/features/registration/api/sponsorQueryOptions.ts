import { queryOptions } from '@tanstack/react-query';
import { verifySponsorByUsername } from '@clube/contract/registration';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';

/** The sponsor of the referral link (5 minutes). */
export const sponsorQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['users', 'verifySponsorByUsername', username.toLowerCase()],
    queryFn: async () => (await call(verifySponsorByUsername, { params: { username } })).Data,
    staleTime: staleTimes.sponsor,
  });
