import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { messages, UserStatus, UserType } from '@clube/contract';
import {
  twoFactorMessages as m,
  type AuthResult,
  type RecoveryCodes,
  type TwoFactorChallenge,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@clube/contract/accounts';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { AccountThrottle, ThrottleRule } from '../../platform/account-throttle';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { CLUB_TIME_ZONE } from '../../platform/dates';
import { AppError, badRequest, forbidden, unauthorized } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { verifyPassword } from '../../platform/passwords';
import { TOTP_FACTORS, type TotpFactor } from '../../platform/second-factor';
import { randomToken, sha256 } from '../../platform/tokens';
import { isOperatorSession } from '../../platform/auth';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { looksLikeTotpCode, newTotpSecret, otpAuthUri, totpStep } from './totp';
import {
  confirmTotp,
  countRecoveryCodesLeft,
  findTotp,
  forgetSessionsFactor,
  markSessionSecondFactor,
  removeTotp,
  replaceRecoveryCodes,
  saveTotpSetup,
  takeTotpStep,
  useRecoveryCode,
} from './two-factor.repository';
import { consumeToken, findLiveToken, insertUserToken } from './user-tokens.repository';

/** The challenge between the password and the code lives this long (docs/accounts.md). */
export const TWO_FACTOR_CHALLENGE_SECONDS = 5 * 60;

/**
 * Codes typed for one account (sign-in's second step, confirming the set-up, new recovery codes,
 * turning it off), whatever the address: 5, then a wait like the login's (docs/accounts.md).
 */
export const twoFactorThrottle: ThrottleRule = {
  scope: 'two-factor',
  allowance: 5,
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
  message: messages.accountThrottled,
};

export interface TwoFactorDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  throttle: AccountThrottle;
}

const codeError = (message: string) => badRequest(message, { Code: [message] });
const mailTime = new Intl.DateTimeFormat('pt-BR', { timeZone: CLUB_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** The member's own set-up: never from an operator's "entrar como sócio" session. */
function ownAccount(user: AuthUser) {
  if (isOperatorSession(user)) throw forbidden(m.operatorSession);
}

export async function twoFactorStatus(db: DbOrTx, userId: number): Promise<TwoFactorStatus> {
  const totp = await findTotp(db, userId);
  const on = !!totp?.confirmedAt;
  return { Activated2FA: on, RecoveryCodesLeft: on ? await countRecoveryCodesLeft(db, userId) : 0 };
}

/** A new secret and its QR code; 2FA stays as it was until the first code confirms it. */
export async function startSetup(db: DbOrTx, user: AuthUser): Promise<TwoFactorSetup> {
  ownAccount(user);
  // A store client signs in at his store, whose sign-in has no second step: he never turns it on.
  if (user.type === UserType.UserStore) throw forbidden();
  const secret = newTotpSecret();
  if (!(await saveTotpSetup(db, user.id, secret))) throw badRequest(m.alreadyEnabled);
  const uri = otpAuthUri(secret, user.username);
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240, type: 'image/png' });
  return { Secret: secret, OtpAuthUri: uri, QrCode: qr };
}

type CodeCheck = { ok: true; factor: TotpFactor } | { ok: false; message: string };

/** A code of the app for the step after the last one used, or (when allowed) an unused recovery code. */
async function checkCode(
  db: DbOrTx,
  userId: number,
  secret: string,
  code: string,
  opts: { recovery: boolean; state?: 'confirmed' | 'pending' },
): Promise<CodeCheck> {
  if (looksLikeTotpCode(code)) {
    const step = totpStep(secret, code);
    if (step === null) return { ok: false, message: m.codeInvalid };
    if (!(await takeTotpStep(db, userId, step, opts.state ?? 'confirmed'))) return { ok: false, message: m.codeAlreadyUsed };
    return { ok: true, factor: 'totp' };
  }
  if (opts.recovery && (await useRecoveryCode(db, userId, recoveryCodeHash(code)))) return { ok: true, factor: 'recovery_code' };
  return { ok: false, message: m.codeInvalid };
}

/** Counted before the code is checked, cleared by a right one (platform/account-throttle.ts). */
async function guarded<T>(deps: TwoFactorDeps, userId: number, check: () => Promise<T | AppError>): Promise<T> {
  const key = `user:${userId}`;
  await deps.throttle.take(deps.db, twoFactorThrottle, key);
  const result = await check();
  if (result instanceof AppError) throw result;
  await deps.throttle.clear(deps.db, twoFactorThrottle, key);
  return result;
}

/**
 * The first code of the app turns 2FA on: Activated2FA, ten recovery codes (answered this once),
 * this session counted as having passed the second factor, an audit row and an e-mail.
 */
export async function confirmSetup(deps: TwoFactorDeps, user: AuthUser, actor: AuditActor, code: string): Promise<RecoveryCodes> {
  ownAccount(user);
  const { db } = deps;
  const totp = await findTotp(db, user.id);
  if (totp?.confirmedAt) throw badRequest(m.alreadyEnabled);
  if (!totp) throw badRequest(m.setupMissing);
  await guarded(deps, user.id, async () => {
    const checked = await checkCode(db, user.id, totp.secret, code, { recovery: false, state: 'pending' });
    return checked.ok ? checked : codeError(checked.message);
  });
  const codes = newRecoveryCodes();
  const done = await db.transaction(async (tx) => {
    if (!(await confirmTotp(tx, user.id))) return false;
    await replaceRecoveryCodes(tx, user.id, codes.map(recoveryCodeHash));
    await markSessionSecondFactor(tx, user.sessionId, 'totp');
    await writeAudit(tx, actor, { action: 'accounts.twoFactor.enable', target: auditTarget('user', user.id), after: { activated2FA: true } });
    return true;
  });
  // Another request confirmed it in between: its codes are the ones in force.
  if (!done) throw badRequest(m.alreadyEnabled);
  notify(deps, user.id, m.mailEnabledSubject, m.mailEnabledWhat);
  return { RecoveryCodes: codes };
}

