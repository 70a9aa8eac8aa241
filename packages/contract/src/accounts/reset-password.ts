import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { EmptyEnvelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PASSWORD_MAX, PASSWORD_MIN } from '../registration/rules';
import { text } from '../common/text';

export const ResetPasswordBody = z
  .object({
    Token: text({ error: messages.resetTokenInvalid }).trim().min(1, messages.resetTokenInvalid).max(200, messages.resetTokenInvalid),
    Password: text({ error: messages.passwordRequired })
      .min(1, messages.passwordRequired)
      .min(PASSWORD_MIN, messages.passwordMin)
      .max(PASSWORD_MAX, messages.passwordTooLong),
  })
  .strict();
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/users/passwords/resetPassword',
  summary: 'Troca a senha com o token do link enviado por e-mail',
  tags: ['accounts'],
  auth: false,
  body: ResetPasswordBody,
  response: EmptyEnvelope,
});
