import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unsubscribePushAddress, type unsubscribePush } from '@clube/contract/notifications';
import { ApiError, call } from '../../../lib/api';
import { unsubscribeDevice } from '../lib/push-device';
import { notificationsKeys } from './queryKeys';

/** Stops the pushes on this browser, and makes the API forget it. */
export function useUnsubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeDevice();
      if (!endpoint) return;
      // Already forgotten (the push service had dropped it): nothing left to undo.
      await call<typeof unsubscribePush>(unsubscribePushAddress, { body: { Endpoint: endpoint } }).catch((err: unknown) => {
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.pushDevice }),
  });
}
