import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removePasskey } from '@clube/contract/passkeys';
import { call } from '../../../lib/api';
import { passkeysKeys } from './queryKeys';

/** Removes one of the member's passkeys; the password confirms it. */
export function useRemovePasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, currentPassword }: { id: number; currentPassword: string }) =>
      call(removePasskey, { params: { id: String(id) }, body: { CurrentPassword: currentPassword } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: passkeysKeys.list }),
  });
}
