import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { getAllEarningsDetailsAddress } from './addresses';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';

/** EarningsCharts: gains (bonus credits, GAIN_CATEGORIES) of today in São Paulo and of all time, in reais. */
export const EarningsCharts = z.object({
  DailyGains: z.number(),
  TotalGains: z.number(),
});
export type EarningsCharts = z.infer<typeof EarningsCharts>;

export const getAllEarningsDetails = defineEndpoint({
  ...getAllEarningsDetailsAddress,
  summary: 'Ganho do dia e ganho total do sócio',
  tags: ['current-account'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: envelope(EarningsCharts),
});
