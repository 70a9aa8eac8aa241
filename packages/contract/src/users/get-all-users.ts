import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { Permission } from '../permissions';
import { UserSummary } from './user-summary';
import { text } from '../common/text';

export const USERS_PAGE_SIZE = 50;

export const GetAllUsersRequest = z
  .object({
    ...PagedRequest,
    Filters: z
      .object({ Username: text().trim().max(100, messages.invalidUsernameSearch).nullish() })
      .strict()
      .nullish(),
    UserType: z.number().int().min(1).max(3).nullish(),
    UserStatus: z.number().int().min(0).max(3).nullish(),
    /** true: only the caller's other accounts (same CPF). */
    SecondaryAccount: z.boolean().nullish(),
  })
  .strict();
export type GetAllUsersRequest = z.input<typeof GetAllUsersRequest>;

/** Members whose username starts with the typed text (the transfer screen's search). */
export const getAllUsers = defineEndpoint({
  method: 'POST',
  path: '/api/users/getAllUsers',
  summary: 'Busca sócios pelo início do usuário (50 por página)',
  tags: ['users'],
  auth: true,
  permission: Permission.TRANSFERENCIA,
  body: GetAllUsersRequest,
  response: envelope(z.array(UserSummary)),
});
