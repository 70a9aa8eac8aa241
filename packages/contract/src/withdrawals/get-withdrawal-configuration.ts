import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';

/** WithdrawDay: 0 every day, 1..7 Sunday..Saturday (in America/Sao_Paulo). */
export const WithdrawalConfiguration = z.object({
  WithdrawTaxAmount: z.number(),
  MinimalWithdraw: z.number(),
  WithdrawIsActive: z.union([z.literal(0), z.literal(1)]),
  WithdrawDay: z.number().int().min(0).max(7),
});
export type WithdrawalConfiguration = z.infer<typeof WithdrawalConfiguration>;

/** The spec's defaults before the configuration loads (fee 5, minimum 0); inactive when none is stored. */
export const DEFAULT_WITHDRAWAL_CONFIGURATION: WithdrawalConfiguration = {
  WithdrawTaxAmount: 5,
  MinimalWithdraw: 0,
  WithdrawIsActive: 0,
  WithdrawDay: 0,
};

export const getWithdrawalConfiguration = defineEndpoint({
  method: 'GET',
  path: '/api/users/withdrawn/getWithdrawalConfiguration',
  summary: 'Configuração de saques: taxa, mínimo, ativo e dia permitido',
  tags: ['withdrawals'],
  auth: true,
  permission: Permission.SAQUE,
  response: envelope(WithdrawalConfiguration),
});
