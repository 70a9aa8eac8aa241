/** What the rest of the API (the profile) uses from the accounts feature. */
export { getUserDto } from './auth-user.service';
export { sessionResult, type IssueToken } from './login.service';
export { toAddressDto } from './auth-user.mapper';
/** What the admin console uses (docs/admin.md#members): ending a member's tokens, the relogin flag, the reset link. */
export { revokeEveryToken, updateReloginFlag } from './session.service';
export { createResetLink, mailResetLink, tooManyResetLinks } from './passwords.service';
/** What passkeys use (docs/security.md#passkeys): the password asked again, and the login's own session opening. */
export { checkCurrentPassword } from './current-password';
export { startSession } from './login.service';
