/** What the rest of the web uses from the bank-accounts feature, cache keys included. */
export { bankAccountsKeys } from './api/queryKeys';
export { bankAccountsQueryOptions } from './api/bankAccountsQueryOptions';
