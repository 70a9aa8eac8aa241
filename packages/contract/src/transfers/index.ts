export * from './transfer';
export * from './get-all-users-transfers';
export * from './create-new-user-transfer';
