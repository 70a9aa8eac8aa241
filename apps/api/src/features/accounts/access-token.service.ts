import { messages, UserType } from '@clube/contract';
import { ACCESS_TOKEN_LIFETIME_MINUTES, type IssuedAccessToken } from '@clube/contract/accounts';
import type { Db } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { randomToken, sha256 } from '../../platform/tokens';
import { findUserById } from './accounts.repository';
import { insertUserToken } from './user-tokens.repository';

/**
 * Admin console "entrar como sócio": a one-use token for the token login, valid 5 minutes. The
 * session it opens remembers the operator and cannot move money (docs/security.md). One audit row,
 * with the operator's address and never the token (docs/admin.md#audit).
 */
export async function issueMemberAccessToken(db: Db, publicUrl: string, actor: AuditActor, userId: number): Promise<IssuedAccessToken> {
  const user = await findUserById(db, userId);
  if (!user || user.type !== UserType.User) throw notFound(messages.userNotFound);
  const token = randomToken();
  const expiresOn = new Date(Date.now() + ACCESS_TOKEN_LIFETIME_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    // The operator's token version as it is now: a block, role or password change of his after this
    // point kills the token and the session it opens (docs/security.md#operator-sessions-end-with-the-operator).
    const operator = await findUserById(tx, actor.userId);
    if (!operator) throw notFound(messages.userNotFound);
    await insertUserToken(tx, {
      tokenHash: sha256(token),
      purpose: 'access_login',
      userId,
      expiresAt: expiresOn,
      issuedBy: actor.userId,
      issuedByTokenVersion: operator.tokenVersion,
    });
    await writeAudit(tx, actor, { action: 'accounts.access_token_issued', target: auditTarget('user', userId), data: { expiresOn: expiresOn.toISOString() } });
  });
  const query = new URLSearchParams({ accessToken: token, username: user.username });
  return {
    AccessToken: token,
    Username: user.username,
    Url: `${publicUrl.replace(/\/+$/, '')}/accessToken?${query.toString()}`,
    ExpiresOn: expiresOn.toISOString(),
  };
}
