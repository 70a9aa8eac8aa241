export * from './addresses';
export * from './user-summary';
export * from './get-all-users-count';
export * from './get-all-users';
export * from './get-user-by-username';
