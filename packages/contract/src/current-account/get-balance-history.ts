import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';

/** How many club days the balance chart covers, today included (docs/charts.md#current-account). */
export const BALANCE_HISTORY_DAYS = 90;

/** The current account's balance at the end of one club day (yyyy-MM-dd, America/Sao_Paulo), in reais; today's is the balance now. */
export const DailyBalance = z.object({
  Day: z.string(),
  Balance: z.number(),
});
export type DailyBalance = z.infer<typeof DailyBalance>;

export const BalanceHistory = z.object({
  /** Every day of the window, oldest first. */
  Days: z.array(DailyBalance),
});
export type BalanceHistory = z.infer<typeof BalanceHistory>;

/** Beyond the spec: the current account's daily closing balance over the last 90 days, from the ledger. */
export const getBalanceHistory = defineEndpoint({
  method: 'GET',
  path: '/api/finances/earnings/getBalanceHistory',
  summary: 'Saldo da conta corrente ao fim de cada dia dos últimos 90 dias',
  tags: ['current-account'],
  auth: true,
  permission: Permission.CONTA_CORRENTE,
  response: envelope(BalanceHistory),
});
