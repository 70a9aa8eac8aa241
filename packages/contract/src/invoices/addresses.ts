import type { EndpointAddress } from '../common/endpoint';

// Without schemas, so that the dashboard and the shell call these without downloading zod (EndpointAddress).
export const getAllInvoicesAddress = {
  method: 'POST',
  path: '/api/payments/invoices/getAllInvoices',
} as const satisfies EndpointAddress;
