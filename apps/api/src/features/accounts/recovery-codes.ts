import { randomInt } from 'node:crypto';
import { sha256 } from '../../platform/tokens';

export const RECOVERY_CODES_COUNT = 10;
/** Letters and digits without the look-alikes a person mistypes (0/O, 1/I/L): 31 symbols. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 16;

/**
 * Ten codes of 16 random symbols (about 79 bits each: log2(31) x 16), shown as XXXX-XXXX-XXXX-XXXX. That much
 * randomness needs no slow hash: like the reset links, only their SHA-256 is kept
 * (docs/security.md#two-factors-totp).
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES_COUNT }, () => {
    const symbols = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return symbols.match(/.{4}/g)!.join('-');
  });
}

/** What a person typed, as it was hashed: dashes and spaces away, upper case. */
export const normalizeRecoveryCode = (code: string) => code.replace(/[-\s]/g, '').toUpperCase();

export const recoveryCodeHash = (code: string) => sha256(`recovery:${normalizeRecoveryCode(code)}`);
