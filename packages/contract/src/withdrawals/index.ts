export * from './withdrawal';
export * from './get-withdrawal-configuration';
export * from './withdrawn-validation';
export * from './create-new-withdrawn';
export * from './get-all-withdrawals';
export * from './admin-withdrawals';
export * from './update-withdrawal-configuration';
