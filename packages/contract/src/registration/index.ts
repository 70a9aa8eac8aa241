export * from './rules';
export * from './verify-sponsor-by-username';
export * from './register-user';
