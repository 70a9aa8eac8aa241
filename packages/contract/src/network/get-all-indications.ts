import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { UserType } from '../common/enums';
import { PagedRequest } from '../common/pagination';
import { text } from '../common/text';

/** List request (users) of spec part 2, section 3, as the indications and store clients send it. */
export const NetworkListRequest = z
  .object({
    ...PagedRequest,
    UserType: z
      .number({ error: messages.networkUserTypeInvalid })
      .int(messages.networkUserTypeInvalid)
      .refine((t) => t === UserType.User || t === UserType.UserStore, messages.networkUserTypeInvalid)
      .default(UserType.User),
    Filters: z
      .object({ Username: text().trim().max(100, messages.invalidUsernameSearch).nullish() })
      .strict()
      .nullish(),
    UserStatus: z.number().int().min(0).max(3).nullish(),
    SecondaryAccount: z.boolean().nullish(),
  })
  .strict();
export type NetworkListRequest = z.input<typeof NetworkListRequest>;

/**
 * Indication user (Name, Username, Email, Created, StatusFormatted, StatusColor) and store client
 * (Name, PhoneOne, Email, Created) in one shape: each screen reads its own columns.
 */
export const IndicationUser = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Username: z.string(),
  Email: z.string(),
  PhoneOne: z.string().nullable(),
  Created: z.string(),
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
});
export type IndicationUser = z.infer<typeof IndicationUser>;

/**
 * UserType 2: the caller's indications (direct partners of type User); UserType 3: his store
 * clients (type UserStore whose sponsor he is). Newest first unless PaginationFilter says
 * OrderByDescending false; 50 a page; Filters.Username is a case-insensitive prefix. Needs
 * INDICACOES for type 2 and CLIENTES_LOJA for type 3 (checked by the route, from the body).
 */
export const getAllIndications = defineEndpoint({
  method: 'POST',
  path: '/api/users/network/getAllIndications',
  summary: 'Indicações (UserType 2) ou clientes da loja virtual (UserType 3) do sócio, 50 por página',
  tags: ['network'],
  auth: true,
  body: NetworkListRequest,
  response: envelope(z.array(IndicationUser)),
});
