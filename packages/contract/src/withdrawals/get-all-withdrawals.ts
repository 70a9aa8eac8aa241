import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { PagedRequest } from '../common/pagination';
import { Permission } from '../permissions';
import { Withdrawal } from './withdrawal';

export const WITHDRAWALS_PAGE_SIZE = 50;

export const GetAllWithdrawalsRequest = z
  .object({
    ...PagedRequest,
    WithdrawnStatus: z.number().int().min(0).max(2).nullish(),
    /** The spec's flag; the pending total is always answered (one indexed sum). */
    GetPedingWithdrawalsValues: z.boolean().nullish(),
  })
  .strict();
export type GetAllWithdrawalsRequest = z.input<typeof GetAllWithdrawalsRequest>;

export const WithdrawalsPage = z.object({
  Withdrawals: z.array(Withdrawal),
  /** Sum of the caller's Pendente withdrawals' values (fees not included), in reais. */
  PendingWithdrawalsValue: z.number(),
});
export type WithdrawalsPage = z.infer<typeof WithdrawalsPage>;

/** The caller's withdrawals, 50 a page, by Id descending unless PaginationFilter.OrderByDescending is false. */
export const getAllWithdrawals = defineEndpoint({
  method: 'POST',
  path: '/api/users/withdrawn/getAllWithdrawals',
  summary: 'Saques do sócio e total em análise',
  tags: ['withdrawals'],
  auth: true,
  permission: Permission.SAQUE,
  body: GetAllWithdrawalsRequest,
  response: envelope(WithdrawalsPage),
});
