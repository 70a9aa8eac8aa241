/** The accounts feature's cache keys (other features reach them through its index.ts). */
export const accountsKeys = {
  /** The signed-in member: profile, plan, addresses, pending invoices. */
  authUserData: ['accounts', 'getAuthUserData'] as const,
  relogin: ['accounts', 'verifyIfUserNeedsRelogin'] as const,
};
