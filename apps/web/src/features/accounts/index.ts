/** What the rest of the web uses from the accounts feature, cache keys included. */
export { useReloginCheck } from './hooks/useReloginCheck';
export { logout, storeSession } from './lib/session';
export { signOut } from './lib/signOut';
export { accountsKeys } from './api/queryKeys';
export { authUserDataQueryOptions, AUTH_USER_DATA_KEY } from './api/authUserDataQueryOptions';
export { ForgotPasswordModal } from './components/ForgotPasswordModal';
export { LoginForm } from './components/LoginForm';
export { SystemLogo } from './components/SystemLogo';
export { useGetAuthToken } from './api/useGetAuthToken';
export { TwoStepLogin } from './components/TwoStepLogin';
