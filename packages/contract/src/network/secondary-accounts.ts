import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { NetworkListRequest } from './get-all-indications';

/** Secondary account (spec part 2, section 3); IsPrimary marks the first account of the CPF. */
export const SecondaryAccount = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Username: z.string(),
  Email: z.string(),
  Created: z.string(),
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  IsPrimary: z.boolean(),
});
export type SecondaryAccount = z.infer<typeof SecondaryAccount>;

/**
 * The caller's other accounts with the same CPF (docs/club.md#several-accounts-with-one-cpf: the first is the primary), by Id
 * ascending unless PaginationFilter.OrderByDescending, 50 a page. A company (no CPF) has none.
 */
export const getSecondaryAccounts = defineEndpoint({
  method: 'POST',
  path: '/api/users/network/secondary-accounts',
  summary: 'Outras contas do sócio com o mesmo CPF, 50 por página',
  tags: ['network'],
  auth: true,
  permission: Permission.REDE,
  body: NetworkListRequest,
  response: envelope(z.array(SecondaryAccount)),
});
