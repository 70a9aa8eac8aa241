import type { EndpointAddress } from '../common/endpoint';

// Without schemas, so that the dashboard and the shell call these without downloading zod (EndpointAddress).
export const getAllUsersCountAddress = { method: 'GET', path: '/api/users/getAllUsersCount' } as const satisfies EndpointAddress;
