/** What the rest of the API (registration) uses from the plans feature. */
export { findActivePlan, hasActivePlans } from './plans.service';
/** What the plans' invoices (Adesão, Troca de Plano) and any invoice's payer mean on settle and cancel: apps/api/src/invoice-handlers.ts. */
export { adhesionInvoiceHandler, payerInvoiceHandler, planChangeInvoiceHandler } from './plans-invoice-handlers';
