/** What the rest of the API uses from the registration: the user row as it inserts one (docs/club.md#registration). */
export { insertUser } from './registration.repository';
