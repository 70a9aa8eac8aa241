import { queryOptions } from '@tanstack/react-query';
import { WalletType } from '@clube/contract';
import { getUserWalletByWalletTypeAddress, type getUserWalletByWalletType } from '@clube/contract/ledger';
import { call } from '../../../lib/api';
import { ledgerKeys } from './queryKeys';
import { staleTimes } from '../../../lib/stale-times';

/** The member's wallet (Amount in reais); movements of balance invalidate ledgerKeys.all. */
export const walletQueryOptions = (type: number = WalletType.CurrentAccount) =>
  queryOptions({
    queryKey: ledgerKeys.wallet(type),
    queryFn: async () => (await call<typeof getUserWalletByWalletType>(getUserWalletByWalletTypeAddress, { params: { type: String(type) } })).Data,
    staleTime: staleTimes.wallet,
  });
