export * from './get-bonus-statement';
export * from './admin-cancel-paid-invoice';
export * from './admin-bulk-credits';
export * from './admin-money-approvals';
