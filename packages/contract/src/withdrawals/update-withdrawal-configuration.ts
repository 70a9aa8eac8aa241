import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { hasAtMostTwoDecimals } from '../configurations/configuration-groups';
import { Permission } from '../permissions';
import { WithdrawalConfiguration } from './get-withdrawal-configuration';

/** The configuration row's key: the console's audit target is `configuration:withdrawal`. */
export const WITHDRAWAL_CONFIGURATION_KEY = 'withdrawal';

/** The API reads at most this much (reais) for the fee and the minimum (docs/club.md#withdrawals). */
export const MAX_WITHDRAWAL_SETTING = 1_000_000;

const money = (message: string) =>
  z.number({ error: message }).finite(message).min(0, message).max(MAX_WITHDRAWAL_SETTING, message).refine(hasAtMostTwoDecimals, message);

/** The whole withdrawal configuration, in reais; every field is required. */
export const UpdateWithdrawalConfigurationRequest = z
  .object({
    WithdrawTaxAmount: money(messages.withdrawTaxAmountInvalid),
    MinimalWithdraw: money(messages.minimalWithdrawInvalid),
    WithdrawIsActive: z.union([z.literal(0), z.literal(1)], { error: messages.withdrawIsActiveInvalid }),
    WithdrawDay: z
      .number({ error: messages.withdrawDayInvalid })
      .int(messages.withdrawDayInvalid)
      .min(0, messages.withdrawDayInvalid)
      .max(7, messages.withdrawDayInvalid),
  })
  .strict();
export type UpdateWithdrawalConfigurationRequest = z.input<typeof UpdateWithdrawalConfigurationRequest>;

/** Owner only; one audit row `configuration:withdrawal` with before and after (docs/admin.md). */
export const adminUpdateWithdrawalConfiguration = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/withdrawals/updateConfiguration',
  summary: 'Console: altera a configuração de saques (taxa, mínimo, ativo, dia)',
  tags: ['withdrawals', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: UpdateWithdrawalConfigurationRequest,
  response: envelope(WithdrawalConfiguration),
});
