import { z } from 'zod';
import { messages } from '@clube/contract';
import { PASSWORD_MIN } from '@clube/contract/registration';

/** New password and its confirmation: required, at least 8 characters, equal. */
export const newPasswordSchema = z
  .object({
    password: z.string().min(1, messages.passwordRequired).min(PASSWORD_MIN, messages.passwordMin),
    confirmPassword: z.string().min(1, messages.confirmPasswordRequired),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, { path: ['confirmPassword'], message: messages.passwordsDontMatch });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
