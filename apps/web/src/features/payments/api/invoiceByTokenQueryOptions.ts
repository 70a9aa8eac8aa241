import { queryOptions } from '@tanstack/react-query';
import { getInvoiceByToken } from '@clube/contract/payments';
import { call } from '../../../lib/api';
import { invoicesKeys } from '../../invoices';
import { staleTimes } from '../../../lib/stale-times';

/** The invoice being paid (under invoicesKeys.all, so payments refresh it with the lists). */
export const invoiceByTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invoicesKeys.byToken(token),
    queryFn: async () => (await call(getInvoiceByToken, { params: { invoiceToken: token } })).Data,
    staleTime: staleTimes.invoices,
  });
