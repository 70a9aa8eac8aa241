/** What the rest of the web uses from the passkeys feature: Meus Dados' section, /login's button, the cache keys. */
export { PasskeysSection } from './components/PasskeysSection';
export { PasskeyLoginButton } from './components/PasskeyLoginButton';
export { passkeysKeys } from './api/queryKeys';
