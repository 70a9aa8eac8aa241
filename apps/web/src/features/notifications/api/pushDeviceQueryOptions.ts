import { queryOptions } from '@tanstack/react-query';
import { pushDeviceState } from '../lib/push-device';
import { notificationsKeys } from './queryKeys';

/** Whether this browser receives the pushes (its service worker's subscription). */
export const pushDeviceQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.pushDevice,
    queryFn: pushDeviceState,
    staleTime: Infinity,
  });
