const all = ['ledger'] as const;

/** The wallets' cache keys; `all` is what any movement of balance (payment, transfer, withdrawal) invalidates. */
export const ledgerKeys = {
  all,
  wallet: (type: number) => [...all, 'wallet', type] as const,
  hasBalance: (type: number) => [...all, 'hasBalance', type] as const,
};
