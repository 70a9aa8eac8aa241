import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { UserType } from '../common/enums';

/** Long enough for any real password; short enough that hashing stays cheap. */
export const LOGIN_PASSWORD_MAX = 256;

/**
 * Login request (spec part 1, section 3): UserType, Password and Email or Username; or, for the
 * one-use token login, AccessToken and Username (DECISIONS.md "Token login").
 */
export const LoginRequest = z
  .object({
    UserType: z.union([z.literal(UserType.Administrator), z.literal(UserType.User)], { error: messages.userTypeInvalid }),
    Email: z.string().trim().max(254).optional(),
    Username: z.string().trim().max(100).optional(),
    Password: z.string().max(LOGIN_PASSWORD_MAX).optional(),
    AccessToken: z.string().trim().max(200).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.AccessToken) {
      if (!b.Username) ctx.addIssue({ code: 'custom', path: ['Username'], message: messages.loginUserRequired });
      return;
    }
    if (!b.Email && !b.Username) ctx.addIssue({ code: 'custom', path: ['Username'], message: messages.loginUserRequired });
    if (!b.Password) ctx.addIssue({ code: 'custom', path: ['Password'], message: messages.passwordRequired });
  });
export type LoginRequest = z.input<typeof LoginRequest>;

/** Auth result: what the web keeps as AuthData. `Username` is the account's own spelling. */
export const AuthResult = z.object({
  Message: z.string(),
  IsAuth: z.boolean(),
  AccessToken: z.string(),
  ExpiresOn: z.string(),
  RolesIds: z.array(z.number().int()),
  Username: z.string(),
});
export type AuthResult = z.infer<typeof AuthResult>;

export const getAuthToken = defineEndpoint({
  method: 'POST',
  path: '/api/accounts/token/getAuthToken',
  summary: 'Entrar (e-mail ou usuário e senha, ou token de acesso de uso único)',
  tags: ['accounts'],
  auth: false,
  body: LoginRequest,
  response: envelope(AuthResult),
});
