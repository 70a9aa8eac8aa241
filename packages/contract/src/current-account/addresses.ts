import type { EndpointAddress } from '../common/endpoint';

// Without schemas, so that the dashboard and the shell call these without downloading zod (EndpointAddress).
export const getAllEarningsDetailsAddress = {
  method: 'GET',
  path: '/api/finances/earnings/getAllEarningsDetails',
} as const satisfies EndpointAddress;
