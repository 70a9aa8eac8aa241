import { useMutation } from '@tanstack/react-query';
import { confirmAccountLinkByToken, type ConfirmAccountLinkByTokenBody } from '@clube/contract/network';
import { call } from '../../../lib/api';

/** The e-mailed link's confirmation: works without a session. */
export function useConfirmAccountLinkByToken() {
  return useMutation({
    mutationFn: async (body: ConfirmAccountLinkByTokenBody) => (await call(confirmAccountLinkByToken, { body })).Message,
  });
}
