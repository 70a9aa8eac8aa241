import type { EndpointAddress } from '../common/endpoint';

// Without schemas, so that the dashboard's charts call it without downloading zod (EndpointAddress).
export const getDashboardChartsAddress = {
  method: 'GET',
  path: '/api/dashboard/getCharts',
} as const satisfies EndpointAddress;
