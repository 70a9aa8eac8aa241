export * from './addresses';
export * from './get-all-earnings-details';
export * from './get-all-earnings';
export * from './get-balance-history';
