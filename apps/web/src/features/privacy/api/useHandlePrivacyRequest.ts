import { useMutation, useQueryClient } from '@tanstack/react-query';
import { handlePrivacyRequest, type PrivacyRequestAction } from '@clube/contract/privacy';
import { call } from '../../../lib/api';
import { privacyKeys } from './queryKeys';

/** The operator starts, concludes or refuses (with a reason) a data-subject request. */
export function useHandlePrivacyRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: PrivacyRequestAction; reason?: string }) =>
      call(handlePrivacyRequest, { params: { id }, body: { Action: action, Reason: reason ?? null } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: privacyKeys.queueAll }),
  });
}
