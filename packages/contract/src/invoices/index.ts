export * from './get-all-invoices';
