import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNewUserTransfer, type CreateNewUserTransferRequest } from '@clube/contract/transfers';
import { call } from '../../../lib/api';
import { TRANSFERS_LIST_KEY, transfersRequest, type TransfersPageData } from './transfersQueryOptions';

/** Moves the balance; the new transfer goes first on page 1 of the list (spec section 4). */
export function useCreateTransfer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateNewUserTransferRequest) => (await call(createNewUserTransfer, { body })).Data,
    onSuccess: (created) => {
      const { WalletType: _walletType, ...transfer } = created;
      qc.setQueryData<TransfersPageData>([...TRANSFERS_LIST_KEY, transfersRequest(1)], (old) =>
        old
          ? {
              transfers: [transfer, ...old.transfers.filter((t) => t.Id !== transfer.Id)],
              pagination: old.pagination ? { ...old.pagination, TotalRows: old.pagination.TotalRows + 1 } : old.pagination,
            }
          : old,
      );
      void qc.invalidateQueries({ queryKey: TRANSFERS_LIST_KEY, refetchType: 'none' });
      void qc.invalidateQueries({ queryKey: ['ledger'] });
      void qc.invalidateQueries({ queryKey: ['current-account'] });
    },
  });
}
