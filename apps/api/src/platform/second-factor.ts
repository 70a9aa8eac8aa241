/**
 * How a session's sign-in passed a second factor, as `sessions.second_factor` keeps it
 * (docs/security.md#two-factors-totp). NULL: the password alone.
 * - `totp`: a code of the authenticator app (at sign-in, or the set-up's confirmation in this session)
 * - `recovery_code`: one of the member's one-use recovery codes
 * - `passkey`: the sign-in was a passkey, which counts as both factors (docs/security.md#passkeys)
 */
export const SECOND_FACTORS = ['totp', 'recovery_code', 'passkey'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/** The factors of TOTP: what turning it off takes back from the member's open sessions. */
export const TOTP_FACTORS = ['totp', 'recovery_code'] as const satisfies readonly SecondFactor[];
export type TotpFactor = (typeof TOTP_FACTORS)[number];

/**
 * Did this session's sign-in pass a second factor? The one question the console asks of staff
 * (platform/route.ts); nothing else decides it.
 */
export function hasSecondFactor(user: { secondFactor: string | null }): boolean {
  return user.secondFactor !== null;
}
