import { InvoiceStatus } from '@clube/contract';
import type { GetAllInvoicesRequest } from '@clube/contract/invoices';

/** Spec part 1 section 9: page 1, 50 rows, ordered by id descending; pending ones only. */
export const homePendingInvoicesRequest: GetAllInvoicesRequest = {
  PaginationSettings: { Page: 1, RowsPerPage: 50 },
  PaginationFilter: { OrderByDescending: true },
  InvoiceStatus: InvoiceStatus.Pendente,
};
