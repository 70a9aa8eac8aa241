import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { Permission } from '../permissions';
import { Withdrawal, WithdrawalIdParams } from './withdrawal';
import { multilineText, text } from '../common/text';
import { calendarDay, CLUB_RECORDS_START_DAY } from '../common/dates';

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
    CancelReason: multilineText({ error: messages.cancelReasonRequired }).trim().min(1, messages.cancelReasonRequired).max(500, messages.textTooLong),
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

/** A day of the club's calendar (America/Sao_Paulo), yyyy-MM-dd. */
export const ExportPaidWithdrawalsQuery = z
  .object({
    // Withdrawals are paid from the club's first records up to today, never later.
    Date: calendarDay({ error: messages.withdrawalsExportDateInvalid, min: CLUB_RECORDS_START_DAY, max: 'today' }),
  })
  .strict();
export type ExportPaidWithdrawalsQuery = z.input<typeof ExportPaidWithdrawalsQuery>;

/** The file's name: one per club day (docs/admin.md#withdrawals). */
export const paidWithdrawalsFileName = (day: string) => `saques-pagos-${day}.csv`;

/**
 * The payouts of one club day as a CSV download (text/csv; charset=utf-8, attachment): every
 * withdrawal that became Pago within that São Paulo day, with the member and the bank data. The
 * answer is the file itself, not the JSON envelope (errors still answer the envelope).
 */
export const adminExportPaidWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/api/admin/withdrawals/exportPaid',
  summary: 'Operador: CSV dos saques pagos num dia (horário de Brasília)',
  tags: ['withdrawals', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_FINANCE,
  adminOnly: true,
  query: ExportPaidWithdrawalsQuery,
  response: z.string(),
});
