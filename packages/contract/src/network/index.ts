export * from './network-user';
export * from './get-network';
export * from './get-network-childs';
export * from './get-all-network-users';
export * from './get-all-indications';
export * from './secondary-accounts';
export * from './account-links';
