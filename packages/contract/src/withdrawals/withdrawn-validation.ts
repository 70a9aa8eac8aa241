import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';

/** May the caller request a withdrawal now? Message says why not (pt-BR), null when he may. */
export const WithdrawnValidation = z.object({
  CanWithdrawn: z.boolean(),
  Message: z.string().nullable(),
});
export type WithdrawnValidation = z.infer<typeof WithdrawnValidation>;

export const withdrawnValidation = defineEndpoint({
  method: 'GET',
  path: '/api/users/withdrawn/validation',
  summary: 'Verifica se o sócio pode solicitar um saque agora',
  tags: ['withdrawals'],
  auth: true,
  permission: Permission.SAQUE,
  response: envelope(WithdrawnValidation),
});
