export * from './get-all-investment-fund-quotas';
export * from './admin-investment-funds';
