export * from './addresses';
export * from './get-dashboard-charts';
