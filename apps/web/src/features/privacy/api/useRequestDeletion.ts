import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestDeletion } from '@clube/contract/privacy';
import { call } from '../../../lib/api';
import { privacyKeys } from './queryKeys';

/** 'Solicitar exclusão dos meus dados'. */
export function useRequestDeletion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(requestDeletion, { body: { Confirm: true } }),
    onSuccess: (res) => (res.Data.Anonymized ? undefined : qc.invalidateQueries({ queryKey: privacyKeys.mine })),
  });
}