/** New recovery codes, with a code of the app; the ones before stop working. */
export async function renewCodes(deps: TwoFactorDeps, user: AuthUser, actor: AuditActor, code: string): Promise<RecoveryCodes> {
  ownAccount(user);
  const { db } = deps;
  const totp = await findTotp(db, user.id);
  if (!totp?.confirmedAt) throw badRequest(m.notEnabled);
  await guarded(deps, user.id, async () => {
    const checked = await checkCode(db, user.id, totp.secret, code, { recovery: false });
    return checked.ok ? checked : codeError(checked.message);
  });
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, user.id, codes.map(recoveryCodeHash));
    await writeAudit(tx, actor, { action: 'accounts.twoFactor.renewRecoveryCodes', target: auditTarget('user', user.id) });
  });
  notify(deps, user.id, m.mailRecoveryRenewedSubject, m.mailRecoveryRenewedWhat);
  return { RecoveryCodes: codes };
}

/** Off, with the password and a code (of the app, or a recovery code for a lost phone). */
export async function disable(deps: TwoFactorDeps, user: AuthUser, actor: AuditActor, password: string, code: string): Promise<void> {
  ownAccount(user);
  const { db } = deps;
  const totp = await findTotp(db, user.id);
  if (!totp?.confirmedAt) throw badRequest(m.notEnabled);
  const [owner] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  await guarded(deps, user.id, async () => {
    // Both are checked whatever the first answers, so the answer does not tell which one was wrong.
    const passwordOk = !!owner?.passwordHash && (await verifyPassword(owner.passwordHash, password));
    if (!passwordOk) return badRequest(m.passwordWrong, { Password: [m.passwordWrong] });
    const checked = await checkCode(db, user.id, totp.secret, code, { recovery: true });
    return checked.ok ? checked : codeError(checked.message);
  });
  await db.transaction(async (tx) => {
    await removeTotp(tx, user.id);
    await forgetSessionsFactor(tx, user.id, TOTP_FACTORS);
    await writeAudit(tx, actor, {
      action: 'accounts.twoFactor.disable',
      target: auditTarget('user', user.id),
      before: { activated2FA: true },
      after: { activated2FA: false },
    });
  });
  notify(deps, user.id, m.mailDisabledSubject, m.mailDisabledWhat);
}

/** The password login's answer for an account with 2FA on: a one-use challenge, no session yet. */
export async function issueChallenge(db: DbOrTx, user: { id: number; username: string }): Promise<TwoFactorChallenge> {
  const token = randomToken();
  const expiresOn = new Date(Date.now() + TWO_FACTOR_CHALLENGE_SECONDS * 1000);
  await insertUserToken(db, { tokenHash: sha256(token), purpose: 'two_factor_login', userId: user.id, expiresAt: expiresOn });
  return {
    Message: m.codeRequested,
    IsAuth: false,
    TwoFactorRequired: true,
    TwoFactorToken: token,
    ExpiresOn: expiresOn.toISOString(),
    Username: user.username,
  };
}

/**
 * The sign-in's second step: the challenge and a code (or a recovery code) open the session. The
 * challenge is used up only by a right code, so a mistyped code can be typed again while it lives.
 */
export async function verifyChallenge(
  deps: TwoFactorDeps,
  start: (userId: number, factor: TotpFactor) => Promise<AuthResult>,
  ip: string,
  challenge: string,
  code: string,
): Promise<AuthResult> {
  const { db } = deps;
  const challengeHash = sha256(challenge);
  const userId = await findLiveToken(db, challengeHash, 'two_factor_login');
  if (userId === undefined) throw unauthorized(m.challengeInvalid);
  const totp = await findTotp(db, userId);
  if (!totp?.confirmedAt) throw unauthorized(m.challengeInvalid);
  const checked = await guarded(deps, userId, async () => {
    const c = await checkCode(db, userId, totp.secret, code, { recovery: true });
    return c.ok ? c : codeError(c.message);
  });
  if ((await consumeToken(db, challengeHash, 'two_factor_login')) === undefined) throw unauthorized(m.challengeInvalid);
  const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  if (user?.status === UserStatus.Bloqueado) throw forbidden(messages.userBlocked);
  if (checked.factor === 'recovery_code') {
    const left = await countRecoveryCodesLeft(db, userId);
    await writeAudit(db, { userId, ip }, { action: 'accounts.twoFactor.recoveryCodeUsed', target: auditTarget('user', userId), data: { left } });
    notify(deps, userId, m.mailRecoveryUsedSubject, m.mailRecoveryUsedWhat(left));
  }
  return start(userId, checked.factor);
}

/** The member is told of every change of his second factor; sent after the answer, never awaited. */
function notify(deps: TwoFactorDeps, userId: number, subject: string, what: string) {
  void (async () => {
    const [u] = await deps.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    if (!u) return;
    await deps.mailer.send({ to: u.email, subject, text: m.mailText(u.name, what, mailTime.format(new Date())) });
  })().catch((err: unknown) => deps.log.error({ err: { message: (err as Error).message }, userId }, 'two-factor e-mail not sent'));
}
