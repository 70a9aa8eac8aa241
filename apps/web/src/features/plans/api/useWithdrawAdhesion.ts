import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawAdhesion } from '@clube/contract/plans';
import { call } from '../../../lib/api';
import { AUTH_USER_DATA_KEY } from '../../accounts';
import { invoicesKeys } from '../../invoices';
import { ledgerKeys } from '../../ledger';
import { plansKeys } from './queryKeys';

/**
 * 'Desistir da adesão' (docs/club.md#withdrawal-of-the-adhesion): the adhesion's money back, his open
 * invoices cancelled, his status Inativo: his invoices, wallet and session data reload.
 */
export function useWithdrawAdhesion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await call(withdrawAdhesion);
      return { result: res.Data, message: res.Message };
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: plansKeys.all });
      void qc.invalidateQueries({ queryKey: invoicesKeys.all });
      void qc.invalidateQueries({ queryKey: ledgerKeys.all });
      void qc.invalidateQueries({ queryKey: AUTH_USER_DATA_KEY });
    },
  });
}
