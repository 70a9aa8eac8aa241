import type { NetworkListRequest } from '@clube/contract/network';

const all = ['network'] as const;

/** The network's cache keys. */
export const networkKeys = {
  all,
  tree: (userId: number, levels: number) => [...all, 'tree', userId, levels] as const,
  childs: (userId: number, page: number) => [...all, 'childs', userId, page] as const,
  level: (level: number, page: number) => [...all, 'level', level, page] as const,
  indications: (request: NetworkListRequest) => [...all, 'indications', request] as const,
  secondaryAccounts: (page: number) => [...all, 'secondary-accounts', page] as const,
  secondaryAccountsAll: [...all, 'secondary-accounts'] as const,
  accountLinkRequests: [...all, 'account-link-requests'] as const,
};
