import type { EndpointAddress } from '../common/endpoint';

// Without schemas, so that the dashboard and the shell call these without downloading zod (EndpointAddress).
export const getUserWalletByWalletTypeAddress = {
  method: 'GET',
  path: '/api/users/wallets/getUserWalletByWalletType/:type',
} as const satisfies EndpointAddress;
