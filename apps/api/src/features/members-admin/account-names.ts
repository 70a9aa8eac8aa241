import { messages } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, isUniqueViolation } from '../../platform/errors';
import { emailProblem, usernameProblem } from '../helpers';

/**
 * A console-made account's username and e-mail, by the registration's rules: a name in use is a
 * 409, a malformed one a 400 naming its field.
 */
export async function assertNamesFree(tx: DbOrTx, names: { username: string; email: string }) {
  const usernameIssue = await usernameProblem(tx, names.username);
  if (usernameIssue) throw usernameIssue === messages.usernameInUse ? conflict(usernameIssue) : badRequest(usernameIssue, { Username: [usernameIssue] });
  const emailIssue = await emailProblem(tx, names.email);
  if (emailIssue) throw emailIssue === messages.emailInUse ? conflict(emailIssue) : badRequest(emailIssue, { Email: [emailIssue] });
}

/** Two creations racing for one name: the unique indexes decide, and the loser gets the 409 the check gives. */
export function nameRaceConflict(err: unknown): Error | undefined {
  if (isUniqueViolation(err, 'users_email_lower_uq')) return conflict(messages.emailInUse);
  if (isUniqueViolation(err, 'users_username_lower_uq')) return conflict(messages.usernameInUse);
  return undefined;
}
