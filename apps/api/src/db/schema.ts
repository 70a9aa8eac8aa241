export * from './tables/users.table';
export * from './tables/plans.table';
export * from './tables/invoices.table';
export * from './tables/notifications.table';
export * from './tables/ledger.table';
export * from './tables/system.table';
export * from './tables/finances.table';
export * from './tables/career-plan.table';
