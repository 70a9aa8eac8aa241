export * from './store';
export * from './get-store-by-username';
export * from './get-all-store-products';
export * from './get-all-store-categories';
export * from './register-store-client';
export * from './get-store-auth-token';
