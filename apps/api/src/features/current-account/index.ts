/** What the rest of the API (the console's member page) uses from the current account. */
export { listEarnings } from './current-account.service';
