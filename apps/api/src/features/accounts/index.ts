/** What the rest of the API (the profile) uses from the accounts feature. */
export { getUserDto } from './auth-user.service';
export { sessionResult, type IssueToken } from './login.service';
export { toAddressDto } from './auth-user.mappers';
