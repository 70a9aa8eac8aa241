import type { EndpointAddress } from '../common/endpoint';

// Without schemas, so that /login, the dashboard and the shell call these without downloading zod
// (EndpointAddress).
export const getAuthTokenAddress = { method: 'POST', path: '/api/accounts/token/getAuthToken' } as const satisfies EndpointAddress;
export const getAuthUserDataAddress = {
  method: 'GET',
  path: '/api/accounts/authUser/getAuthUserData',
} as const satisfies EndpointAddress;
export const verifyIfUserNeedsReloginAddress = {
  method: 'GET',
  path: '/api/accounts/authUser/verifyIfUserNeedsRelogin',
} as const satisfies EndpointAddress;
export const updateUserReloginDataAddress = {
  method: 'POST',
  path: '/api/accounts/authUser/updateUserReloginData/:value',
} as const satisfies EndpointAddress;
export const logoutAddress = { method: 'POST', path: '/api/accounts/authUser/logout' } as const satisfies EndpointAddress;
export const logoutAllDevicesAddress = {
  method: 'POST',
  path: '/api/accounts/authUser/logoutAllDevices',
} as const satisfies EndpointAddress;
