import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { AuthResult, LOGIN_PASSWORD_MAX } from '../accounts/get-auth-token';

/** A store client signs in with the e-mail and password of his sign-up. */
export const StoreLoginRequest = z
  .object({
    Email: text({ error: messages.emailRequired }).trim().min(1, messages.emailRequired).max(254, messages.invalidEmail),
    // Compared with the stored hash only, never stored.
    Password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(LOGIN_PASSWORD_MAX),
  })
  .strict();
export type StoreLoginRequest = z.input<typeof StoreLoginRequest>;

/**
 * Store clients' login (UserType 3 only; the office's login is for members): the same answer, the
 * same limits and the same 401 'Usuário ou senha inválidos.' for a wrong password or an unknown e-mail.
 */
export const getStoreAuthToken = defineEndpoint({
  method: 'POST',
  path: '/api/store/public/getAuthToken',
  summary: 'Entrar como cliente de loja (e-mail e senha)',
  tags: ['store'],
  auth: false,
  body: StoreLoginRequest,
  response: envelope(AuthResult),
});
