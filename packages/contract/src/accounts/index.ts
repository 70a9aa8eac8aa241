export * from './get-auth-user-data';
