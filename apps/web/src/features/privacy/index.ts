/** What the rest of the web uses from privacy: the profile's 'Meus dados e privacidade' section and the cache keys. */
export { PrivacySection } from './components/PrivacySection';
export { privacyKeys } from './api/queryKeys';
