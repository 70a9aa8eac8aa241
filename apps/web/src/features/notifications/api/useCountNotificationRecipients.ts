import { useMutation } from '@tanstack/react-query';
import { adminCountNotificationRecipients, type NotificationAudienceRequest } from '@clube/contract/notifications';
import { call } from '../../../lib/api';

/** How many members the audience holds now (nothing is sent). */
export function useCountNotificationRecipients() {
  return useMutation({
    mutationFn: async (body: NotificationAudienceRequest) => (await call(adminCountNotificationRecipients, { body })).Data.Count,
  });
}
