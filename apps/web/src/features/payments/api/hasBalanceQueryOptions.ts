import { queryOptions } from '@tanstack/react-query';
import { WalletType } from '@clube/contract';
import { verifyIfUserHasBalance } from '@clube/contract/ledger';
import { call } from '../../../lib/api';
import { ledgerKeys } from '../../ledger';
import { staleTimes } from '../../../lib/stale-times';

/** Whether the current account has any balance; a silent call (spec section 8). */
export const hasBalanceQueryOptions = () =>
  queryOptions({
    queryKey: ledgerKeys.hasBalance(WalletType.CurrentAccount),
    queryFn: async () => (await call(verifyIfUserHasBalance, { params: { type: String(WalletType.CurrentAccount) } })).Data,
    staleTime: staleTimes.wallet,
    meta: { silent: true },
  });
