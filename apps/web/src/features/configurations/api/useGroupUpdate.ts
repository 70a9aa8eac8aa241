import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toastSuccess } from '../../../lib/notify';
import { adminKeys } from '../../admin';

/**
 * A configuration write: the answer (the group as stored) replaces the cached one under `key`, the
 * timelines refresh (each write adds an audit row), and the success toast shows the API's message.
 * A failure takes the app's one path, the error toast (app/query-client.ts).
 */
export function useGroupUpdate<I, D>(key: QueryKey, send: (input: I) => Promise<{ Data: D; Message: string | null }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (res) => {
      qc.setQueryData(key, res.Data);
      void qc.invalidateQueries({ queryKey: adminKeys.audit });
      if (res.Message) toastSuccess(res.Message);
    },
  });
}
