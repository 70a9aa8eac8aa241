/** What the rest of the API uses from the invoices feature: issuing an invoice and its wire shape. */
export { createInvoice, createPeriodInvoice } from './invoices.service';
export { toInvoiceDto } from './invoices.mapper';
export { invoiceColumns, invoiceJson } from './invoices.repository';
/** The console's member page lists a member's invoices as he sees them. */
export { listInvoicesOfUser } from './invoice-list.service';
