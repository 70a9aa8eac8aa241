/** What the rest of the web uses from the invoices feature, cache keys included. */
export { invoicesKeys } from './api/queryKeys';
export { invoicesQueryOptions } from './api/invoicesQueryOptions';
export { invoiceColumns, paymentUrl } from './components/invoiceColumns';
