import type { GetAllInvoicesRequest } from '@clube/contract/invoices';

const all = ['invoices'] as const;

/** The invoices' cache keys; `all` (lists and the invoice being paid) is what a payment invalidates. */
export const invoicesKeys = {
  all,
  list: (request: GetAllInvoicesRequest) => [...all, 'list', request] as const,
  byToken: (token: string) => [...all, 'byToken', token] as const,
};
