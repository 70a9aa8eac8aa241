import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { MAX_MONEY_CENTS, MoneyInput } from '../common/money';
import { Permission } from '../permissions';
import { Withdrawal } from './withdrawal';

export const CreateNewWithdrawnRequest = z
  .object({
    UserBankAccountId: z
      .number({ error: messages.withdrawBankRequired })
      .int(messages.withdrawBankRequired)
      .positive(messages.withdrawBankRequired)
      .max(2_147_483_647, messages.withdrawBankRequired),
    Value: z.number({ error: (iss) => (iss.input == null ? messages.withdrawValueRequired : messages.withdrawValueInvalid) }).pipe(MoneyInput),
    /** Accepted for the spec's payload, never used: the fee is the club's configuration. */
    Tax: z
      .number()
      .finite()
      .min(0)
      .max(MAX_MONEY_CENTS / 100)
      .nullish(),
  })
  .strict();
export type CreateNewWithdrawnRequest = z.input<typeof CreateNewWithdrawnRequest>;

/** Debits value + fee at once into the withdrawals in transit; the operator pays or cancels it. */
export const createNewWithdrawn = defineEndpoint({
  method: 'POST',
  path: '/api/users/withdrawn/createNewWithdrawn',
  summary: 'Solicita um saque para uma conta bancária do sócio',
  tags: ['withdrawals'],
  auth: true,
  movesMoney: true,
  permission: Permission.SAQUE,
  body: CreateNewWithdrawnRequest,
  response: envelope(Withdrawal),
});
