import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { BankAccount, BankAccountInput } from './bank-account';

export const UpdateBankAccountBody = BankAccountInput.extend({
  Id: z
    .number({ error: messages.bankAccountNotFound })
    .int(messages.bankAccountNotFound)
    .positive(messages.bankAccountNotFound)
    .max(2_147_483_647, messages.bankAccountNotFound),
});
export type UpdateBankAccountBody = z.input<typeof UpdateBankAccountBody>;

/** Replaces one of the caller's bank accounts; another member's Id answers 404. */
export const updateUserBankAccount = defineEndpoint({
  method: 'PUT',
  path: '/api/users/bankAccount/updateUserBankAccount',
  summary: 'Atualiza uma conta bancária do sócio',
  tags: ['bank-accounts'],
  auth: true,
  movesMoney: true,
  permission: Permission.CONTAS_BANCARIAS,
  body: UpdateBankAccountBody,
  response: envelope(BankAccount),
});
