export * from './addresses';
export * from './get-all-invoices';
export * from './admin-cancel-pending-invoice';
