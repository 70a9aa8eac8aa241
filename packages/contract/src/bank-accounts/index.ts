export * from './labels';
export * from './pix-keys';
export * from './bank-account';
export * from './get-all-banks';
export * from './get-all-user-bank-accounts';
export * from './create-new-user-bank-account';
export * from './update-user-bank-account';
