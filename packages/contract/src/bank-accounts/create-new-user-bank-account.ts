import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { BankAccount, BankAccountInput } from './bank-account';

export const createNewUserBankAccount = defineEndpoint({
  method: 'POST',
  path: '/api/users/bankAccount/createNewUserBankAccount',
  summary: 'Cadastra uma conta bancária do sócio',
  tags: ['bank-accounts'],
  auth: true,
  movesMoney: true,
  permission: Permission.CONTAS_BANCARIAS,
  body: BankAccountInput,
  response: envelope(BankAccount),
});
