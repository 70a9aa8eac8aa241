import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNewWithdrawn, type CreateNewWithdrawnRequest, type Withdrawal } from '@clube/contract/withdrawals';
import { call } from '../../../lib/api';
import { currentAccountKeys } from '../../current-account';
import { ledgerKeys } from '../../ledger';
import { withdrawalsKeys } from './queryKeys';
import { withdrawalsRequest, type WithdrawalsPageData } from './withdrawalsQueryOptions';

/** The new withdrawal goes first on page 1 and its value joins the pending total (spec section 4). */
function addToLists(pages: WithdrawalsPageData | undefined, created: Withdrawal, isFirstPage: boolean): WithdrawalsPageData | undefined {
  if (!pages) return pages;
  const pending = Math.round((pages.PendingWithdrawalsValue + created.Value) * 100) / 100;
  if (!isFirstPage) return { ...pages, PendingWithdrawalsValue: pending };
  const pagination = pages.pagination ? { ...pages.pagination, TotalRows: pages.pagination.TotalRows + 1 } : pages.pagination;
  return { ...pages, Withdrawals: [created, ...pages.Withdrawals.filter((w) => w.Id !== created.Id)], PendingWithdrawalsValue: pending, pagination };
}

export function useCreateWithdrawn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateNewWithdrawnRequest) => (await call(createNewWithdrawn, { body })).Data,
    onSuccess: (created) => {
      const firstPage = JSON.stringify(withdrawalsRequest(1));
      for (const [key, data] of qc.getQueriesData<WithdrawalsPageData>({ queryKey: withdrawalsKeys.lists })) {
        qc.setQueryData(key, addToLists(data, created, JSON.stringify(key[2]) === firstPage));
      }
      // Other pages shift by one: fetch them again when they are shown.
      void qc.invalidateQueries({ queryKey: withdrawalsKeys.lists, refetchType: 'none' });
      void qc.invalidateQueries({ queryKey: withdrawalsKeys.validation });
      void qc.invalidateQueries({ queryKey: ledgerKeys.all });
      void qc.invalidateQueries({ queryKey: currentAccountKeys.all });
    },
  });
}
