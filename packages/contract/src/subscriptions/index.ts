export * from './subscription';
export * from './get-all-subscriptions';
export * from './get-all-user-subscriptions';
export * from './new-user-subscription';
export * from './cancel-subscription';
export * from './admin-subscriptions';
