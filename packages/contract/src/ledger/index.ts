export * from './addresses';
export * from './wallet-type-params';
export * from './get-user-wallet-by-wallet-type';
export * from './verify-if-user-has-balance';
