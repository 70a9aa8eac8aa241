import { messages } from '@clube/contract';
import type { DbOrTx } from '../../db/client';
import { throttleRules, type AccountThrottle } from '../../platform/account-throttle';
import { badRequest } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';

const fieldError = (message: string) => badRequest(message, { CurrentPassword: [message] });

/**
 * The member's password asked again before a change of his access (a new password, a passkey
 * added or removed): missing or wrong is a 400 on `CurrentPassword`, never a 401 that would sign
 * the office out, and wrong guesses are limited per member (docs/accounts.md, "Limits per account").
 */
export async function checkCurrentPassword(
  deps: { db: DbOrTx; throttle: AccountThrottle },
  owner: { id: number; passwordHash: string | null },
  current: string | null | undefined,
): Promise<void> {
  if (!current) throw fieldError(messages.currentPasswordRequired);
  const key = String(owner.id);
  await deps.throttle.take(deps.db, throttleRules.passwordChange, key);
  if (!owner.passwordHash || !(await verifyPassword(owner.passwordHash, current))) throw fieldError(messages.currentPasswordWrong);
  await deps.throttle.clear(deps.db, throttleRules.passwordChange, key);
}
