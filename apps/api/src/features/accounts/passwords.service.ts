import type { FastifyBaseLogger } from 'fastify';
import { messages, UserStatus, UserType } from '@clube/contract';
import { RESET_LINK_LIFETIME_MINUTES } from '@clube/contract/accounts';
import type { Db, DbOrTx } from '../../db/client';
import { throttleRules, type AccountThrottle } from '../../platform/account-throttle';
import type { Mailer } from '../../platform/mail';
import { badRequest } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { randomToken, sha256 } from '../../platform/tokens';
import { findSponsorUsername, findUserById, findUserByUsernameOrEmail, replacePassword } from './accounts.repository';
import { consumeToken, countRecentTokens, insertUserToken, revokeUnusedTokens } from './user-tokens.repository';

/** A mailbox gets at most this many links per quarter of an hour, whoever asks. */
const MAX_LINKS_PER_15_MINUTES = 3;

/**
 * Sends a one-use reset link when the account exists and may sign in; says nothing either way.
 * The e-mail leaves after the answer, so the answer time does not tell whether it was sent.
 * Every request counts against the typed value, existing or not (docs/accounts.md).
 * A store client gets one too: his link names his store, where he signs in once the password is
 * changed (the office's login stays closed to him, docs/marketplace.md#public-store).
 */
export async function requestPasswordRecovery(
  deps: { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger; throttle: AccountThrottle },
  value: string,
): Promise<void> {
  const { db } = deps;
  await deps.throttle.take(db, throttleRules.recovery, value);
  const user = await findUserByUsernameOrEmail(db, value);
  if (!user || user.status === UserStatus.Bloqueado) return;
  if (await tooManyResetLinks(db, user.id)) return;
  const link = await db.transaction((tx) => createResetLink(tx, deps.publicUrl, user));
  mailResetLink(deps, user, link);
}

/** Whether the mailbox already got its allowance of links in the last quarter of an hour. */
export async function tooManyResetLinks(db: DbOrTx, userId: number): Promise<boolean> {
  const since = new Date(Date.now() - 15 * 60_000);
  return (await countRecentTokens(db, userId, 'password_reset', since)) >= MAX_LINKS_PER_15_MINUTES;
}

/**
 * A new one-use reset link (valid RESET_LINK_LIFETIME_MINUTES) replacing the unused ones, in the
 * caller's transaction: the recovery prompt and the console's 'Enviar redefinição de senha' share it.
 * Only the token's hash is stored; the link is for the e-mail alone.
 */
export async function createResetLink(tx: DbOrTx, publicUrl: string, user: { id: number; type: number }): Promise<string> {
  const token = randomToken();
  await revokeUnusedTokens(tx, user.id, 'password_reset');
  await insertUserToken(tx, {
    tokenHash: sha256(token),
    purpose: 'password_reset',
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MINUTES * 60_000),
  });
  const store = user.type === UserType.UserStore ? await findSponsorUsername(tx, user.id) : null;
  return `${publicUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}${store ? `&store=${encodeURIComponent(store)}` : ''}`;
}

/** Sends the link without waiting for the mail server; a failure is logged, never answered. */
export function mailResetLink(deps: { mailer: Mailer; log: FastifyBaseLogger }, user: { id: number; name: string; email: string }, link: string): void {
  void deps.mailer
    .send({ to: user.email, subject: messages.recoveryMailSubject, text: messages.recoveryMailText(user.name, link) })
    .catch((err: unknown) => deps.log.error({ err, userId: user.id }, 'password recovery e-mail not sent'));
}

/**
 * Uses a reset link once: new password, every session revoked, the other links dropped. Whoever
 * owns the mailbox also ends a login wait, so failures typed by someone else cannot keep the
 * member out (docs/accounts.md).
 */
export async function resetPasswordWithToken(db: Db, throttle: AccountThrottle, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, sha256(token), 'password_reset');
    if (!userId) return undefined;
    await replacePassword(tx, userId, passwordHash);
    await revokeUnusedTokens(tx, userId, 'password_reset');
    return findUserById(tx, userId);
  });
  if (!user) throw badRequest(messages.resetTokenInvalid);
  await throttle.clear(db, throttleRules.login, user.username);
  await throttle.clear(db, throttleRules.login, user.email);
}
