import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { getAuthTokenAddress } from './addresses';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { UserType } from '../common/enums';
import { TwoFactorChallenge } from './two-factor-challenge';

/** Long enough for any real password; short enough that hashing stays cheap. */
export const LOGIN_PASSWORD_MAX = 256;

/**
 * Login request (spec part 1, section 3): UserType, Password and Email or Username; or, for the
 * one-use token login, AccessToken and Username. Every field but UserType may be null, as in the
 * spec's model: a client sends `"Email": null` beside the Username (docs/accounts.md).
 */
export const LoginRequest = z
  .object({
    UserType: z.union([z.literal(UserType.Administrator), z.literal(UserType.User)], { error: messages.userTypeInvalid }),
    Email: text().trim().max(254).nullish(),
    Username: text().trim().max(100).nullish(),
    // Compared with the stored hash only, never stored: whatever a member once chose still signs in.
    Password: z.string().max(LOGIN_PASSWORD_MAX).nullish(),
    AccessToken: text().trim().max(200).nullish(),
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

/**
 * A member with two factors gets a TwoFactorChallenge instead of a session (`IsAuth` false,
 * `TwoFactorRequired` true): the wire of everyone else is the spec's, unchanged (docs/accounts.md).
 */
export const getAuthToken = defineEndpoint({
  ...getAuthTokenAddress,
  summary: 'Entrar (e-mail ou usuário e senha, ou token de acesso de uso único)',
  tags: ['accounts'],
  auth: false,
  body: LoginRequest,
  response: envelope(z.union([AuthResult, TwoFactorChallenge])),
});
