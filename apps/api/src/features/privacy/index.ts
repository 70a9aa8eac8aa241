/**
 * What the rest of the API uses from privacy (docs/privacy.md): the contract's acceptance at
 * registration, and the daily housekeeping job.
 */
export { recordContractAcceptance, type ConsentContext } from './consents.service';
export { consentContextOf } from './consent-context';
export { privacyDailyJob, runPrivacyHousekeeping } from './privacy.job';
