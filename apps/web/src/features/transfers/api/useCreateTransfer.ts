import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNewUserTransfer, type CreateNewUserTransferRequest } from '@clube/contract/transfers';
import { call } from '../../../lib/api';
import { currentAccountKeys } from '../../current-account';
import { ledgerKeys } from '../../ledger';
import { transfersKeys } from './queryKeys';
import { transfersRequest, type TransfersPageData } from './transfersQueryOptions';

/** Moves the balance; the new transfer goes first on page 1 of the list (spec section 4). */
export function useCreateTransfer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateNewUserTransferRequest) => (await call(createNewUserTransfer, { body })).Data,
    onSuccess: (created) => {
      const { WalletType: _walletType, ...transfer } = created;
      qc.setQueryData<TransfersPageData>(transfersKeys.list(transfersRequest(1)), (old) =>
        old
          ? {
              transfers: [transfer, ...old.transfers.filter((t) => t.Id !== transfer.Id)],
              pagination: old.pagination ? { ...old.pagination, TotalRows: old.pagination.TotalRows + 1 } : old.pagination,
            }
          : old,
      );
      void qc.invalidateQueries({ queryKey: transfersKeys.lists, refetchType: 'none' });
      void qc.invalidateQueries({ queryKey: ledgerKeys.all });
      void qc.invalidateQueries({ queryKey: currentAccountKeys.all });
    },
  });
}
