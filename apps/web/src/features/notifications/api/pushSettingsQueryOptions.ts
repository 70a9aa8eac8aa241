import { queryOptions } from '@tanstack/react-query';
import { getPushSettingsAddress, type getPushSettings } from '@clube/contract/notifications';
import { call } from '../../../lib/api';
import { notificationsKeys } from './queryKeys';

/** Whether the club sends pushes (PUSH), and the key a browser subscribes with. */
export const pushSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.pushSettings,
    queryFn: async () => (await call<typeof getPushSettings>(getPushSettingsAddress)).Data,
    staleTime: Infinity,
  });
