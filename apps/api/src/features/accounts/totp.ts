import { Secret, TOTP } from 'otpauth';

/** The name the authenticator app shows above the member's codes. */
export const TOTP_ISSUER = 'Clube Office';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** A new secret of 160 random bits (RFC 4226's recommended length), in base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const otpAuthUri = (secret: string, username: string) => totpOf(secret, username).toString();

/** Six digits, spaces allowed ("123 456"), is a code of the app; anything else may be a recovery code. */
export const looksLikeTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/**
 * The 30-second step a code belongs to, allowing one step of clock drift either way, or null when
 * it is no code of this secret. Whether the step was already used is the caller's (replay).
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code.replace(/\s/g, ''), timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
