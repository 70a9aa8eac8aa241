import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';

/** A bank of the Brazilian payment system: its COMPE code (3 digits) and name. */
export const Bank = z.object({ Code: z.string(), Name: z.string() });
export type Bank = z.infer<typeof Bank>;

export const getAllBanks = defineEndpoint({
  method: 'GET',
  path: '/api/finances/banks/getAllBanks',
  summary: 'Lista de bancos (código COMPE e nome), ordenada por código',
  tags: ['bank-accounts'],
  auth: true,
  permission: Permission.CONTAS_BANCARIAS,
  response: envelope(z.array(Bank)),
});
