import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestOtherRight, type RequestOtherRightBody } from '@clube/contract/privacy';
import { call } from '../../../lib/api';
import { privacyKeys } from './queryKeys';

/** Another right of LGPD art. 18, in the member's words, for the operator's queue. */
export function useRequestOtherRight() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOtherRightBody) => call(requestOtherRight, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: privacyKeys.mine }),
  });
}
