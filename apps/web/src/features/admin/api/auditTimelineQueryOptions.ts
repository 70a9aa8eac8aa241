import { queryOptions } from '@tanstack/react-query';
import { getAuditTimeline } from '@clube/contract/admin';
import { call } from '../../../lib/api';
import { adminKeys } from './queryKeys';

/** A record's audit rows, newest first (docs/admin.md#audit). */
export const auditTimelineQueryOptions = (target: string) =>
  queryOptions({
    queryKey: adminKeys.timeline(target),
    queryFn: async () => (await call(getAuditTimeline, { query: { Target: target } })).Data,
  });
