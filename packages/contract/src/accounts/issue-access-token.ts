import { Permission } from '../permissions';
import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';

export const IssueAccessTokenParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

/** The one-use token login link: `/accessToken?accessToken=...&username=...`. */
export const IssuedAccessToken = z.object({
  AccessToken: z.string(),
  Username: z.string(),
  Url: z.string(),
  ExpiresOn: z.string(),
});
export type IssuedAccessToken = z.infer<typeof IssuedAccessToken>;

export const ACCESS_TOKEN_LIFETIME_MINUTES = 5;

/** Admin console "entrar como sócio" (docs/security.md). Empty body. */
export const issueAccessToken = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:userId/accessToken',
  summary: 'Emite um token de acesso de uso único (5 minutos) para entrar como o sócio',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_SUPPORT,
  adminOnly: true,
  params: IssueAccessTokenParams,
  response: envelope(IssuedAccessToken),
});
