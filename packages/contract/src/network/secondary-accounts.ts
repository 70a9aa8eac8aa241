import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { NetworkListRequest } from './get-all-indications';

/** Secondary account (spec part 2, section 3); IsPrimary marks the primary account of the group. */
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
 * The caller's linked accounts: his primary and its secondaries, linked only once the primary
 * confirmed them (docs/accounts.md#linked-accounts), by Id ascending unless
 * PaginationFilter.OrderByDescending, 50 a page.
 */
export const getSecondaryAccounts = defineEndpoint({
  method: 'POST',
  path: '/api/users/network/secondary-accounts',
  summary: 'Contas vinculadas do sócio (mesmo CPF/CNPJ, confirmadas pela conta principal), 50 por página',
  tags: ['network'],
  auth: true,
  permission: Permission.REDE,
  body: NetworkListRequest,
  response: envelope(z.array(SecondaryAccount)),
});
