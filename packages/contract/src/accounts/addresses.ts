import type { EndpointAddress } from '../common/endpoint';

// Without schemas, so that /login calls it without downloading zod (EndpointAddress).
export const getAuthTokenAddress = { method: 'POST', path: '/api/accounts/token/getAuthToken' } as const satisfies EndpointAddress;
