import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMarketingConsent, type MarketingChannel } from '@clube/contract/privacy';
import { call } from '../../../lib/api';
import { privacyKeys } from './queryKeys';

/** Gives or revokes one marketing channel; the answer is the whole section, put in the cache. */
export function useSetMarketingConsent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, granted }: { channel: MarketingChannel; granted: boolean }) =>
      call(setMarketingConsent, { body: { Channel: channel, Granted: granted } }),
    onSuccess: (res) => qc.setQueryData(privacyKeys.mine, res.Data),
  });
}
