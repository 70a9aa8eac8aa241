export * from './update-user';
export * from './create-new-user-adresses';
export * from './update-user-adresses';
