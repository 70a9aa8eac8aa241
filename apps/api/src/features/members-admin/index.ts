/** What the rest of the API (the start-up and `npm run create-admin`) uses from the members' console: the first administrator. */
export { adminFromConfig, ensureFirstAdministrator, MISSING_ADMIN_MESSAGE, type AdminCredentials, type FirstAdminOutcome } from './first-admin';
