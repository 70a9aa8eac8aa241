import type { FastifyBaseLogger } from 'fastify';
import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { messages, UserStatus, type UserType } from '@clube/contract';
import type { AuthResult } from '@clube/contract/accounts';
import { passkeyMessages, type PasskeyLoginBody } from '@clube/contract/passkeys';
import type { Db } from '../../db/client';
import { forbidden, unauthorized } from '../../platform/errors';
import { startSession, type IssueToken } from '../accounts';
import { CHALLENGE_SECONDS, challengeCheck, rememberChallenge } from './passkey-challenges';
import { findPasskeyForLogin, recordUse } from './passkeys.repository';
import { reasonOf } from './refusal-reason';
import type { RelyingParty } from './relying-party';

export interface PasskeyLoginDeps {
  db: Db;
  rp: RelyingParty;
  issue: IssueToken;
  log: FastifyBaseLogger;
}

/** Options for navigator.credentials.get(), naming no account: the device offers the passkeys it holds for us. */
export async function startPasskeyLogin(deps: Pick<PasskeyLoginDeps, 'db' | 'rp'>) {
  const options = await generateAuthenticationOptions({ rpID: deps.rp.id, userVerification: 'required', timeout: CHALLENGE_SECONDS * 1000 });
  await rememberChallenge(deps.db, options.challenge, 'authentication', null, null);
  // The standard's JSON, handed to the browser as it is.
  return { Options: { ...options } };
}

/**
 * Signs in with a passkey: the signature over one of our unused challenges, by a passkey we know,
 * with the device's lock verified and its counter moving forward. It counts as both factors, so
 * the session opens at once, as the password login's does (docs/security.md#passkeys).
 */
export async function passkeyLogin(deps: PasskeyLoginDeps, body: PasskeyLoginBody & { UserType: UserType }): Promise<AuthResult> {
  const { db } = deps;
  const credential = body.Credential as unknown as AuthenticationResponseJSON;
  const passkey = await findPasskeyForLogin(db, credential.id);
  // A passkey of another kind of account (an administrator's at the office's /login) is unknown here.
  if (!passkey || passkey.userType !== body.UserType) throw unauthorized(passkeyMessages.signInFailed);

  const challenge = challengeCheck(db, 'authentication', null);
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge.check,
      expectedOrigin: deps.rp.origin,
      expectedRPID: deps.rp.id,
      credential: {
        id: credential.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
    if (!result.verified) throw new Error('signature not verified');
    newCounter = result.authenticationInfo.newCounter;
  } catch (err) {
    // A counter going back may be a cloned authenticator: worth the operator's attention.
    deps.log.warn({ passkeyId: passkey.id, userId: passkey.userId, reason: reasonOf(err) }, 'passkey sign-in refused');
    if (!challenge.state.used) throw unauthorized(passkeyMessages.challengeInvalid);
    throw unauthorized(passkeyMessages.signInFailed);
  }
  // The passkey answers for the member it was made for.
  if (credential.response.userHandle && credential.response.userHandle !== passkey.userHandle) throw unauthorized(passkeyMessages.signInFailed);
  if (!(await recordUse(db, passkey.id, newCounter))) {
    deps.log.warn({ passkeyId: passkey.id, userId: passkey.userId }, 'passkey counter did not move forward');
    throw unauthorized(passkeyMessages.signInFailed);
  }
  // Told only to whoever proved to hold the passkey, as the password login does.
  if (passkey.userStatus === UserStatus.Bloqueado) throw forbidden(messages.userBlocked);
  // The one place a passkey opens a session: the same as the password login's.
  return startSession(db, deps.issue, passkey.userId, { secondFactor: 'passkey' });
}
