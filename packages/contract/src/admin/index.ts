export * from './audit';
export * from './outbox';
export * from './jobs';
export * from './ledger-verification';
export * from './members';
export * from './member-actions';
export * from './staff';
export * from './root-member';
