import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { Permission } from '../permissions';

export const EARNINGS_PAGE_SIZE = 50;

export const GetAllEarningsRequest = z
  .object({
    ...PagedRequest,
    /** Earning category 1..13; absent or null: every entry (also those without a category). */
    Category: z
      .number({ error: messages.earningCategoryInvalid })
      .int(messages.earningCategoryInvalid)
      .min(1, messages.earningCategoryInvalid)
      .max(13, messages.earningCategoryInvalid)
      .nullish(),
  })
  .strict();
export type GetAllEarningsRequest = z.input<typeof GetAllEarningsRequest>;

/** One entry of the member's current account: signed Value in reais (debits negative). */
export const Earning = z.object({
  Description: z.string(),
  Created: z.string(),
  Value: z.number(),
  Category: z.number().int().nullable(),
});
export type Earning = z.infer<typeof Earning>;

export const EarningsList = z.object({
  Earnings: z.array(Earning),
  /** Ganho Total (bonus credits, GAIN_CATEGORIES), whatever the filter. */
  TotalGains: z.number(),
});
export type EarningsList = z.infer<typeof EarningsList>;

/** The caller's ledger entries, newest first (PaginationFilter.OrderByDescending false: oldest first). */
export const getAllEarnings = defineEndpoint({
  method: 'POST',
  path: '/api/finances/earnings/getAllEarnings',
  summary: 'Lançamentos da conta corrente do sócio, filtrados por categoria e paginados',
  tags: ['current-account'],
  auth: true,
  permission: Permission.CONTA_CORRENTE,
  body: GetAllEarningsRequest,
  response: envelope(EarningsList),
});
