import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pushMessages, subscribePushAddress, type subscribePush } from '@clube/contract/notifications';
import { call } from '../../../lib/api';
import { subscribeDevice } from '../lib/push-device';
import { notificationsKeys } from './queryKeys';

/** Subscribes this browser (asking the permission now, on the member's click) and tells the API. */
export function useSubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (publicKey: string) => {
      const result = await subscribeDevice(publicKey);
      if (result === 'denied') throw new Error(pushMessages.denied);
      if (result === 'unsupported') throw new Error(pushMessages.unsupported);
      await call<typeof subscribePush>(subscribePushAddress, { body: result });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.pushDevice }),
  });
}
