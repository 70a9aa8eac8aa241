import { queryOptions } from '@tanstack/react-query';
import { getInvoiceByToken } from '@clube/contract/payments';
import { call } from '../../../lib/api';
import { staleTimes } from '../../../lib/stale-times';

export const invoiceByTokenKey = (token: string) => ['invoices', 'byToken', token] as const;

/** The invoice being paid (under ['invoices'], so payments refresh it with the lists). */
export const invoiceByTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invoiceByTokenKey(token),
    queryFn: async () => (await call(getInvoiceByToken, { params: { invoiceToken: token } })).Data,
    staleTime: staleTimes.invoices,
  });
