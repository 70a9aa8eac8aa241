export * from './addresses';
export * from './get-all-invoices';
