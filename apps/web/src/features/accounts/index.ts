/** What the rest of the web uses from the accounts feature. */
export { useReloginCheck } from './hooks/useReloginCheck';
export { logout, storeSession } from './lib/session';
export { authUserDataQueryOptions, AUTH_USER_DATA_KEY } from './api/authUserDataQueryOptions';
