import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUserNotificationAddress, type updateUserNotification, type UserNotification } from '@clube/contract/notifications';
import { call } from '../../../lib/api';
import { notificationsKeys } from './queryKeys';

/** Sends the view request with the current date; the list shows it read at once. */
export function useViewNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await call<typeof updateUserNotification>(updateUserNotificationAddress, { body: { Id: id, ViewedDate: new Date().toISOString() } })).Data,
    onSuccess: (updated) => {
      queryClient.setQueryData<UserNotification[]>(notificationsKeys.list, (list) => list?.map((n) => (n.Id === updated.Id ? updated : n)));
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.list });
    },
  });
}
