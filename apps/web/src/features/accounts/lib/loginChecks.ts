import { firstScreenMessages } from '@clube/contract';

export const LOGIN_USER_MIN = 3;

export interface LoginValues {
  user: string;
  password: string;
}
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * The login form's checks (spec part 1, section 5): only presence is enforced on the password.
 * Plain code rather than a zod schema and react-hook-form: /login is the first screen, and the two
 * libraries are 43 KB gzip of its download for two fields (docs/performance.md "Web").
 */
export function loginErrors({ user, password }: LoginValues): LoginErrors {
  const text = user.trim();
  const errors: LoginErrors = {};
  if (!text) errors.user = firstScreenMessages.loginUserRequired;
  else if (text.length < LOGIN_USER_MIN) errors.user = firstScreenMessages.loginUserMin;
  if (!password) errors.password = firstScreenMessages.passwordRequired;
  return errors;
}
