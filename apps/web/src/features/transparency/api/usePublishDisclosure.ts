import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPublishDisclosure } from '@clube/contract/transparency';
import { call } from '../../../lib/api';
import { adminKeys } from '../../admin';
import { transparencyKeys } from './queryKeys';

/** Publishes what was previewed (its hash goes with it); the public list and the audit change. */
export function usePublishDisclosure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { StartDate: string; EndDate: string; PreviewHash: string }) => call(adminPublishDisclosure, { body }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: transparencyKeys.all }), client.invalidateQueries({ queryKey: adminKeys.audit })]),
  });
}
