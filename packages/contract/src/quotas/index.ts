export * from './get-all-investment-fund-quotas';
