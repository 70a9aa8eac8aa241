import { onlyDigits } from '../common/documents';
import { messages } from '../common/messages';
import { parseDay } from '../common/dates';

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
export const parseBirthday = (text: string): string | undefined => parseDay(text, { brazilian: true });

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
