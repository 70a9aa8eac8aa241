import type { EndpointAddress } from '../common/endpoint';

// Without schemas, so that /login calls these without downloading zod (EndpointAddress).
export const passkeyAuthenticationOptionsAddress = {
  method: 'POST',
  path: '/api/accounts/passkeys/authenticationOptions',
} as const satisfies EndpointAddress;
export const passkeyLoginAddress = { method: 'POST', path: '/api/accounts/passkeys/login' } as const satisfies EndpointAddress;
