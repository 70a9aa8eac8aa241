import type { EndpointAddress } from '../common/endpoint';

// Without schemas, so that the dashboard's rank chart calls it without downloading zod (EndpointAddress).
export const getUserRanksDetailsAddress = {
  method: 'GET',
  path: '/api/users/careerPlan/getUserRanksDetails',
} as const satisfies EndpointAddress;
