export * from './get-all-plans';
export * from './plan-change';
export * from './get-pending-plan-by-user-id';
export * from './change-plan';
export * from './cancel-change-plan';
export * from './admin-plans';
export * from './adhesion-withdrawal';
