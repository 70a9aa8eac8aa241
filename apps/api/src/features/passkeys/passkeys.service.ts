import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { messages, UserType } from '@clube/contract';
import { PASSKEYS_MAX, passkeyMessages, type Passkey, type PasskeyRegisterBody } from '@clube/contract/passkeys';
import type { Db } from '../../db/client';
import type { AccountThrottle } from '../../platform/account-throttle';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { CLUB_TIME_ZONE } from '../../platform/dates';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { checkCurrentPassword } from '../accounts';
import { defaultPasskeyName } from './device-name';
import { reasonOf } from './refusal-reason';
import { CHALLENGE_SECONDS, challengeCheck, rememberChallenge } from './passkey-challenges';
import { toPasskeyDto } from './passkeys.mapper';
import { countPasskeys, deletePasskeyRow, findAccount, insertPasskey, listCredentials, listPasskeyRows, renamePasskeyRow } from './passkeys.repository';
import type { RelyingParty } from './relying-party';

export interface PasskeyDeps {
  db: Db;
  rp: RelyingParty;
  mailer: Mailer;
  throttle: AccountThrottle;
  log: FastifyBaseLogger;
}

const mailTime = new Intl.DateTimeFormat('pt-BR', { timeZone: CLUB_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/**
 * An operator's "entrar como sócio" session never adds or removes a way into the member's account
 * (docs/security.md#passkeys): a passkey made there would be the operator's key to it.
 */
function refuseOperator(user: AuthUser) {
  if (user.impersonatorId !== null) throw forbidden(passkeyMessages.operatorSession);
}

async function accountOf(deps: PasskeyDeps, userId: number) {
  const account = await findAccount(deps.db, userId);
  if (!account) throw notFound(messages.userNotFound);
  return account;
}

/** A store client signs in at his store, never at /login, where passkeys are used: he has none to make. */
function refuseStoreClient(user: AuthUser) {
  if (user.type === UserType.UserStore) throw forbidden();
}

/** Options for navigator.credentials.create(): a discoverable credential, the device's lock verified. */
export async function startRegistration(deps: PasskeyDeps, user: AuthUser, currentPassword: string) {
  refuseOperator(user);
  refuseStoreClient(user);
  const account = await accountOf(deps, user.id);
  await checkCurrentPassword(deps, account, currentPassword);
  const existing = await listCredentials(deps.db, user.id);
  if (existing.length >= PASSKEYS_MAX) throw conflict(passkeyMessages.limitReached(PASSKEYS_MAX));
  // One handle per member, random (it never tells who he is), kept with his passkeys.
  const userHandle = existing[0]?.userHandle ?? randomBytes(32).toString('base64url');
  const options = await generateRegistrationOptions({
    rpName: deps.rp.name,
    rpID: deps.rp.id,
    userName: account.username,
    userDisplayName: account.name,
    userID: new Uint8Array(Buffer.from(userHandle, 'base64url')),
    timeout: CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: c.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await rememberChallenge(deps.db, options.challenge, 'registration', user.id, userHandle);
  // The standard's JSON, handed to the browser as it is.
  return { Options: { ...options } };
}

/** Verifies the browser's answer against a challenge of this member and keeps the passkey. */
export async function finishRegistration(
  deps: PasskeyDeps,
  user: AuthUser,
  actor: AuditActor,
  body: PasskeyRegisterBody,
  userAgent: string | undefined,
): Promise<Passkey> {
  refuseOperator(user);
  refuseStoreClient(user);
  const { db } = deps;
  const challenge = challengeCheck(db, 'registration', user.id);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: body.Credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge.check,
      expectedOrigin: deps.rp.origin,
      expectedRPID: deps.rp.id,
      requireUserVerification: true,
    });
  } catch (err) {
    deps.log.info({ userId: user.id, reason: reasonOf(err) }, 'passkey registration refused');
    throw badRequest(challenge.state.used ? passkeyMessages.registrationFailed : passkeyMessages.challengeInvalid);
  }
  if (!verification.verified || !challenge.state.used) throw badRequest(passkeyMessages.registrationFailed);
  if ((await countPasskeys(db, user.id)) >= PASSKEYS_MAX) throw conflict(passkeyMessages.limitReached(PASSKEYS_MAX));

  const info = verification.registrationInfo;
  const name = body.Name?.trim() || defaultPasskeyName(userAgent);
  let saved;
  try {
    saved = await db.transaction(async (tx) => {
      const row = await insertPasskey(tx, {
        userId: user.id,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: (info.credential.transports ?? body.Credential.response.transports ?? []).slice(0, 10),
        userHandle: challenge.state.userHandle!,
        name,
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
      });
      await writeAudit(tx, actor, { action: 'passkeys.register', target: auditTarget('user', user.id), after: { Id: row.id, Name: row.name } });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'passkeys_credential_id_uq')) throw conflict(passkeyMessages.alreadyRegistered);
    throw err;
  }
  await mailMember(deps, user.id, 'registered', saved.name);
  return toPasskeyDto(saved);
}

export async function listPasskeys(deps: Pick<PasskeyDeps, 'db'>, userId: number): Promise<Passkey[]> {
  return (await listPasskeyRows(deps.db, userId)).map(toPasskeyDto);
}

export async function renamePasskey(deps: PasskeyDeps, user: AuthUser, actor: AuditActor, id: number, name: string): Promise<Passkey> {
  const row = await deps.db.transaction(async (tx) => {
    const renamed = await renamePasskeyRow(tx, user.id, id, name);
    if (!renamed) throw notFound(passkeyMessages.notFound);
    await writeAudit(tx, actor, { action: 'passkeys.rename', target: auditTarget('user', user.id), after: { Id: id, Name: renamed.name } });
    return renamed;
  });
  return toPasskeyDto(row);
}

/** Removing needs the password again; another member's passkey answers 404, like one that does not exist. */
export async function removePasskey(deps: PasskeyDeps, user: AuthUser, actor: AuditActor, id: number, currentPassword: string): Promise<void> {
  refuseOperator(user);
  const account = await accountOf(deps, user.id);
  await checkCurrentPassword(deps, account, currentPassword);
  const removed = await deps.db.transaction(async (tx) => {
    const row = await deletePasskeyRow(tx, user.id, id);
    if (!row) throw notFound(passkeyMessages.notFound);
    await writeAudit(tx, actor, { action: 'passkeys.remove', target: auditTarget('user', user.id), before: { Id: row.id, Name: row.name } });
    return row;
  });
  await mailMember(deps, user.id, 'removed', removed.name);
}

/** The member hears of every passkey added or removed; the mail leaves after the change and never holds a key. */
async function mailMember(deps: PasskeyDeps, userId: number, what: 'registered' | 'removed', passkey: string) {
  const account = await findAccount(deps.db, userId);
  if (!account) return;
  const when = mailTime.format(new Date());
  const mail =
    what === 'registered'
      ? { subject: passkeyMessages.registeredMailSubject, text: passkeyMessages.registeredMailText(account.name, passkey, when) }
      : { subject: passkeyMessages.removedMailSubject, text: passkeyMessages.removedMailText(account.name, passkey, when) };
  void deps.mailer.send({ to: account.email, ...mail }).catch((err: unknown) => deps.log.error({ err, userId }, `passkey ${what} e-mail not sent`));
}
