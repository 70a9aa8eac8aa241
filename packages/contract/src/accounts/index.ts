export * from './get-auth-token';
export * from './verify-if-user-needs-relogin';
export * from './update-user-relogin-data';
export * from './get-auth-user-data';
export * from './recovery-password';
export * from './reset-password';
export * from './issue-access-token';
export * from './logout';
