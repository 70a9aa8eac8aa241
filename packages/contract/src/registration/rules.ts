import { onlyDigits } from '../common/documents';
import { messages } from '../common/messages';

/** Registration rules shared by the wizard and the API (pure: no I/O, "today" is passed in). */

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** Letters, digits, dot, underscore and hyphen: safe in the referral link /register/{username}. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 120;
export const MAX_ADDRESSES = 5;
export const PHONE_MIN = 3;
export const PHONE_MAX_DIGITS = 11;

export const isValidUsernameFormat = (username: string) => USERNAME_PATTERN.test(username);

/** dd/MM/yyyy or yyyy-MM-dd to yyyy-MM-dd when it is a real calendar day; otherwise undefined. */
export function parseBirthday(text: string): string | undefined {
  const t = text.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const [y, m, d] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return undefined;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (day.getUTCFullYear() !== Number(y) || day.getUTCMonth() + 1 !== Number(m) || day.getUTCDate() !== Number(d)) return undefined;
  return `${y}-${m}-${d}`;
}

/** Whole years between two yyyy-MM-dd days (a birthday on 29 Feb counts from 1 Mar in other years). */
export function ageInYears(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * Checks a typed birthday against `today` (yyyy-MM-dd in the club's time zone): a real day, not in
 * the future, at least 18 and at most 120 years ago. Answers the day or the reason in pt-BR.
 */
export function checkBirthday(text: string, today: string): { ok: true; day: string } | { ok: false; message: string } {
  const day = parseBirthday(text);
  if (!day || day > today) return { ok: false, message: messages.invalidBirthday };
  const age = ageInYears(day, today);
  if (age > MAX_AGE_YEARS) return { ok: false, message: messages.invalidBirthday };
  if (age < MIN_AGE_YEARS) return { ok: false, message: messages.underage };
  return { ok: true, day };
}

/**
 * A phone as the mask '00 00000-0000' writes it, whether typed masked or as digits; landlines
 * (10 digits) keep their own grouping. Short numbers (the spec allows 3+) stay as digits.
 */
export function normalizePhone(text: string): string {
  const d = onlyDigits(text);
  if (d.length === 11) return `${d.slice(0, 2)} ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `${d.slice(0, 2)} ${d.slice(2, 6)}-${d.slice(6)}`;
  return d;
}

export function isValidPhone(text: string): boolean {
  const d = onlyDigits(text);
  return d.length >= PHONE_MIN && d.length <= PHONE_MAX_DIGITS && /^[\d\s().+-]*$/.test(text.trim());
}
