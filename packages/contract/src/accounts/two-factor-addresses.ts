import type { EndpointAddress } from '../common/endpoint';

// Without schemas, like addresses.ts: /login calls the second step without downloading zod.
export const verifyTwoFactorCodeAddress = {
  method: 'POST',
  path: '/api/accounts/token/verifyTwoFactorCode',
} as const satisfies EndpointAddress;
