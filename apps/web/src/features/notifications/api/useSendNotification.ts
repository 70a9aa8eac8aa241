import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSendNotification, type SendNotificationRequest } from '@clube/contract/notifications';
import { call } from '../../../lib/api';
import { adminKeys } from '../../admin';
import { adminNotificationsKeys } from './queryKeys';

/** One notification to every recipient of the audience; the list of sends and the audit change. */
export function useSendNotification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SendNotificationRequest) => call(adminSendNotification, { body }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: adminNotificationsKeys.all });
      void qc.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
