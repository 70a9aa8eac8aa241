import { queryOptions } from '@tanstack/react-query';
import { getAdhesionWithdrawal, type AdhesionWithdrawal } from '@clube/contract/plans';
import { call } from '../../../lib/api';
import { plansKeys } from './queryKeys';

const closed: AdhesionWithdrawal = { InvoiceId: null, PaidOn: null, Deadline: null, CanWithdraw: false };

/**
 * Whether 'Desistir da adesão' is open (7 days from paying the adhesion, CDC art. 49) and until when.
 * A notice beside the plans, not the page's subject: a failed fetch shows nothing rather than a toast.
 */
export const adhesionWithdrawalQueryOptions = () =>
  queryOptions({
    queryKey: plansKeys.adhesionWithdrawal,
    queryFn: async (): Promise<AdhesionWithdrawal> => {
      try {
        return (await call(getAdhesionWithdrawal)).Data;
      } catch {
        return closed;
      }
    },
    staleTime: 0,
  });
