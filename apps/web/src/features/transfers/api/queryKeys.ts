import type { GetAllUsersTransfersRequest } from '@clube/contract/transfers';

const lists = ['transfers', 'list'] as const;

/** The transfers' cache keys; `lists` is the prefix of every page of the list. */
export const transfersKeys = {
  lists,
  list: (request: GetAllUsersTransfersRequest) => [...lists, request] as const,
  recipients: (username: string) => ['transfers', 'recipients', username] as const,
};
