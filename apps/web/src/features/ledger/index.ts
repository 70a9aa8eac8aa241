/** What the rest of the web uses from the ledger feature: the wallet and the keys a movement of balance invalidates. */
export { ledgerKeys } from './api/queryKeys';
export { walletQueryOptions } from './api/walletQueryOptions';
