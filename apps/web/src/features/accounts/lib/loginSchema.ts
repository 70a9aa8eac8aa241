import { z } from 'zod';
import { messages } from '@clube/contract';

export const LOGIN_USER_MIN = 3;

/** The login form (spec part 1, section 5): only presence is enforced on the password. */
export const loginSchema = z.object({
  user: z.string().trim().min(1, messages.loginUserRequired).min(LOGIN_USER_MIN, messages.loginUserMin),
  password: z.string().min(1, messages.passwordRequired),
});
export type LoginValues = z.infer<typeof loginSchema>;
