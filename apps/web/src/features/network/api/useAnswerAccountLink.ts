import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmAccountLink, refuseAccountLink } from '@clube/contract/network';
import { call } from '../../../lib/api';
import { networkKeys } from './queryKeys';

/** Confirms or refuses a pending link: the request leaves the list, and a confirmed account joins 'Minhas Contas'. */
export function useAnswerAccountLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: number; answer: 'confirm' | 'refuse' }) =>
      (await call(answer === 'confirm' ? confirmAccountLink : refuseAccountLink, { params: { id: String(id) } })).Message,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: networkKeys.accountLinkRequests });
      void qc.invalidateQueries({ queryKey: networkKeys.secondaryAccountsAll });
    },
  });
}
