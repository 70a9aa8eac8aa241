/** The registration feature's cache keys (its page is reached through the router). */
export { registrationKeys } from './api/queryKeys';
export { PersonTypeRadio } from './components/PersonTypeRadio';
