import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { PagedRequest } from '../common/pagination';
import { Permission } from '../permissions';
import { BankAccount } from './bank-account';

export const GetAllUserBankAccountsRequest = z
  .object({
    ...PagedRequest,
    /** 1 Conta Corrente, 2 Conta Poupança; absent or null: both. */
    BankAccountType: z.number().int().min(1).max(2).nullish(),
  })
  .strict();
export type GetAllUserBankAccountsRequest = z.input<typeof GetAllUserBankAccountsRequest>;

/** The caller's bank accounts, newest first (PaginationFilter.OrderByDescending false: oldest first). */
export const getAllUserBankAccounts = defineEndpoint({
  method: 'POST',
  path: '/api/users/bankAccount/getAllUserBankAccounts',
  summary: 'Contas bancárias do sócio, filtradas por tipo e paginadas',
  tags: ['bank-accounts'],
  auth: true,
  permission: Permission.CONTAS_BANCARIAS,
  body: GetAllUserBankAccountsRequest,
  response: envelope(z.array(BankAccount)),
});
