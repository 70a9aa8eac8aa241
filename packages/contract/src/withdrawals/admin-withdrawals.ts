import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { Permission } from '../permissions';
import { Withdrawal, WithdrawalIdParams } from './withdrawal';
import { multilineText, text } from '../common/text';

export const AdminGetAllWithdrawalsRequest = z
  .object({
    ...PagedRequest,
    WithdrawnStatus: z.number().int().min(0).max(2).nullish(),
    Filters: z
      .object({ Username: text().trim().max(100, messages.invalidUsernameSearch).nullish() })
      .strict()
      .nullish(),
  })
  .strict();
export type AdminGetAllWithdrawalsRequest = z.input<typeof AdminGetAllWithdrawalsRequest>;

/** What an operator needs to pay a withdrawal out: who asked and where to send it. */
export const AdminWithdrawal = Withdrawal.extend({
  ProcessedOn: z.string().nullable(),
  User: z.object({ Id: z.number().int(), Name: z.string(), Username: z.string() }),
  BankAccount: z.object({
    Id: z.number().int(),
    Type: z.number().int(),
    BankCode: z.string(),
    BankName: z.string(),
    HolderName: z.string(),
    HolderCPF: z.string(),
    Agency: z.string().nullable(),
    AgencyDigit: z.string().nullable(),
    AccountNumber: z.string().nullable(),
    AccountNumberDigit: z.string().nullable(),
    AccountVariation: z.string().nullable(),
    UserPix: z.array(z.object({ Type: z.number().int(), Value: z.string() })),
  }),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawal>;

export const adminGetAllWithdrawals = defineEndpoint({
  method: 'POST',
  path: '/api/admin/withdrawals/getAll',
  summary: 'Operador: saques de todos os sócios, por status',
  tags: ['withdrawals', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_FINANCE,
  adminOnly: true,
  body: AdminGetAllWithdrawalsRequest,
  response: envelope(z.array(AdminWithdrawal)),
});

/** Pendente -> Pago: the money left the club's bank; applied once however often it is clicked. */
export const adminPayWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/api/admin/withdrawals/:id/pay',
  summary: 'Operador: marca um saque em análise como pago',
  tags: ['withdrawals', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_FINANCE,
  adminOnly: true,
  params: WithdrawalIdParams,
  response: envelope(AdminWithdrawal),
});

export const CancelWithdrawalRequest = z
  .object({
    CancelReason: multilineText({ error: messages.cancelReasonRequired })
      .trim()
      .min(1, messages.cancelReasonRequired)
      .max(500, messages.textTooLong),
  })
  .strict();
export type CancelWithdrawalRequest = z.input<typeof CancelWithdrawalRequest>;

/** Pendente -> Cancelado: value and fee return to the member as category 8 Estorno. */
export const adminCancelWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/api/admin/withdrawals/:id/cancel',
  summary: 'Operador: cancela um saque em análise e devolve valor e taxa',
  tags: ['withdrawals', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_FINANCE,
  adminOnly: true,
  params: WithdrawalIdParams,
  body: CancelWithdrawalRequest,
  response: envelope(AdminWithdrawal),
});
