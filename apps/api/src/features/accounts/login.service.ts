import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { messages, UserStatus } from '@clube/contract';
import type { AuthResult, LoginRequest, TwoFactorChallenge } from '@clube/contract/accounts';
import type { DbOrTx } from '../../db/client';
import type { IssueOptions } from '../../platform/auth';
import { throttleRules, type AccountThrottle } from '../../platform/account-throttle';
import { forbidden, unauthorized } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { sha256 } from '../../platform/tokens';
import { findUserById, findUserByLogin, recordLogin } from './accounts.repository';
import { issueChallenge } from './two-factor.service';
import { consumeAccessLoginToken } from './user-tokens.repository';

type LoginInput = z.output<typeof LoginRequest>;
export type IssueToken = FastifyInstance['issueAccessToken'];

// Verifying against a real hash when the user does not exist keeps the answer time the same.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('dummy-password-for-unknown-users'));

/**
 * Password login (Email or Username) or the one-use token login (AccessToken + Username). An
 * account with two factors answers a challenge for the second step instead of a session.
 */
export function login(db: DbOrTx, issue: IssueToken, body: LoginInput, throttle: AccountThrottle): Promise<AuthResult | TwoFactorChallenge> {
  return body.AccessToken ? tokenLogin(db, issue, body) : passwordLogin(db, issue, body, throttle);
}

async function passwordLogin(db: DbOrTx, issue: IssueToken, body: LoginInput, throttle: AccountThrottle): Promise<AuthResult | TwoFactorChallenge> {
  const byEmail = !!body.Email;
  const identifier = (byEmail ? body.Email : body.Username) ?? '';
  const password = body.Password ?? '';
  // Counted before the lookup: a waiting name answers 429 at once, known or not, with no
  // password checked (docs/accounts.md, "Limits per account").
  await throttle.take(db, throttleRules.login, identifier);
  const user = await findUserByLogin(db, byEmail ? 'email' : 'username', identifier, body.UserType);
  let passwordOk = false;
  if (user?.passwordHash) passwordOk = await verifyPassword(user.passwordHash, password);
  else await verifyPassword(await dummy(), password);
  if (!user || !passwordOk) throw unauthorized(messages.invalidCredentials);
  await throttle.clear(db, throttleRules.login, identifier);
  // Told only to whoever knows the password.
  if (user.status === UserStatus.Bloqueado) throw forbidden(messages.userBlocked);
  // No session before the code (docs/accounts.md#two-factor-sign-in).
  if (user.activated2fa) return issueChallenge(db, user);
  return startSession(db, issue, user.id);
}

async function tokenLogin(db: DbOrTx, issue: IssueToken, body: LoginInput): Promise<AuthResult> {
  const consumed = await consumeAccessLoginToken(db, sha256(body.AccessToken!), { username: body.Username!, type: body.UserType });
  const user = consumed ? await findUserById(db, consumed.userId) : undefined;
  if (!user) throw unauthorized(messages.invalidAccessToken);
  if (user.status === UserStatus.Bloqueado) throw forbidden(messages.userBlocked);
  // An operator's session ("entrar como sócio") asks no code of the member: the operator passed his own.
  return startSession(db, issue, user.id, { impersonatorId: consumed!.issuedBy, impersonatorTokenVersion: consumed!.issuedByTokenVersion });
}

/**
 * Every complete sign-in opens its session here: the password (and the second factor when the account
 * has one), the one-use token and a passkey (docs/security.md#sessions).
 */
export async function startSession(db: DbOrTx, issue: IssueToken, userId: number, opts: IssueOptions = {}): Promise<AuthResult> {
  const s = await recordLogin(db, userId);
  return sessionResult(issue, { id: userId, ...s }, opts);
}

/**
 * A fresh session for a user (login, or after his own password change), answered once its row is
 * written, so that any API instance accepts the token (docs/security.md).
 */
export async function sessionResult(
  issue: IssueToken,
  u: { id: number; type: number; tokenVersion: number; rolesIds: number[]; username: string },
  opts: IssueOptions = {},
): Promise<AuthResult> {
  const { token, expiresOn, saved } = issue({ id: u.id, type: u.type, tokenVersion: u.tokenVersion }, opts);
  await saved;
  return {
    Message: messages.loginSuccess,
    IsAuth: true,
    AccessToken: token,
    ExpiresOn: expiresOn.toISOString(),
    RolesIds: u.rolesIds,
    Username: u.username,
  };
}
