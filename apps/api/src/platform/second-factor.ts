/**
 * How a session's sign-in passed a second factor, as `sessions.second_factor` keeps it
 * (docs/security.md#two-factors-totp). NULL: the password alone.
 * - `totp`: a code of the authenticator app (at sign-in, or the set-up's confirmation in this session)
 * - `recovery_code`: one of the member's one-use recovery codes
 * Passkeys ("a passkey counts as both factors") add their own value here and set it when their
 * login opens the session.
 */
export const SECOND_FACTORS = ['totp', 'recovery_code'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/** The factors that turning TOTP off takes back from the member's open sessions. */
export const TOTP_FACTORS: readonly SecondFactor[] = ['totp', 'recovery_code'];

/**
 * Did this session's sign-in pass a second factor? The one question the console asks of staff
 * (platform/route.ts): the passkeys work extends it, nothing else decides it.
 */
export function hasSecondFactor(user: { secondFactor: string | null }): boolean {
  return user.secondFactor !== null;
}
